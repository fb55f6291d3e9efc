import { queryOptions } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const CARGO_TEMPLATE_PAGE_SIZE = 100;

export interface CargoTemplatePage {
  templates: CargoItemTemplate[];
  page: PageMetadata;
  links: HalLinks;
}

/** The cargo item templates, the default one first (spec 000 section 2). */
export const cargoTemplateListQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.cargoTemplates.list(page),
    queryFn: async (): Promise<CargoTemplatePage> => {
      const params = new URLSearchParams({
        size: String(CARGO_TEMPLATE_PAGE_SIZE),
        page: String(page),
      });
      params.append('sort', 'isDefault,desc');
      params.append('sort', 'name,asc');
      const body = await apiJson<HalCollection<'cargoitems', CargoItemTemplate>>(
        `/api/templates/cargoitems?${params}`,
      );
      return {
        templates: body._embedded?.cargoitems ?? [],
        page: body.page ?? { size: CARGO_TEMPLATE_PAGE_SIZE, totalElements: 0, totalPages: 0, number: page },
        links: body._links ?? {},
      };
    },
  });

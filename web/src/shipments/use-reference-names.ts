import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HalCollection } from '../../../contracts/hal.ts';
import { apiJson } from '../api/client.ts';
import { incotermsQuery } from '../api/order-reference.ts';
import { queryKeys } from '../api/query-keys.ts';

interface Named {
  identifier: string;
  name: string;
}

/** Every code of a reference list with its name, inactive ones included (a saved order may name one). */
const namesQuery = (name: 'products' | 'notificationCodes') =>
  queryOptions({
    queryKey: queryKeys.reference.collection(`${name}-names`),
    queryFn: async () => {
      const body = await apiJson<HalCollection<string, Named>>(`/api/${name}?size=1000`);
      return new Map((body._embedded?.[name] ?? []).map((entry) => [entry.identifier, entry.name]));
    },
    staleTime: 5 * 60_000,
  });

/**
 * The names of products, shipping terms (incoterm codes) and delivery notes, so the overview shows
 * "P01 Standard" rather than a bare code; while loading (or for an unknown code) the code alone.
 */
export function useReferenceNames() {
  const products = useQuery(namesQuery('products'));
  const notes = useQuery(namesQuery('notificationCodes'));
  const terms = useQuery(incotermsQuery());
  const named = (identifier: string, name: string | undefined) =>
    name && name !== identifier ? `${identifier} ${name}` : identifier;
  return {
    product: (product: { identifier: string; name?: string | undefined }) =>
      named(product.identifier, product.name || products.data?.get(product.identifier)),
    shippingTerms: (terms_: { identifier: string; name?: string | undefined }) =>
      named(
        terms_.identifier,
        terms_.name || terms.data?.find((code) => code.identifier === terms_.identifier)?.name,
      ),
    deliveryNote: (note: { identifier: string; name?: string | undefined }) =>
      named(note.identifier, note.name || notes.data?.get(note.identifier)),
  };
}

/**
 * Only the product names, for the list's product column (one request for the whole list). The
 * function stays the same until the names arrive, so the cells that use it render once more only.
 */
export function useProductNames() {
  const names = useQuery(namesQuery('products')).data;
  return useCallback(
    (product: { identifier: string; name?: string | undefined }) => {
      const name = product.name || names?.get(product.identifier);
      return name && name !== product.identifier ? `${product.identifier} ${name}` : product.identifier;
    },
    [names],
  );
}

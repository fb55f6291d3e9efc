import { queryOptions } from '@tanstack/react-query';
import type { ShipmentRevision } from '../../../contracts/shipment/revision.ts';
import { apiJson } from './client.ts';
import { hasLink, linkPath } from './hal.ts';
import { queryKeys } from './query-keys.ts';

/** Where a revision is read: its link (an audit entry's `shipment`, a revision's `previous`), and what it is. */
export interface RevisionRef {
  shipmentNumber: string;
  revision: number;
  path: string;
}

/** The reference a link of a revision (`previous`, `next`) leads to. */
export const neighbourOf = (current: ShipmentRevision, name: 'previous' | 'next'): RevisionRef | undefined =>
  hasLink(current, name)
    ? {
        shipmentNumber: current.shipmentNumber,
        revision: current.revision + (name === 'previous' ? -1 : 1),
        path: linkPath(current, name),
      }
    : undefined;

/**
 * A shipment as one revision left it, with the revision before it (through its `previous` link)
 * to compare with; the first revision has none. Past revisions never change, so they stay cached.
 */
export const shipmentRevisionQuery = (ref: RevisionRef) =>
  queryOptions({
    queryKey: queryKeys.shipments.revision(ref.shipmentNumber, ref.revision),
    queryFn: async () => {
      const current = await apiJson<ShipmentRevision>(ref.path);
      const previous = hasLink(current, 'previous')
        ? await apiJson<ShipmentRevision>(linkPath(current, 'previous'))
        : undefined;
      return { current, previous };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

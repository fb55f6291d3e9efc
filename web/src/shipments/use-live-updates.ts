import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LiveBatch, LiveMailChange, LiveShipmentChange } from '../../../contracts/live.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { apiJson, nullIfNotFound } from '../api/client.ts';
import { followLiveUpdates, type LiveEvent, type LiveStatus } from '../api/live.ts';
import { queryKeys } from '../api/query-keys.ts';
import type { ShipmentListPage } from '../api/shipments.ts';

/** Changes arriving within this window are applied together (a batch, an order file). */
const SETTLE_MS = 250;
/** Up to this many changed rows on screen are fetched one by one; more refetch the list. */
const PATCH_LIMIT = 20;

/** The user's batches as the live stream last sent them, for the expanded rows. */
export const liveBatchesQuery = queryOptions({
  queryKey: queryKeys.batches.live(),
  queryFn: (): LiveBatch[] => [],
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

const listsOf = (queryClient: QueryClient) =>
  queryClient.getQueriesData<ShipmentListPage>({ queryKey: queryKeys.shipments.lists() });

function shownVersion(queryClient: QueryClient, shipmentNumber: string): number | undefined {
  for (const [, page] of listsOf(queryClient)) {
    const row = page?.shipments.find((shipment) => shipment.shipmentNumber === shipmentNumber);
    if (row) return row.version;
  }
  return undefined;
}

function patchRows(queryClient: QueryClient, update: (row: Shipment) => Shipment | null) {
  queryClient.setQueriesData<ShipmentListPage>({ queryKey: queryKeys.shipments.lists() }, (page) => {
    if (!page) return page;
    let removed = 0;
    const shipments = page.shipments.flatMap((row) => {
      const next = update(row);
      if (next === null) removed++;
      return next === null ? [] : [next];
    });
    return {
      ...page,
      shipments,
      page: { ...page.page, totalElements: page.page.totalElements - removed },
    };
  });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The table row in the middle of the window: what the user is looking at. */
function rowInView(): Element | null {
  for (const share of [0.5, 0.3, 0.7]) {
    const found = document.elementFromPoint(window.innerWidth / 3, window.innerHeight * share)?.closest('tr');
    if (found) return found;
  }
  return null;
}

/**
 * Runs a cache update that may add, remove or resize rows, then scrolls by as much as the row in view
 * moved, so that it stays where the user saw it (the browser's own scroll anchoring does not look
 * into the table's scroll container).
 */
async function keepingRowInView(update: () => Promise<unknown> | undefined) {
  const anchor = window.scrollY > 0 ? rowInView() : null;
  const top = anchor?.getBoundingClientRect().top;
  await update();
  if (!anchor || top === undefined) return;
  // React commits the new rows within a frame or two, and images or fonts may follow: hold the row
  // in place for a few frames.
  for (let frame = 0; frame < 6; frame++) {
    await nextFrame();
    if (!anchor.isConnected) return;
    const moved = anchor.getBoundingClientRect().top - top;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
  }
}

/**
 * Applies the live stream to the TanStack Query cache while the shipment list is shown: a changed
 * row on screen is fetched and replaced in place (the row keeps its expansion, selection and edit
 * mode, which live in components keyed by the shipment number); a deleted one leaves; a new
 * shipment, or a change to rows not on screen, refetches the list in the background (no suspense,
 * so the scroll position stays). A mail's status refreshes that shipment's mail log, and a batch's
 * state goes to its query and to the expanded rows of its shipments. `since` is the position the
 * list on screen reflects (its Live-Event-ID): the stream starts there and replays what changed
 * after it, so opening it refetches nothing; without one, the first connection refetches the list.
 */
export function useLiveUpdates(since?: string): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The position of the list the stream opened beside; later lists are kept current by the stream.
  const startAt = useRef(since);

  useEffect(() => {
    const changed = new Map<string, LiveShipmentChange>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const since = startAt.current;
    // Opened at the list's own position, the replay brings whatever changed since it was read.
    let connectedBefore = since !== undefined;

    const refetchLists = () =>
      keepingRowInView(() =>
        queryClient.invalidateQueries({ queryKey: queryKeys.shipments.lists(), refetchType: 'active' }),
      );

    async function settle() {
      timer = undefined;
      const changes = [...changed.values()];
      changed.clear();
      const deleted = new Set(changes.filter((c) => c.change === 'deleted').map((c) => c.shipmentNumber));
      if (deleted.size > 0)
        await keepingRowInView(async () =>
          patchRows(queryClient, (row) => (deleted.has(row.shipmentNumber) ? null : row)),
        );
      const live = changes.filter((change) => change.change !== 'deleted');
      for (const change of changes) {
        // Its history and mails are keyed by version; mark the shipment's other queries stale.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.shipments.detail(change.shipmentNumber),
          refetchType: 'none',
        });
      }
      const onScreen = live.filter(
        (change) => shownVersion(queryClient, change.shipmentNumber) !== undefined,
      );
      const outdated = onScreen.filter(
        (change) => (shownVersion(queryClient, change.shipmentNumber) ?? -1) < change.version,
      );
      if (onScreen.length < live.length || outdated.length > PATCH_LIMIT) {
        await refetchLists();
        return;
      }
      await Promise.all(
        outdated.map(async (change) => {
          const fresh = await nullIfNotFound(
            apiJson<Shipment>(`/api/shipments/${change.shipmentNumber}`),
          ).catch(() => undefined);
          if (fresh === undefined) return refetchLists();
          await keepingRowInView(async () =>
            patchRows(queryClient, (row) =>
              row.shipmentNumber !== change.shipmentNumber
                ? row
                : fresh && fresh.version >= row.version
                  ? fresh
                  : row,
            ),
          );
        }),
      );
    }

    const onBatch = (batch: LiveBatch) => {
      queryClient.setQueryData(liveBatchesQuery.queryKey, (batches: LiveBatch[] = []) => [
        ...batches.filter((known) => known.id !== batch.id),
        batch,
      ]);
      // The progress dialog of the window that asked follows the same state at once.
      queryClient.setQueryData(queryKeys.batches.detail(batch.id), (known: object | undefined) =>
        known ? { ...known, ...batch } : known,
      );
    };

    const onEvent = ({ event, data }: LiveEvent) => {
      if (event === 'ready') {
        // Whatever changed between loading the list and the first connection.
        if (!connectedBefore) void refetchLists();
        connectedBefore = true;
      } else if (event === 'shipment') {
        const change = data as LiveShipmentChange;
        changed.set(change.shipmentNumber, change);
        timer ??= setTimeout(() => void settle(), SETTLE_MS);
      } else if (event === 'mail') {
        const mail = data as LiveMailChange;
        void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.mailsOf(mail.shipmentNumber) });
      } else if (event === 'batch') {
        onBatch(data as LiveBatch);
      } else if (event === 'reset') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
      }
    };

    const stop = followLiveUpdates({ onEvent, onStatus: setStatus, since });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient]);

  return status;
}

import '../i18n/screens/english.ts';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { liveBatchesQuery, useLiveUpdates } from './use-live-updates.ts';

/**
 * Keeps the shipment list live while it is shown (web/src/shipments/use-live-updates.ts) and says
 * whether it is: a small badge, announced politely to screen readers when it changes.
 */
export function LiveUpdates({ since }: { since?: string | undefined }) {
  const { t } = useTranslation();
  const status = useLiveUpdates(since);
  const open = status === 'open';
  return (
    <Group justify="flex-end" mb={4}>
      <Badge
        variant="dot"
        color={open ? 'green' : 'gray'}
        role="status"
        aria-live="polite"
        data-live-status={status}
      >
        {open ? t('live.connected') : t('live.reconnecting')}
      </Badge>
    </Group>
  );
}

/**
 * In an expanded row: the latest of the user's batches that holds this shipment, moving as the
 * live stream reports it, and this shipment's result once it has one.
 */
export function LiveBatchProgress({ shipmentNumber }: { shipmentNumber: string }) {
  const { t } = useTranslation();
  const { data: batches = [] } = useQuery(liveBatchesQuery);
  const batch = batches.findLast(
    (candidate) =>
      candidate.pending.includes(shipmentNumber) ||
      candidate.results.some((result) => result.shipmentNumber === shipmentNumber),
  );
  if (!batch) return null;
  const { processed, total } = batch.progress;
  const label = t(batch.type === 'announce' ? 'live.batchAnnounce' : 'live.batchCommission', {
    processed,
    total,
  });
  const result = batch.results.find((entry) => entry.shipmentNumber === shipmentNumber);
  return (
    <Group gap="sm" mb="xs" data-batch-state={batch.state} wrap="nowrap">
      <Progress
        value={total ? (processed / total) * 100 : 100}
        aria-label={label}
        w={160}
        animated={batch.state !== 'completed'}
      />
      <Text size="sm" role="status">
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {result ? t(result.outcome === 'done' ? 'live.done' : 'live.skipped') : t('live.waiting')}
      </Text>
    </Group>
  );
}

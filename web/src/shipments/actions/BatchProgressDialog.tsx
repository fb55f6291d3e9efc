import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchJob } from '../../../../contracts/batch.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { batchQuery } from '../../api/shipment-commands.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { reasonText } from './reasons.ts';

const POLL_MS = 500;

const finished = (batch: BatchJob) =>
  batch.state === 'completed' || batch.state === 'failed' || batch.progress.processed >= batch.progress.total;

interface Props {
  batch: BatchJob;
  /** Ticked shipments that were not sent, with the reason: the progress counts only what was sent. */
  leftOut?: { shipmentNumber: string; reason: string }[];
  onClose: () => void;
}

/**
 * Follows a batch announcement or commission on its link until every shipment has its result, then
 * shows how many were done and why the others were skipped. Ticked shipments that were never sent
 * are named from the start, so the count of the sent ones does not hide them.
 */
export function BatchProgressDialog({ batch: submitted, leftOut = [], onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...batchQuery(submitted),
    initialData: submitted,
    refetchInterval: (query) => (query.state.data && finished(query.state.data) ? false : POLL_MS),
  });
  const batch = data ?? submitted;
  const done = finished(batch);
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
  }, [done, queryClient]);
  const { total, processed, skipped } = batch.progress;
  const title = batch.type === 'announce' ? t('batch.announceTitle') : t('batch.commissionTitle');
  const label = t('batch.progress', { processed, total });
  return (
    <Dialog opened onClose={onClose} title={title} closeOnClickOutside={done} closeOnEscape={done}>
      <Stack gap="sm">
        <Progress value={total ? (processed / total) * 100 : 100} aria-label={label} animated={!done} />
        <Text size="sm" role="status">
          {label}
        </Text>
        {leftOut.length > 0 && (
          <Alert
            color="orange"
            title={t('batch.notSent', { count: leftOut.length, selected: total + leftOut.length })}
          >
            <List size="sm">
              {leftOut.map((entry) => (
                <List.Item key={entry.shipmentNumber}>
                  {reasonText(entry.reason, entry.shipmentNumber, language, t)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {done && (
          <>
            <Alert color={skipped > 0 ? 'orange' : 'green'}>
              {t('batch.summary', { done: batch.progress.done, skipped })}
            </Alert>
            {skipped > 0 && (
              <List size="sm" aria-label={t('batch.skipped')}>
                {batch.results
                  .filter((result) => result.outcome === 'skipped')
                  .map((result) => (
                    <List.Item key={result.shipmentNumber}>
                      {reasonText(result.reason ?? 'field.invalid', result.shipmentNumber, language, t)}
                    </List.Item>
                  ))}
              </List>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} disabled={!done}>
            {t('batch.close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchFilter, BatchJob } from '../../../../contracts/batch.ts';
import type { AnnouncePrefill } from '../../../../contracts/shipment/dialogs.ts';
import type { Shipment } from '../../../../contracts/shipment/shipment.ts';
import { hasLink } from '../../api/hal.ts';
import { useConfirm } from '../../errors/confirm.tsx';
import { AnnounceDialog, BatchProgressDialog, PrinterTypeDialog } from './dialogs.ts';
import { useBusyAction } from './use-busy-action.ts';
import { useShipmentOutcome } from './use-shipment-outcome.ts';

interface Props {
  rows: Shipment[];
  selected: Shipment[];
  /** Set while "every shipment that matches" is chosen: announce and commission go to a batch by filter. */
  allMatching?: BatchFilter | undefined;
}

type OpenDialog = 'announce' | 'printer' | null;

/** A submitted batch, with the ticked shipments that were not sent because they cannot be announced. */
interface SubmittedBatch {
  job: BatchJob;
  leftOut: AnnouncePrefill['notAnnounceable'];
}

/** The commands load with the first action, not with the list (docs/decisions/0142). */
const commands = () => import('../../api/shipment-commands.ts');

/**
 * The toolbar's actions on the ticked shipments: shipping notice, commission (one at once, several
 * as a batch after a confirmation), labels and the cargo list. Each shows when a row offers it.
 */
export function SelectionActions({ rows, selected, allMatching }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const outcome = useShipmentOutcome();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [batch, setBatch] = useState<SubmittedBatch | null>(null);
  const { busy, run } = useBusyAction();

  const offers = (link: string) => rows.some((row) => hasLink(row, link));
  // Every saved ticked row goes to the announce dialog: it names those that cannot be announced and why.
  const announceCandidates = selected.filter((row) => row.state !== 'NEW');
  const commissionable = selected.length > 0 && selected.every((row) => hasLink(row, 'commission'));
  const finalized = selected.filter((row) => row.state === 'FINALIZED');
  const printable = selected.filter((row) => row.state !== 'NEW');

  const commission = () =>
    run('commission', async () => {
      const { commissionShipment, submitBatchCommission } = await commands();
      if (allMatching) {
        const confirmed = await confirm({ message: t('batch.allMatchingCommissionConfirm') });
        if (confirmed) setBatch({ job: await submitBatchCommission({ filter: allMatching }), leftOut: [] });
        return;
      }
      if (selected.length === 1) {
        await outcome([await commissionShipment(selected[0]!)]);
        return;
      }
      const numbers = selected.map((row) => row.shipmentNumber);
      const confirmed = await confirm({
        message: t('actions.batchCommissionConfirm', { count: numbers.length, numbers: numbers.join(', ') }),
      });
      if (confirmed)
        setBatch({ job: await submitBatchCommission({ shipmentNumbers: numbers }), leftOut: [] });
    });
  const printCargoList = () =>
    run('cargoList', async () => {
      const { createLoadingList, openPdf } = await commands();
      await openPdf(await createLoadingList(finalized.map((row) => row.shipmentNumber)), 'loadinglist.pdf');
    });

  return (
    <>
      {offers('announce') && (
        <Button
          variant="default"
          disabled={!allMatching && announceCandidates.length === 0}
          onClick={() => setDialog('announce')}
        >
          {t('actions.shippingNotice')}
        </Button>
      )}
      {offers('commission') && (
        <Button
          variant="default"
          disabled={!allMatching && !commissionable}
          loading={busy === 'commission'}
          onClick={() => void commission()}
        >
          {t('actions.commission')}
        </Button>
      )}
      {rows.length > 0 && (
        <Button variant="default" disabled={printable.length === 0} onClick={() => setDialog('printer')}>
          {t('actions.printLabels')}
        </Button>
      )}
      {rows.some((row) => row.state === 'FINALIZED' || hasLink(row, 'loadinglist')) && (
        <Button
          variant="default"
          disabled={finalized.length === 0}
          loading={busy === 'cargoList'}
          onClick={() => void printCargoList()}
        >
          {t('actions.printCargoList')}
        </Button>
      )}
      <Suspense fallback={null}>
        {dialog === 'announce' && (
          <AnnounceDialog
            shipments={announceCandidates}
            filter={allMatching}
            onClose={() => setDialog(null)}
            onAnnounced={(shipment) => {
              setDialog(null);
              void outcome([shipment]);
            }}
            onBatch={(job, leftOut) => {
              setDialog(null);
              setBatch({ job, leftOut });
            }}
          />
        )}
        {dialog === 'printer' && (
          <PrinterTypeDialog
            onClose={() => setDialog(null)}
            onPrint={(options) => {
              setDialog(null);
              const numbers = printable.map((row) => row.shipmentNumber);
              void run('labels', async () => {
                const { printLabels } = await commands();
                await printLabels(numbers, options);
              });
            }}
          />
        )}
        {batch && (
          <BatchProgressDialog batch={batch.job} leftOut={batch.leftOut} onClose={() => setBatch(null)} />
        )}
      </Suspense>
    </>
  );
}

import '../../i18n/screens/english.ts';
import { Button, Group, Stack } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchJob } from '../../../../contracts/batch.ts';
import type { Quotation, Shipment } from '../../../../contracts/shipment/shipment.ts';
import { hasLink } from '../../api/hal.ts';
import {
  cancelShipment,
  commissionShipment,
  printLabels,
  requestQuotation,
} from '../../api/shipment-commands.ts';
import { useDeleteShipments } from '../../api/shipments.ts';
import { useConfirm } from '../../errors/confirm.tsx';
import { notifySaved } from '../../errors/notify.ts';
import {
  AnnounceDialog,
  BatchProgressDialog,
  InquiryDialog,
  PickUpOrderDialog,
  PrinterTypeDialog,
} from './dialogs.ts';
import { QuotationView } from './QuotationView.tsx';
import { useBusyAction } from './use-busy-action.ts';
import { useShipmentOutcome } from './use-shipment-outcome.ts';

interface Props {
  shipment: Shipment;
  /** Switches the expanded row into edit mode; absent where the row cannot be edited. */
  onEdit?: () => void;
}

/** The buttons under an expanded row, each shown only when the shipment offers its link. */
export function ShipmentFooter({ shipment, onEdit }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const outcome = useShipmentOutcome();
  const [dialog, setDialog] = useState<'inquiry' | 'pickUpOrder' | 'announce' | 'printer' | null>(null);
  const deleteShipments = useDeleteShipments();
  const [batch, setBatch] = useState<BatchJob | null>(null);
  const [quotation, setQuotation] = useState<Quotation | undefined>(shipment.quotation);
  const { busy, run } = useBusyAction();
  const number = shipment.shipmentNumber;

  const cancel = async () => {
    const confirmed = await confirm({
      message: t('actions.cancelConfirm', { number }),
      confirmLabel: t('actions.cancelShipment'),
      cancelLabel: t('actions.keepShipment'),
      danger: true,
    });
    if (!confirmed) return;
    await run('cancel', async () => outcome([await cancelShipment(shipment)]));
  };
  // Delete is confirmed first (spec 000 section 8); the row leaves the list once it is gone.
  const remove = async () => {
    const confirmed = await confirm({
      message: t('shipmentList.deleteConfirmOne', { numbers: number }),
      confirmLabel: t('actions.deleteShipment'),
      cancelLabel: t('actions.keepShipment'),
      danger: true,
    });
    if (!confirmed) return;
    const deleted = await deleteShipments.mutateAsync([shipment]).catch(() => null);
    if (deleted) notifySaved(t('shipmentList.deleted', { numbers: deleted.join(', ') }));
  };
  const button = (action: string, label: string, onClick: () => void) => (
    <Button variant="default" size="xs" loading={busy === action} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <Stack gap="sm" mt="sm">
      {quotation && <QuotationView quotation={quotation} />}
      <Group gap="xs" role="group" aria-label={t('actions.footer', { number })}>
        {hasLink(shipment, 'inquiry') && button('inquiry', t('actions.inquiry'), () => setDialog('inquiry'))}
        {hasLink(shipment, 'pickUpOrder') &&
          button('pickUpOrder', t('pickUpOrder.button'), () => setDialog('pickUpOrder'))}
        {hasLink(shipment, 'requestQuotation') &&
          button(
            'quotation',
            t('actions.requestQuotation'),
            () => void run('quotation', async () => setQuotation(await requestQuotation(shipment))),
          )}
        {hasLink(shipment, 'announce') &&
          button('announce', t('actions.shippingNotice'), () => setDialog('announce'))}
        {hasLink(shipment, 'commission') &&
          button(
            'commission',
            t('actions.commission'),
            () => void run('commission', async () => outcome([await commissionShipment(shipment)])),
          )}
        {hasLink(shipment, 'modify') && onEdit && button('edit', t('actions.edit'), onEdit)}
        {hasLink(shipment, 'modify') && button('cancel', t('actions.cancelShipment'), () => void cancel())}
        {shipment.state !== 'NEW' && button('labels', t('actions.printLabels'), () => setDialog('printer'))}
        {hasLink(shipment, 'delete') && (
          <Button
            variant="default"
            color="red"
            size="xs"
            loading={deleteShipments.isPending}
            onClick={() => void remove()}
          >
            {t('actions.delete')}
          </Button>
        )}
      </Group>
      <Suspense fallback={null}>
        {dialog === 'inquiry' && <InquiryDialog shipment={shipment} onClose={() => setDialog(null)} />}
        {dialog === 'pickUpOrder' && (
          <PickUpOrderDialog shipment={shipment} onClose={() => setDialog(null)} />
        )}
        {dialog === 'announce' && (
          <AnnounceDialog
            shipments={[shipment]}
            onClose={() => setDialog(null)}
            onAnnounced={(announced) => {
              setDialog(null);
              void outcome([announced]);
            }}
            onBatch={(submitted) => {
              setDialog(null);
              setBatch(submitted);
            }}
          />
        )}
        {dialog === 'printer' && (
          <PrinterTypeDialog
            onClose={() => setDialog(null)}
            onPrint={(options) => {
              setDialog(null);
              void run('labels', () => printLabels([number], options));
            }}
          />
        )}
        {batch && <BatchProgressDialog batch={batch} onClose={() => setBatch(null)} />}
      </Suspense>
    </Stack>
  );
}

import { Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { hasLink } from '../api/hal.ts';
import { AuditLogList } from './AuditLogList.tsx';
import { ShipmentFooter } from './actions/ShipmentFooter.tsx';
import { CargoListView } from './CargoListView.tsx';
import { JourneyTimeline } from './JourneyTimeline.tsx';
import { LiveBatchProgress } from './LiveUpdates.tsx';
import { MailLogList } from './MailLogList.tsx';
import { ReportStatusButton } from './ReportStatusDialog.tsx';
import { ShipmentOverview } from './ShipmentOverview.tsx';

/** The order form loads on the first edit, keeping the list route's first load small. */
const ShipmentEditor = lazy(() =>
  import('./ShipmentEditor.tsx').then((m) => ({ default: m.ShipmentEditor })),
);

/**
 * An expanded row: overview, cargo list with shipment info, the journey of a commissioned shipment,
 * and the mail log and audit log when their links are offered. Tabs render only when chosen, so both logs load on first view. The
 * footer's edit button turns the row into the order form (edit mode).
 */
export function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // Only a commissioned shipment has a journey (docs/status.md).
  const commissioned = shipment.state === 'FINALIZED' || shipment.state === 'CARGO_LIST_CREATED';
  if (editing) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
        <ShipmentEditor shipment={shipment} onClose={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <>
      <LiveBatchProgress shipmentNumber={shipment.shipmentNumber} />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('shipmentDetail.overview')}</Tabs.Tab>
          <Tabs.Tab value="cargoList">{t('shipmentDetail.cargoList')}</Tabs.Tab>
          {commissioned && <Tabs.Tab value="journey">{t('shipmentDetail.journey')}</Tabs.Tab>}
          {hasLink(shipment, 'inquiries') && (
            <Tabs.Tab value="inquiries">{t('shipmentDetail.inquiries')}</Tabs.Tab>
          )}
          {hasLink(shipment, 'auditLog') && (
            <Tabs.Tab value="auditLog">{t('shipmentDetail.auditLog')}</Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="sm">
          <ShipmentOverview shipment={shipment} />
        </Tabs.Panel>
        <Tabs.Panel value="cargoList" pt="sm">
          <CargoListView shipment={shipment} />
        </Tabs.Panel>
        <Tabs.Panel value="journey" pt="sm">
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <ReportStatusButton shipment={shipment} />
            <JourneyTimeline shipment={shipment} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="inquiries" pt="sm">
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <MailLogList shipment={shipment} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="auditLog" pt="sm">
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <AuditLogList shipment={shipment} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <ShipmentFooter shipment={shipment} onEdit={() => setEditing(true)} />
    </>
  );
}

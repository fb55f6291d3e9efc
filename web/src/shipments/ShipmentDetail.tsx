import { Loader, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { hasLink } from '../api/hal.ts';
import { AuditLogList } from './AuditLogList.tsx';
import { ShipmentFooter } from './actions/ShipmentFooter.tsx';
import { CargoListView } from './CargoListView.tsx';
import { ShipmentOverview } from './ShipmentOverview.tsx';

/**
 * An expanded row: overview, cargo list with shipment info, and the audit log when its link is
 * offered. Tabs render only when chosen, so the audit log loads on first view.
 */
export function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('shipmentDetail.overview')}</Tabs.Tab>
          <Tabs.Tab value="cargoList">{t('shipmentDetail.cargoList')}</Tabs.Tab>
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
        <Tabs.Panel value="auditLog" pt="sm">
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <AuditLogList shipment={shipment} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <ShipmentFooter shipment={shipment} />
    </>
  );
}

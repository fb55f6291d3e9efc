import '../i18n/screens/english.ts';
import { Button } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { auditLogQuery } from '../api/audit-log.ts';
import { hasLink, linkPath } from '../api/hal.ts';
import type { RevisionRef } from '../api/shipment-revisions.ts';
import { ChangeHistory } from '../components/ChangeHistory.tsx';

/** The revision view loads when an entry is first opened, keeping the list route's first load small. */
const ShipmentRevisionDialog = lazy(() =>
  import('./revision/ShipmentRevisionDialog.tsx').then((m) => ({ default: m.ShipmentRevisionDialog })),
);

/** A shipment's change history through its auditLog link; each entry opens the shipment as it was. */
export function AuditLogList({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const { data: entries } = useSuspenseQuery(auditLogQuery(shipment));
  const [opened, setOpened] = useState<RevisionRef>();
  return (
    <>
      <ChangeHistory
        entries={entries}
        action={(entry) =>
          hasLink(entry, 'shipment') && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                setOpened({
                  shipmentNumber: shipment.shipmentNumber,
                  revision: entry.revision,
                  path: linkPath(entry, 'shipment'),
                })
              }
            >
              {t('shipmentRevision.open', { revision: entry.revision })}
            </Button>
          )
        }
      />
      {opened && (
        <Suspense fallback={null}>
          <ShipmentRevisionDialog start={opened} onClose={() => setOpened(undefined)} />
        </Suspense>
      )}
    </>
  );
}

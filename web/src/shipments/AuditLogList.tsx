import { useSuspenseQuery } from '@tanstack/react-query';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { auditLogQuery } from '../api/audit-log.ts';
import { ChangeHistory } from '../components/ChangeHistory.tsx';

/** A shipment's change history through its auditLog link. */
export function AuditLogList({ shipment }: { shipment: Shipment }) {
  const { data: entries } = useSuspenseQuery(auditLogQuery(shipment));
  return <ChangeHistory entries={entries} />;
}

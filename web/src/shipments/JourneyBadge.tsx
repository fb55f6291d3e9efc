import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { journeyStatusName } from '../../../contracts/shipment/journey-values.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { formatInstant } from '../i18n/format.ts';
import type { Language } from '../i18n/language.ts';

/**
 * The journey's current status as a badge: its name in the reader's language, red for an exception
 * (a dark shade on the tint, as the state badges: docs/decisions/0132), when it happened as its title.
 */
export function JourneyBadge({
  journey,
  language,
}: {
  journey: NonNullable<Shipment['journey']>;
  language: Language;
}) {
  return (
    <Badge
      variant="light"
      color={journey.exception ? 'red' : 'teal'}
      c={journey.exception ? '#8f1d1d' : '#0b5345'}
      radius="sm"
      tt="none"
      fw={600}
      title={formatInstant(journey.occurredAt, language)}
      data-journey-status={journey.status}
      data-exception={journey.exception ? 'true' : undefined}
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
    >
      {journeyStatusName(journey.status, language)}
    </Badge>
  );
}

/** A commissioned shipment whose delivery date passed without a DELIVERED status (docs/status.md). */
export function LateBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color="orange"
      c="#7a3a00"
      radius="sm"
      tt="none"
      fw={600}
      title={t('shipmentList.lateHint')}
      data-late="true"
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
    >
      {t('shipmentList.late')}
    </Badge>
  );
}

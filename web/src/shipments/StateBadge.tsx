import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShipmentStateName as ShipmentState } from '../../../contracts/shipment/state.ts';

/**
 * The colour of each state: a light tint of the colour behind text in a dark shade of it. Mantine's
 * own shades (`c="green.9"`) reach only 3.8:1 on the tint; these reach at least 6.8:1, above the
 * 4.5:1 WCAG asks for text of this size (docs/decisions/0132).
 */
const stateColours: Record<ShipmentState, { colour: string; text: string }> = {
  NEW: { colour: 'gray', text: '#343a40' },
  DRAFT: { colour: 'gray', text: '#343a40' },
  CREATE_ANNOUNCEMENT: { colour: 'cyan', text: '#0b5563' },
  ANNOUNCED: { colour: 'blue', text: '#0b4a7d' },
  CARGO_LIST_CREATED: { colour: 'violet', text: '#4a2a99' },
  FINALIZED: { colour: 'green', text: '#1b5e20' },
  CANCELLED: { colour: 'red', text: '#8f1d1d' },
};

/** A shipment's state as a coloured badge in the list. */
export function StateBadge({ state }: { state: ShipmentState }) {
  const { t } = useTranslation();
  const { colour, text } = stateColours[state];
  return (
    <Badge
      variant="light"
      color={colour}
      c={text}
      radius="sm"
      tt="none"
      fw={600}
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
    >
      {t(`shipment.state.${state}`)}
    </Badge>
  );
}

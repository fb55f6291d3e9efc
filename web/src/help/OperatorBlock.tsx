import { Anchor, Box, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator } from '../../../contracts/legal.ts';

/**
 * The operator as configured (OPERATOR_*): for the imprint the details of § 5 DDG (name, address,
 * representatives, contact, register, VAT id), for the privacy statement the controller's contact.
 */
export function OperatorBlock({ operator, variant }: { operator: Operator; variant: 'imprint' | 'contact' }) {
  const { t } = useTranslation();
  const mail = (address: string) => <Anchor href={`mailto:${address}`}>{address}</Anchor>;
  const rows: [label: string, value: ReactNode][] = [];
  if (variant === 'imprint' && operator.representatives) {
    rows.push([t('help.operator.representatives'), operator.representatives]);
  }
  if (operator.phone) rows.push([t('help.operator.phone'), operator.phone]);
  rows.push([t('help.operator.email'), mail(operator.email)]);
  if (variant === 'imprint') {
    if (operator.register) rows.push([t('help.operator.register'), operator.register]);
    if (operator.vatId) rows.push([t('help.operator.vatId'), operator.vatId]);
  } else if (operator.privacyEmail !== operator.email) {
    rows.push([t('help.operator.privacyContact'), mail(operator.privacyEmail)]);
  }
  return (
    <Box component="address" fs="normal" data-testid="operator">
      <Text fw={700}>{operator.name}</Text>
      {operator.addressLines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Box component="dl" mt="sm" mb={0}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Text component="dt" fw={600} size="sm">
              {label}
            </Text>
            <Text component="dd" ml={0} mb="xs">
              {value}
            </Text>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

import '../../i18n/screens/english.ts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../../../contracts/shipment/fields.ts';
import type { Quotation } from '../../../../contracts/shipment/shipment.ts';
import { useLanguage } from '../../i18n/index.ts';

const locales = { de: 'de-DE', en: 'en-GB', cs: 'cs-CZ', sk: 'sk-SK' } as const;

/** The quoted price and the breakdown of additional costs, when the quotation has any. */
export function QuotationView({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: Money) =>
    new Intl.NumberFormat(locales[language], { style: 'currency', currency: amount.currency }).format(
      amount.value,
    );
  return (
    <Stack gap={4} aria-label={t('quotation.title')} role="group">
      <Text fw={600}>
        {t('quotation.price')}: {money(quotation.price)}
      </Text>
      {quotation.additionalCosts.length > 0 && (
        <Table withTableBorder aria-label={t('quotation.additionalCosts')} w="auto">
          <Table.Tbody>
            {quotation.additionalCosts.map((cost) => (
              <Table.Tr key={cost.costIdentifier}>
                <Table.Td>{cost.costIdentifier}</Table.Td>
                <Table.Td ta="right">{money(cost.price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

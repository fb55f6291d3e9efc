import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { formatDate } from '../i18n/format.ts';
import { useLanguage } from '../i18n/index.ts';

type Party = Shipment['consignee'];

/** The parties, order characteristics and product of a shipment, read-only. */
export function ShipmentOverview({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount?: { value: number; currency: string }) =>
    amount ? `${amount.value} ${amount.currency}` : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      <PartyBlock title={t('fields.sender')} party={shipment.sender} />
      <PartyBlock title={t('fields.consignee')} party={shipment.consignee} />
      {shipment.invoiceRecipient && (
        <PartyBlock title={t('fields.invoiceRecipient')} party={shipment.invoiceRecipient} />
      )}
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('shipmentDetail.orderCharacteristics')}
        </Title>
        <Line label={t('fields.orderNumber')} value={shipment.orderNumber} />
        <Line label={t('fields.referenceNumber')} value={shipment.referenceNumber} />
        <Line label={t('fields.shippingDate')} value={formatDate(shipment.shippingDate, language)} />
        <Line label={t('fields.deliveryDate')} value={formatDate(shipment.deliveryDate, language)} />
        <Line label={t('fields.shippingTerms')} value={shipment.shippingTerms.identifier} />
        <Line label={t('fields.collectOnDelivery')} value={money(shipment.collectOnDelivery)} />
        <Line label={t('fields.insuranceValue')} value={money(shipment.insuranceValue)} />
        <Line label={t('fields.product')} value={shipment.product.name ?? shipment.product.identifier} />
      </Stack>
    </SimpleGrid>
  );
}

function PartyBlock({
  title,
  party,
}: {
  title: string;
  party: Pick<Party, 'name' | 'street' | 'zipCode' | 'city' | 'country' | 'contactName' | 'phone'>;
}) {
  return (
    <Stack gap={2}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm">{party.name}</Text>
      <Text size="sm">{party.street}</Text>
      <Text size="sm">
        {party.country}-{party.zipCode} {party.city}
      </Text>
      {party.contactName && <Text size="sm">{party.contactName}</Text>}
      {party.phone && <Text size="sm">{party.phone}</Text>}
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

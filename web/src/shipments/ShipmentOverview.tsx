import '../i18n/screens/english.ts';
import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDeliveryNote } from '../../../contracts/shipment/deliveryNote.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { formatDate } from '../i18n/format.ts';
import { useLanguage } from '../i18n/index.ts';
import { useReferenceNames } from './use-reference-names.ts';

type Party = Shipment['consignee'];
type Sender = Shipment['sender'];

/**
 * The overview tab of an expanded row (spec 000 section 2): the sender with its loading-site and
 * neutral markers and its delivery notes, the neutral consignor, the consignee with its delivery
 * notes, the invoice recipient, the order characteristics with shipping times and notice, and the
 * product, with the names of product, shipping terms and delivery notes beside their codes.
 */
export function ShipmentOverview({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const names = useReferenceNames();
  const money = (amount?: { value: number; currency: string }) =>
    amount ? `${amount.value} ${amount.currency}` : '';
  const span = (from?: string, until?: string) => [from, until].filter(Boolean).join(' – ');
  const notes = shipment.deliveryNotes ?? [];
  const senderNotes = notes.filter((note) => note._sender);
  const consigneeNotes = notes.filter((note) => note._consignee && !note._sender);
  const orderNotes = notes.filter((note) => !note._sender && !note._consignee);
  const sender: Sender = shipment.sender;
  const loadingSite = sender.types?.includes('LOADING_SITE') ?? false;
  const neutral = Boolean(sender.isNeutral || sender.types?.includes('NEUTRAL') || shipment.neutralConsignor);
  const shippingDates = [
    formatDate(shipment.shippingDate, language),
    shipment.shippingDateUntil ? formatDate(shipment.shippingDateUntil, language) : '',
  ]
    .filter(Boolean)
    .join(' – ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      <PartyBlock
        title={t('fields.sender')}
        party={sender}
        markers={
          (loadingSite || neutral) && (
            <Group gap={4}>
              {loadingSite && <Marker>{t('shipmentDetail.loadingSite')}</Marker>}
              {neutral && <Marker>{t('shipmentDetail.neutralShipping')}</Marker>}
            </Group>
          )
        }
        notes={senderNotes}
        noteName={names.deliveryNote}
      />
      {shipment.neutralConsignor && (
        <PartyBlock title={t('fields.neutralConsignor')} party={shipment.neutralConsignor} />
      )}
      <PartyBlock
        title={t('fields.consignee')}
        party={shipment.consignee}
        notes={consigneeNotes}
        noteName={names.deliveryNote}
      />
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('fields.invoiceRecipient')}
        </Title>
        {shipment.invoiceRecipient ? (
          <PartyLines party={shipment.invoiceRecipient} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('shipmentDetail.defaultInvoiceRecipient')}
          </Text>
        )}
      </Stack>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('shipmentDetail.orderCharacteristics')}
        </Title>
        <Line label={t('fields.orderNumber')} value={shipment.orderNumber} />
        <Line label={t('fields.referenceNumber')} value={shipment.referenceNumber} />
        <Line label={t('fields.shippingDate')} value={shippingDates} />
        <Line
          label={t('shipmentDetail.shippingTime')}
          value={span(shipment.shippingTimeFrom, shipment.shippingTimeUntil)}
        />
        <Line label={t('fields.shippingNotice')} value={shipment.shippingNotice} />
        <Line label={t('fields.shippingTerms')} value={names.shippingTerms(shipment.shippingTerms)} />
        <Line label={t('fields.collectOnDelivery')} value={money(shipment.collectOnDelivery)} />
        <Line label={t('fields.insuranceValue')} value={money(shipment.insuranceValue)} />
      </Stack>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('fields.product')}
        </Title>
        <Line label={t('fields.product')} value={names.product(shipment.product)} />
        <Line label={t('fields.deliveryDate')} value={formatDate(shipment.deliveryDate, language)} />
        <Line
          label={t('shipmentDetail.deliveryTime')}
          value={span(shipment.deliveryTimeFrom, shipment.deliveryTimeUntil)}
        />
      </Stack>
      {orderNotes.length > 0 && (
        <Stack gap={2}>
          <Title order={3} size="h5">
            {t('fields.deliveryNotes')}
          </Title>
          <NoteList notes={orderNotes} noteName={names.deliveryNote} />
        </Stack>
      )}
    </SimpleGrid>
  );
}

/** A marker beside the sender: dark text on a light tint keeps the contrast WCAG asks for. */
function Marker({ children }: { children: string }) {
  return (
    <Badge variant="light" color="gray" c="dark.7" size="sm" radius="sm">
      {children}
    </Badge>
  );
}

type PartyFields = Pick<
  Party,
  'name' | 'street' | 'zipCode' | 'city' | 'country' | 'contactName' | 'phone'
> & {
  additionalName?: string | undefined;
  customerId?: string | undefined;
};

function PartyLines({ party }: { party: PartyFields }) {
  return (
    <>
      <Text size="sm">{party.name}</Text>
      {party.additionalName && <Text size="sm">{party.additionalName}</Text>}
      <Text size="sm">{party.street}</Text>
      <Text size="sm">
        {party.country}-{party.zipCode} {party.city}
      </Text>
      {party.contactName && <Text size="sm">{party.contactName}</Text>}
      {party.phone && <Text size="sm">{party.phone}</Text>}
    </>
  );
}

function PartyBlock({
  title,
  party,
  markers,
  notes,
  noteName,
}: {
  title: string;
  party: PartyFields;
  markers?: React.ReactNode;
  notes?: OrderDeliveryNote[];
  noteName?: (note: OrderDeliveryNote) => string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {markers}
      <PartyLines party={party} />
      {notes && notes.length > 0 && noteName && (
        <>
          <Text size="sm" fw={600} mt={4}>
            {t('fields.deliveryNotes')}
          </Text>
          <NoteList notes={notes} noteName={noteName} />
        </>
      )}
    </Stack>
  );
}

function NoteList({
  notes,
  noteName,
}: {
  notes: OrderDeliveryNote[];
  noteName: (note: OrderDeliveryNote) => string;
}) {
  return (
    <List size="sm" spacing={0}>
      {notes.map((note) => (
        <List.Item key={`${note.identifier}:${note.attachmentValue ?? ''}`}>
          {noteName(note)}
          {note.attachmentValue ? `: ${note.attachmentValue}` : ''}
        </List.Item>
      ))}
    </List>
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

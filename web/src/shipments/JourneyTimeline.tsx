import '../i18n/screens/english.ts';
import { Anchor, Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JourneyEntry } from '../../../contracts/shipment/journey.ts';
import { journeyReasonName } from '../../../contracts/shipment/journey-values.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { downloadFile } from '../api/download.ts';
import { journeyQuery } from '../api/journey.ts';
import { formatInstant } from '../i18n/format.ts';
import { useLanguage } from '../i18n/index.ts';
import { JourneyBadge } from './JourneyBadge.tsx';

type Place = { branch?: string; zipCode?: string; city?: string; country?: string };

const placeText = (place?: Place) =>
  place
    ? [place.branch, [place.country, place.zipCode].filter(Boolean).join('-'), place.city]
        .filter(Boolean)
        .join(' ')
    : '';

/**
 * The journey of a commissioned shipment, newest first: when (in the reader's time zone), the
 * status, where, why, the remarks and the package when a status concerns one package only.
 */
export function JourneyTimeline({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: entries } = useSuspenseQuery(journeyQuery(shipment));
  if (entries.length === 0) return <Text size="sm">{t('shipmentDetail.journeyEmpty')}</Text>;
  return (
    <Table striped withTableBorder aria-label={t('shipmentDetail.journey')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('shipmentDetail.journeyColumns.time')}</Table.Th>
          <Table.Th>{t('shipmentDetail.journeyColumns.status')}</Table.Th>
          <Table.Th>{t('shipmentDetail.journeyColumns.place')}</Table.Th>
          <Table.Th>{t('shipmentDetail.journeyColumns.reason')}</Table.Th>
          <Table.Th>{t('shipmentDetail.journeyColumns.remarks')}</Table.Th>
          <Table.Th>{t('shipmentDetail.journeyColumns.package')}</Table.Th>
          <Table.Th>{t('shipmentDetail.journeyColumns.pod')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.reportId} data-report={entry.reportId}>
            <Table.Td>{formatInstant(entry.occurredAt, language)}</Table.Td>
            <Table.Td>
              <JourneyBadge journey={entry} language={language} />
              {!entry.current && (
                <Text span size="xs" c="dimmed" ml={6}>
                  {t('shipmentDetail.journeyHistoryOnly')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{placeText(entry.place)}</Table.Td>
            <Table.Td>{entry.reason ? journeyReasonName(entry.reason, language) : ''}</Table.Td>
            <Table.Td>{entry.remarks}</Table.Td>
            <Table.Td>{entry.sscc}</Table.Td>
            <Table.Td>
              <ProofOfDelivery shipmentNumber={shipment.shipmentNumber} entry={entry} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A DELIVERED report's proof: who took the goods in, how many and in what condition, and the file. */
function ProofOfDelivery({ shipmentNumber, entry }: { shipmentNumber: string; entry: JourneyEntry }) {
  const { t } = useTranslation();
  const pod = entry.pod;
  if (!pod) return null;
  const facts = [
    pod.receiverName ? t('shipmentDetail.pod.receiver', { name: pod.receiverName }) : '',
    pod.packages !== undefined ? t('shipmentDetail.pod.packages', { count: pod.packages }) : '',
    pod.condition ? t(`shipmentDetail.pod.condition.${pod.condition}`) : '',
  ].filter(Boolean);
  const path = `/api/shipments/${encodeURIComponent(shipmentNumber)}/statuses/${encodeURIComponent(entry.reportId)}/pod`;
  return (
    <>
      {facts.join(', ')}
      {pod.file && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ml={facts.length > 0 ? 6 : 0}
          onClick={() => void downloadFile(path, `proof-of-delivery-${shipmentNumber}`)}
        >
          {t('shipmentDetail.pod.download')}
        </Anchor>
      )}
    </>
  );
}

import '../i18n/screens/english.ts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download.ts';
import { PageTitle } from '../pages/PageTitle.tsx';

/**
 * Where a delivered mail's link leads (docs/status.md, "Mails"): after the sign-in it downloads the
 * report's proof of delivery, which needs the session's token a plain link cannot carry.
 */
export function ProofOfDeliveryPage() {
  const { t } = useTranslation();
  const { shipmentNumber, reportId } = useParams({ strict: false }) as {
    shipmentNumber: string;
    reportId: string;
  };
  const [failed, setFailed] = useState(false);
  const path = `/api/shipments/${encodeURIComponent(shipmentNumber)}/statuses/${encodeURIComponent(reportId)}/pod`;
  const download = () => {
    setFailed(false);
    downloadFile(path, `proof-of-delivery-${shipmentNumber}`).catch(() => setFailed(true));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: downloads once when the page opens
  useEffect(download, [path]);
  return (
    <Stack align="flex-start">
      <PageTitle>{t('shipmentDetail.pod.pageTitle', { number: shipmentNumber })}</PageTitle>
      <Text>{failed ? t('shipmentDetail.pod.notFound') : t('shipmentDetail.pod.downloading')}</Text>
      <Group>
        <Button variant="light" onClick={download}>
          {t('shipmentDetail.pod.download')}
        </Button>
        <Anchor renderRoot={(props) => <Link to="/shipments/list" {...props} />}>
          {t('common.toOverview')}
        </Anchor>
      </Group>
    </Stack>
  );
}

import '../i18n/screens/english.ts';
import { Anchor, Box, Group, List, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { MailStatus } from '../admin/mail-events/MailStatus.tsx';
import { downloadFile } from '../api/download.ts';
import { linkPath } from '../api/hal.ts';
import { mailLogQuery } from '../api/mail-log.ts';
import { MailFrame } from '../components/MailFrame.tsx';
import { publishError } from '../errors/backend-errors.ts';
import { formatInstant } from '../i18n/format.ts';
import { useLanguage } from '../i18n/index.ts';

/**
 * The mails sent about a shipment, each opening to its content and attachments. The content is the
 * server's HTML: it is shown in a sandboxed frame without scripts, never inserted into the page,
 * in the app's font.
 */
export function MailLogList({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: mails } = useSuspenseQuery(mailLogQuery(shipment));
  if (mails.length === 0) return <Text>{t('shipmentDetail.noEntries')}</Text>;
  return (
    <Stack gap="xs">
      {mails.map((mail) => (
        <details key={mail.id}>
          <summary style={{ cursor: 'pointer' }}>
            <Text size="sm" span>
              {formatInstant(mail.publicationDate, language)} · {mail.subject}
            </Text>
            <Box component="span" display="inline-block" ml="sm" title={t('live.mailStatus')}>
              <MailStatus status={mail.status} />
            </Box>
          </summary>
          <Stack gap="xs" ml="xl" mt={4}>
            <MailFrame
              title={t('shipmentDetail.mailContent', { subject: mail.subject })}
              content={mail.content}
              height={240}
            />
            {mail.attachments.length > 0 && (
              <Group gap="xs">
                <Text size="sm" span>
                  {t('shipmentDetail.attachments')}:
                </Text>
                <List size="sm" aria-label={t('shipmentDetail.attachments')}>
                  {mail.attachments.map((attachment) => (
                    <List.Item key={attachment.id}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() =>
                          void downloadFile(linkPath(attachment, 'self'), attachment.filename).catch(
                            publishError,
                          )
                        }
                      >
                        {attachment.filename}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Group>
            )}
          </Stack>
        </details>
      ))}
    </Stack>
  );
}

import '../../i18n/screens/english.ts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MailPersistenceEvent } from '../../../../contracts/mail.ts';
import { detailQuery } from '../../api/admin-lists.ts';
import { hasLink } from '../../api/hal.ts';
import { useRetryMail } from '../../api/mail-log.ts';
import { MailFrame } from '../../components/MailFrame.tsx';
import { showNotification } from '../../errors/notify.ts';
import { formatInstant } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/index.ts';
import { show } from '../reference/columns.tsx';
import { type ListColumn, ReadOnlyFields } from '../reference/ReferenceList.tsx';
import { MailStatus } from './MailStatus.tsx';

/** A paper clip: the mail carries attachments. */
function AttachmentIcon({ label }: { label: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" role="img" aria-label={label}>
      <title>{label}</title>
      <path
        d="M10.5 4.5 5.8 9.2a1.2 1.2 0 0 0 1.7 1.7l5-5a2.6 2.6 0 0 0-3.7-3.7l-5 5a4 4 0 0 0 5.7 5.7l4.3-4.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The shipment list's search for a shipment number: a number in the link (`?searchText=1000001`,
 * which the list reads back as text), unless it does not survive as one (too long, leading zeros).
 */
function shipmentSearch(contextId: string | null): string | number | undefined {
  if (contextId === null) return undefined;
  const number = Number(contextId);
  return Number.isSafeInteger(number) && String(number) === contextId ? number : contextId;
}

/**
 * A mail of the log, as its self link has it: shipment (a link to the shipment list searching for
 * it), recipients, subject, date, content, status with retries, and sending it again when the mail
 * offers the retry link (a mail that was given up).
 */
export function MailEventDetail({ mail: row }: { mail: MailPersistenceEvent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: mail = row } = useQuery({ ...detailQuery(row), placeholderData: row });
  const retry = useRetryMail(row, {
    onSuccess: (retried) =>
      showNotification({
        message: t('adminMails.retried', { subject: retried.subject }),
        color: 'green',
        autoClose: 5000,
        closeButtonProps: { 'aria-label': t('common.close') },
      }),
  });

  const fields: ListColumn<MailPersistenceEvent>[] = [
    {
      label: t('adminMails.fields.contextId'),
      cell: (item) =>
        item.contextId ? (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/shipments/list" search={{ searchText: shipmentSearch(item.contextId) }} {...props} />
            )}
          >
            {item.contextId}
          </Anchor>
        ) : (
          '–'
        ),
    },
    { label: t('adminMails.fields.recipients'), cell: (item) => item.recipients.join(', ') },
    { label: t('adminMails.fields.subject'), cell: (item) => item.subject },
    {
      label: t('adminMails.fields.publicationDate'),
      cell: (item) => formatInstant(item.publicationDate, language),
    },
    { label: t('adminMails.fields.status'), cell: (item) => <MailStatus status={item.status} /> },
    {
      label: t('adminMails.fields.retry'),
      cell: (item) => t('adminMails.retryCount', { retry: item.retry, maxRetries: item.maxRetries }),
    },
    {
      label: t('adminMails.fields.nextRetryAfter'),
      cell: (item) => show(item.nextRetryAfter && formatInstant(item.nextRetryAfter, language)),
    },
    { label: t('adminMails.fields.statusMessage'), cell: (item) => show(item.statusMessage) },
    ...(mail.completionDate
      ? [
          {
            label: t('adminMails.fields.completionDate'),
            cell: (item: MailPersistenceEvent) => formatInstant(item.completionDate ?? undefined, language),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      <ReadOnlyFields item={mail} fields={fields} />
      <div>
        <Group gap={6} mb={4}>
          <Text size="xs" c="dimmed">
            {t('adminMails.fields.content')}
          </Text>
          {mail.hasAttachment && (
            <AttachmentIcon
              label={t('adminMails.hasAttachment', {
                names: mail.attachments.map((attachment) => attachment.filename).join(', '),
              })}
            />
          )}
        </Group>
        <MailFrame
          title={t('adminMails.contentFrame', { subject: mail.subject })}
          content={mail.content}
          height={260}
        />
      </div>
      {hasLink(mail, 'retry') && (
        <Group>
          <Button onClick={() => retry.mutate(mail)} loading={retry.isPending}>
            {t('adminMails.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

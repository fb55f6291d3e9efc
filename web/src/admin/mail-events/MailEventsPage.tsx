import '../../i18n/screens/english.ts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailPersistenceEvent } from '../../../../contracts/mail.ts';
import { formatInstant } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/index.ts';
import { show } from '../reference/columns.tsx';
import { type ListColumn, ReferenceList } from '../reference/ReferenceList.tsx';
import { MailEventDetail } from './MailEventDetail.tsx';
import { MailStatus } from './MailStatus.tsx';

/** The log of the mails the portal sent (spec 001 section 2), newest first. */
export function MailEventsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: ListColumn<MailPersistenceEvent>[] = [
    { label: t('adminMails.fields.contextId'), sort: 'contextId', cell: (mail) => show(mail.contextId) },
    {
      label: t('adminMails.fields.emonsCustomerId'),
      sort: 'emonsCustomerId',
      cell: (mail) => show(mail.emonsCustomerId),
    },
    {
      label: t('adminMails.fields.publicationDate'),
      sort: 'publicationDate',
      cell: (mail) => formatInstant(mail.publicationDate, language),
    },
    {
      label: t('adminMails.fields.recipients'),
      cell: (mail) => (
        <Text size="sm" span style={{ wordBreak: 'break-all' }}>
          {mail.recipients.join(', ')}
        </Text>
      ),
    },
    { label: t('adminMails.fields.subject'), sort: 'subject', cell: (mail) => mail.subject },
    {
      label: t('adminMails.fields.status'),
      sort: 'status',
      cell: (mail) => <MailStatus status={mail.status} />,
    },
  ];
  return (
    <ReferenceList<MailPersistenceEvent>
      title={t('admin.mailPersistenceEvents')}
      collection="mailPersistenceEvents"
      path="/api/admin/mailPersistenceEvents"
      defaultSort={{ column: 'publicationDate', direction: 'desc' }}
      columns={columns}
      rowKey={(mail) => mail.id}
      rowName={(mail) => mail.subject}
      renderDetail={(mail) => <MailEventDetail mail={mail} />}
    />
  );
}

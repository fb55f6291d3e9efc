import '../../i18n/screens/english.ts';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailPersistenceEvent } from '../../../../contracts/mail.ts';

type MailStatusValue = MailPersistenceEvent['status'];

const colors: Record<MailStatusValue, string> = {
  QUEUED: 'blue',
  RETRYING: 'orange',
  SENT: 'green',
  GIVEN_UP: 'red',
};

/**
 * Where a mail is on its way (docs/decisions/0021-mail-statuses.md), named in the interface
 * language; a coloured dot beside the name, so the text keeps its contrast on every row.
 */
export function MailStatus({ status }: { status: MailStatusValue }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span" data-status={status}>
      <Box
        component="span"
        aria-hidden="true"
        w={8}
        h={8}
        bg={`${colors[status]}.7`}
        style={{ borderRadius: '50%', flex: 'none' }}
      />
      <Text span size="sm">
        {t(`adminMails.statuses.${status}`)}
      </Text>
    </Group>
  );
}

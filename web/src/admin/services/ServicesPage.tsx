import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sftpStatusQuery, useSwitchSftp } from '../../api/admin-services.ts';
import { hasLink } from '../../api/hal.ts';
import { formatInstant } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/index.ts';
import { PageTitle } from '../../pages/PageTitle.tsx';

/**
 * The services (spec 001 section 2): the SFTP processing, started or stopped, with the button that
 * turns it the other way. Its labels are German in every language, as the spec asks; an unknown
 * status (the query failed) offers no button.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useQuery(sftpStatusQuery());
  const current = status.data;
  const toggle = useSwitchSftp(current);
  const known = status.isSuccess && current !== null && current !== undefined;
  const stateLabel = known
    ? current.enabled
      ? t('adminServices.started')
      : t('adminServices.stopped')
    : status.isPending
      ? t('adminServices.loading')
      : t('adminServices.unknown');

  return (
    <>
      <PageTitle>{t('admin.services')}</PageTitle>
      <Paper withBorder p="md" maw={640}>
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Title order={2} size="h4" lang="de">
              {t('adminServices.sftp')}
            </Title>
            <Badge
              size="lg"
              color={known ? (current.enabled ? 'green' : 'gray') : 'yellow'}
              variant="light"
              tt="none"
              data-testid="sftp-status"
              lang={known ? 'de' : undefined}
            >
              {stateLabel}
            </Badge>
          </Group>
          <Text size="sm">{t('adminServices.description')}</Text>
          {known && current.changedAt && (
            <Text size="sm" c="dimmed">
              {t('adminServices.changed', {
                at: formatInstant(current.changedAt, language),
                by: current.changedBy ?? '',
              })}
            </Text>
          )}
          {known && hasLink(current, 'modify') && (
            <Group>
              <Button lang="de" loading={toggle.isPending} onClick={() => toggle.mutate(!current.enabled)}>
                {current.enabled ? t('adminServices.stop') : t('adminServices.start')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </>
  );
}

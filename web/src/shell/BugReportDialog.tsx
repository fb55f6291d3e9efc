import '../i18n/screens/english.ts';
import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legalInformationQuery } from '../api/legal.ts';
import { statusQuery } from '../api/status.ts';
import { currentUserQuery } from '../api/user.ts';
import { useSession } from '../auth/session.ts';
import { Dialog } from '../components/Dialog.tsx';
import { lastError } from '../errors/backend-errors.ts';
import { showNotification } from '../errors/notify.ts';
import { bugReportText } from './bug-report.ts';

/**
 * The global bug-report dialog: the user describes the problem, the page, versions and the last
 * error are added, and the report is copied or handed to the user's mail program. The contact
 * starts as the signed-in user's e-mail from the profile and can be changed.
 */
export function BugReportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const status = useQuery({ ...statusQuery(), enabled: opened });
  // Reports go to the operator's contact address (OPERATOR_EMAIL).
  const legal = useQuery({ ...legalInformationQuery(), enabled: opened });
  const [description, setDescription] = useState('');
  const subject = useSession().user?.profile.sub ?? '';
  const user = useQuery({ ...currentUserQuery(subject), enabled: opened && subject !== '' });
  // Null until the user types: the profile's e-mail shows until then, also when it arrives late.
  const [typedContact, setContact] = useState<string | null>(null);
  const contact = typedContact ?? user.data?.email ?? '';
  const text = bugReportText({
    description,
    contact,
    page: window.location.href,
    frontendVersion: __FRONTEND_VERSION__,
    backendVersion: status.data?.backendVersion,
    browser: navigator.userAgent,
    language: i18n.language,
    lastError: lastError(),
  });
  const mailto = `mailto:${encodeURIComponent(legal.data?.operator.email ?? '')}?subject=${encodeURIComponent(t('bugReport.subject'))}&body=${encodeURIComponent(text)}`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    showNotification({
      message: t('bugReport.copied'),
      color: 'green',
      closeButtonProps: { 'aria-label': t('common.close') },
    });
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={t('bugReport.title')} size="lg">
      <Stack>
        <Textarea
          label={t('bugReport.description')}
          description={t('bugReport.descriptionHint')}
          autosize
          minRows={4}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          type="email"
          label={t('bugReport.contact')}
          value={contact}
          onChange={(event) => setContact(event.currentTarget.value)}
        />
        <Text size="sm">{t('bugReport.context')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void copy()} disabled={!description.trim()}>
            {t('bugReport.copy')}
          </Button>
          <Button
            renderRoot={(props) => <Anchor href={mailto} {...props} />}
            disabled={!description.trim()}
            onClick={onClose}
          >
            {t('bugReport.send')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

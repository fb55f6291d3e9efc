import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog.tsx';

/** A secret the server sends once: shown with its hint and a copy button, never kept by the app. */
export function SecretShownOnce({
  title,
  hint,
  entries,
  onClose,
}: {
  title: string;
  hint: string;
  entries: { label: string; value: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened onClose={onClose} size="lg" title={title} closeOnClickOutside={false}>
      <Stack>
        <Alert color="yellow">{hint}</Alert>
        {entries.map((entry) => (
          <Stack gap={4} key={entry.label}>
            <Text size="sm" fw={500}>
              {entry.label}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code block style={{ flex: 1, wordBreak: 'break-all' }} aria-label={entry.label}>
                {entry.value}
              </Code>
              <CopyButton value={entry.value}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? t('adminCustomers.integrations.copied') : t('adminCustomers.integrations.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

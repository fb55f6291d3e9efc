import '../i18n/screens/english.ts';
import { Fieldset, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsEditor } from './use-settings-editor.ts';

const channels = [
  { key: 'announcement', sendMail: 'ANNOUNCEMENT_SEND_MAIL', address: 'ANNOUNCEMENT_MAIL_ADDRESS' },
  { key: 'belog', sendMail: 'BELOG_SEND_MAIL', address: 'BELOG_MAIL_ADDRESS' },
] as const;

type Channel = (typeof channels)[number];

/** Shipping-notice and Belog notifications, each with one e-mail address; status mails to the user's own. */
export function NotificationSettings({ editor }: { editor: SettingsEditor }) {
  return (
    <Stack gap="lg">
      {channels.map((channel) => (
        <NotificationChannel key={channel.key} channel={channel} editor={editor} />
      ))}
      <StatusMails editor={editor} />
    </Stack>
  );
}

function NotificationChannel({ channel, editor }: { channel: Channel; editor: SettingsEditor }) {
  const { t } = useTranslation();
  const stored = editor.values[channel.address] ?? '';
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  const commit = () => {
    if (draft.trim() !== stored || editor.errorOf(channel.address)) {
      editor.save({ name: channel.address, value: draft.trim() });
    }
  };
  return (
    <Fieldset legend={t(`settings.notifications.${channel.key}.legend`)}>
      <Stack gap="sm">
        <Switch
          label={t(`settings.notifications.${channel.key}.sendMail`)}
          checked={editor.values[channel.sendMail] === 'ON'}
          onChange={(event) =>
            editor.save({ name: channel.sendMail, value: event.currentTarget.checked ? 'ON' : 'OFF' })
          }
        />
        <TextInput
          type="email"
          label={t(`settings.notifications.${channel.key}.address`)}
          description={t('settings.notifications.oneAddress')}
          value={draft}
          error={editor.errorOf(channel.address)}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </Stack>
    </Fieldset>
  );
}

const statusSwitches = [
  { key: 'delivered', setting: 'STATUS_DELIVERED_SEND_MAIL' },
  { key: 'exceptions', setting: 'STATUS_EXCEPTION_SEND_MAIL' },
] as const;

/** Status mails to the user's own address: one switch for deliveries, one for exceptions. */
function StatusMails({ editor }: { editor: SettingsEditor }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('settings.notifications.status.legend')}>
      <Stack gap="sm">
        {statusSwitches.map(({ key, setting }) => (
          <Switch
            key={key}
            label={t(`settings.notifications.status.${key}`)}
            checked={editor.values[setting] === 'ON'}
            onChange={(event) =>
              editor.save({ name: setting, value: event.currentTarget.checked ? 'ON' : 'OFF' })
            }
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

import '../i18n/screens/english.ts';
import { Checkbox, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_TEXT_MAX, attachmentLabel } from '../../../contracts/rules/delivery-notes.ts';
import { deliveryNoteCodesQuery } from '../api/settings.ts';
import {
  type DeliveryNoteRow,
  deliveryNoteRows,
  takesAttachmentText,
  withActive,
  withAttachmentText,
  withDefault,
} from './settings-rules.ts';
import type { SettingsEditor } from './use-settings-editor.ts';

/** The table of delivery-note codes: which the user works with, which every new order starts with. */
export function DeliveryNotesTable({ editor }: { editor: SettingsEditor }) {
  const { t } = useTranslation();
  const headingId = useId();
  const codes = useQuery(deliveryNoteCodesQuery());
  const rows = deliveryNoteRows(codes.data ?? [], editor.values.NOTIFICATION_CODES);
  const save = (value: unknown) => editor.save({ name: 'NOTIFICATION_CODES', value });
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('settings.deliveryNotes.title')}
      </Title>
      <Table.ScrollContainer minWidth={640} maxHeight={350} type="native">
        <Table stickyHeader striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.deliveryNotes.active')}</Table.Th>
              <Table.Th>{t('settings.deliveryNotes.default')}</Table.Th>
              <Table.Th>{t('settings.deliveryNotes.identifier')}</Table.Th>
              <Table.Th>{t('settings.deliveryNotes.name')}</Table.Th>
              <Table.Th>{t('settings.deliveryNotes.attachment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <DeliveryNoteTableRow
                key={row.code.identifier}
                row={row}
                error={editor.errorOf(`NOTIFICATION_CODES[${index}].attachmentValue`)}
                onActive={(active) => save(withActive(rows, row.code.identifier, active))}
                onDefault={(isDefault) => save(withDefault(rows, row.code.identifier, isDefault))}
                onText={(text) => save(withAttachmentText(rows, row.code.identifier, text))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

interface RowProps {
  row: DeliveryNoteRow;
  error: ReactNode;
  onActive: (active: boolean) => void;
  onDefault: (isDefault: boolean) => void;
  onText: (text: string) => void;
}

function DeliveryNoteTableRow({ row, error, onActive, onDefault, onText }: RowProps) {
  const { t } = useTranslation();
  const { code, preference } = row;
  const label = `${code.identifier} ${code.name}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          aria-label={t('settings.deliveryNotes.activeOf', { code: label })}
          checked={preference.active}
          onChange={(event) => onActive(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={t('settings.deliveryNotes.defaultOf', { code: label })}
          checked={preference.default}
          disabled={!preference.active}
          onChange={(event) => onDefault(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>{code.identifier}</Table.Td>
      <Table.Td>{code.name}</Table.Td>
      <Table.Td>
        {takesAttachmentText(code) ? (
          <AttachmentTextInput
            label={t('settings.deliveryNotes.attachmentOf', { code: label })}
            placeholder={attachmentLabel(code)}
            stored={preference.attachmentValue ?? ''}
            error={error}
            onSave={onText}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {attachmentLabel(code)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

interface AttachmentProps {
  label: string;
  placeholder: string | undefined;
  stored: string;
  error: ReactNode;
  onSave: (text: string) => void;
}

/** Typed freely, saved when the field is left or Enter is pressed. */
function AttachmentTextInput({ label, placeholder, stored, error, onSave }: AttachmentProps) {
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  const commit = () => {
    if (draft.trim() !== stored) onSave(draft);
  };
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      size="xs"
      maxLength={ATTACHMENT_TEXT_MAX}
      value={draft}
      error={error}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

import '../../i18n/screens/english.ts';
import {
  ActionIcon,
  Alert,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_TEXT_MAX,
  attachmentFromRequiredFields,
  attachmentLabel,
  attachmentTextShown,
} from '../../../../contracts/rules/delivery-notes.ts';
import { MAX_DELIVERY_NOTES } from '../../../../contracts/shipment/deliveryNote-values.ts';
import { messageKeys as shipmentMessageKeys } from '../../../../contracts/shipment/messages.ts';
import { Select } from '../../forms/deferred-inputs.tsx';
import { useFieldErrorText } from '../../forms/field-error.ts';
import {
  addableCodes,
  consultCustomerService,
  notesForProduct,
  withManualNote,
} from '../delivery-note-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useNotificationCodes } from '../use-notification-codes.ts';
import { useOrderField } from './use-field.ts';
import { useNoteAttachmentSync } from './use-note-attachments.ts';

/**
 * Delivery notes (spec section 2 item 6, section 4): added from a filterable dropdown (a manual
 * note goes first), each removable, with its attachment text where the code asks for one; at most
 * ten. A product change drops the notes the product does not allow and says so.
 */
export function DeliveryNotesCard() {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const form = useOrderFormContext();
  const field = useOrderField();
  const codes = useNotificationCodes() ?? [];
  const values = form.getValues();
  const notes = values.deliveryNotes ?? [];
  const product = values.product?.identifier || undefined;
  const full = notes.length >= MAX_DELIVERY_NOTES;
  const [filtered, setFiltered] = useState<string[]>([]);
  useNoteAttachmentSync();

  // Only a change of the product filters: the notes of a saved order stay as they were saved.
  const shownProduct = useRef(product);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the product alone
  useEffect(() => {
    if (shownProduct.current === product) return;
    shownProduct.current = product;
    if (!product || codes.length === 0) return;
    const result = notesForProduct(form.getValues().deliveryNotes ?? [], codes, product);
    setFiltered(result.removed.map((note) => note.identifier));
    if (result.removed.length > 0) form.setFieldValue('deliveryNotes', result.notes);
  }, [product]);

  const codeOf = (identifier: string) => codes.find((code) => code.identifier === identifier);
  const add = (identifier: string | null) => {
    const code = identifier ? codeOf(identifier) : undefined;
    if (!code) return;
    const result = withManualNote(notes, code);
    if (!result.maximumReached) form.setFieldValue('deliveryNotes', result.notes);
  };

  return (
    <Card withBorder component="section" aria-label={t('fields.deliveryNotes')}>
      <Title order={3} size="h4" mb="sm">
        {t('fields.deliveryNotes')}
      </Title>
      <Select
        label={t('orderForm.addDeliveryNote')}
        placeholder={t('orderParties.deliveryNoteFilter')}
        searchable
        disabled={full}
        value={null}
        onChange={add}
        data={addableCodes(codes, notes, product).map((code) => ({
          value: code.identifier,
          label: `${code.identifier} ${code.name}`,
        }))}
        nothingFoundMessage={t('orderForm.nothingFound')}
        mb="sm"
      />
      {full && (
        <Alert color="orange" mb="sm">
          {fieldErrorText(shipmentMessageKeys.deliveryNotesMaximum)}
        </Alert>
      )}
      {filtered.length > 0 && (
        <Alert color="yellow" mb="sm" withCloseButton onClose={() => setFiltered([])}>
          {t('orderParties.consigneeAnnouncementFiltered', { notes: filtered.join(', ') })}
        </Alert>
      )}
      {consultCustomerService(notes) && (
        <Alert color="blue" mb="sm">
          {t('orderParties.consultCustomerService')}
        </Alert>
      )}
      <Stack gap="xs">
        {notes.map((note, index) => {
          const code = codeOf(note.identifier);
          const name = note.name ?? code?.name ?? note.identifier;
          const fromAddress = attachmentFromRequiredFields(code);
          return (
            <Group
              // biome-ignore lint/suspicious/noArrayIndexKey: a note may be added twice; the position tells them apart
              key={`${note.identifier}-${index}`}
              justify="space-between"
              align="flex-end"
              wrap="nowrap"
            >
              <Stack gap={2} style={{ flex: 1 }}>
                <Text size="sm">
                  {note.identifier} {name}
                </Text>
                {attachmentTextShown(code) && (
                  <AttachmentText
                    label={t('orderParties.attachmentTextOf', {
                      name: `${note.identifier} ${attachmentLabel(code)}`.trim(),
                    })}
                    description={fromAddress ? t('orderParties.attachmentFromAddress') : undefined}
                    readOnly={fromAddress}
                    {...field(`deliveryNotes.${index}.attachmentValue`)}
                  />
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('orderForm.removeDeliveryNote', { name })}
                onClick={() => form.removeListItem('deliveryNotes', index)}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

type AttachmentTextProps = Omit<TextInputProps, 'value'> & { value?: string };

/** The attachment text of a note: at most 35 characters; absent text is an empty input. */
function AttachmentText({ value, ...props }: AttachmentTextProps) {
  return <TextInput size="xs" maxLength={ATTACHMENT_TEXT_MAX} {...props} value={value ?? ''} />;
}

import { ActionIcon, Alert, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_DELIVERY_NOTES } from '../../../../contracts/shipment/deliveryNote.ts';
import { notificationCodesQuery } from '../../api/order-reference.ts';
import { useOrderFormContext } from '../order-form.ts';

/** Delivery notes: added from a filterable dropdown, each removable, at most ten (spec section 9). */
export function DeliveryNotesCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const codes = useQuery(notificationCodesQuery());
  const notes = form.getValues().deliveryNotes ?? [];
  const full = notes.length >= MAX_DELIVERY_NOTES;
  const add = (identifier: string | null) => {
    const code = codes.data?.find((option) => option.identifier === identifier);
    if (code && !full) form.insertListItem('deliveryNotes', { identifier: code.identifier, name: code.name });
  };
  return (
    <Card withBorder component="section" aria-label={t('fields.deliveryNotes')}>
      <Title order={3} size="h4" mb="sm">
        {t('fields.deliveryNotes')}
      </Title>
      <Select
        label={t('orderForm.addDeliveryNote')}
        searchable
        disabled={full}
        value={null}
        onChange={add}
        data={(codes.data ?? []).map((code) => ({
          value: code.identifier,
          label: `${code.identifier} ${code.name}`,
        }))}
        mb="sm"
      />
      {full && (
        <Alert color="orange" mb="sm">
          {t('orderForm.deliveryNotesMaximum')}
        </Alert>
      )}
      <Stack gap={4}>
        {notes.map((note, index) => (
          <Group
            // biome-ignore lint/suspicious/noArrayIndexKey: a note may be added twice; the position tells them apart
            key={`${note.identifier}-${index}`}
            justify="space-between"
          >
            <Text size="sm">
              {note.identifier} {note.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('orderForm.removeDeliveryNote', { name: note.name ?? note.identifier })}
              onClick={() => form.removeListItem('deliveryNotes', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

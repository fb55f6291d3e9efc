import '../i18n/screens/english.ts';
import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';
import { hasLink } from '../api/hal.ts';
import { packagingCodesQuery } from '../api/order-reference.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useFieldErrorText } from '../forms/field-error.ts';
import { useEntityForm } from '../forms/use-entity-form.ts';
import {
  type CargoTemplateFormValues,
  cargoTemplateFormValues,
  cargoTemplatePayload,
  numberFields,
  textFields,
} from './template-values.ts';

interface Props {
  /** Absent for a new template. */
  template?: CargoItemTemplate;
  /** After a new template was created or a template deleted. */
  onDone?: () => void;
}

/** The detail form of a cargo item template: PUT on its self link, else POST; field errors on the fields. */
export function CargoTemplateForm({ template, onDone }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { form, save, remove, askToDelete } = useEntityForm<CargoItemTemplate, CargoTemplateFormValues>({
    entity: template,
    collectionPath: '/api/templates/cargoitems',
    listKey: queryKeys.cargoTemplates.all,
    toValues: cargoTemplateFormValues,
    toPayload: (values) => cargoTemplatePayload(values),
    texts: {
      saved: t('cargoTemplates.saved'),
      updated: t('cargoTemplates.updated'),
      deleteQuestion: (name) => t('cargoTemplates.deleteQuestion', { name }),
      delete: t('cargoTemplates.delete'),
    },
    onDone,
  });

  // The packing code is one of the reference data's codes, chosen from a list, never free text.
  const packingCodes = useQuery(packagingCodesQuery());
  const packingCode = form.getInputProps('packingCode');
  const packingCodeOptions = (packingCodes.data ?? []).map((code) => ({
    value: code.identifier,
    label: `${code.identifier} – ${code.name}`,
  }));
  const label = template ? t('cargoTemplates.details', { name: template.name }) : t('cargoTemplates.create');
  return (
    <form aria-label={label} onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {textFields.map((field) => {
          const props = form.getInputProps(field);
          return (
            <TextInput
              key={field}
              label={t(`cargoTemplates.fields.${field}`)}
              withAsterisk={field === 'name'}
              {...props}
              error={errorText(props.error)}
            />
          );
        })}
        <Select
          label={t('cargoTemplates.fields.packingCode')}
          data={packingCodeOptions}
          searchable
          clearable
          {...packingCode}
          value={packingCode.value || null}
          onChange={(value) => form.setFieldValue('packingCode', value ?? '')}
          error={errorText(packingCode.error)}
        />
        {numberFields.map((field) => {
          const props = form.getInputProps(field);
          return (
            <NumberInput
              key={field}
              label={t(`fields.${field}`)}
              min={field === 'colliQty' ? 1 : 0}
              allowDecimal={false}
              {...props}
              error={errorText(props.error)}
            />
          );
        })}
      </SimpleGrid>
      <Group mt="md">
        <Checkbox
          label={t('cargoTemplates.fields.dangerousGoods')}
          {...form.getInputProps('dangerousGoods', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('cargoTemplates.fields.isDefault')}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
      </Group>
      <Group justify="flex-end" mt="md">
        {template && hasLink(template, 'delete') && (
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() => askToDelete(template)}
          >
            {t('cargoTemplates.delete')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} disabled={Boolean(template) && !form.isDirty()}>
          {t('cargoTemplates.save')}
        </Button>
      </Group>
    </form>
  );
}

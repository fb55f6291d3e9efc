import { Button, Checkbox, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';
import { ApiError, apiFetch, apiJson } from '../api/client.ts';
import { hasLink, linkPath } from '../api/hal.ts';
import { publishError } from '../errors/backend-errors.ts';
import { useConfirm } from '../errors/confirm.tsx';
import { notifySaved } from '../errors/notify.ts';
import { fieldErrorsByPath, useFieldErrorText } from '../forms/field-error.ts';
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
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const form = useForm<CargoTemplateFormValues>({ initialValues: cargoTemplateFormValues(template) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cargoTemplates'] });

  const save = useMutation({
    meta: { reportErrors: false },
    mutationFn: (values: CargoTemplateFormValues) =>
      template && hasLink(template, 'self')
        ? apiJson<CargoItemTemplate>(linkPath(template, 'self', { keepQuery: false }), {
            method: 'PUT',
            json: cargoTemplatePayload(values),
          })
        : apiJson<CargoItemTemplate>('/api/templates/cargoitems', {
            method: 'POST',
            json: cargoTemplatePayload(values),
          }),
    onSuccess: async (saved) => {
      notifySaved(t(template ? 'cargoTemplates.updated' : 'cargoTemplates.saved'));
      form.setValues(cargoTemplateFormValues(saved));
      form.resetDirty(cargoTemplateFormValues(saved));
      await refresh();
      if (!template) onDone?.();
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
      if (fieldErrors.length > 0) form.setErrors(fieldErrorsByPath(fieldErrors));
      else publishError(error);
    },
  });

  const remove = useMutation({
    mutationFn: (target: CargoItemTemplate) => apiFetch(linkPath(target, 'delete'), { method: 'DELETE' }),
    onSuccess: async () => {
      await refresh();
      onDone?.();
    },
  });

  const askToDelete = async (target: CargoItemTemplate) => {
    const confirmed = await confirm({
      message: t('cargoTemplates.deleteQuestion', { name: target.name }),
      confirmLabel: t('cargoTemplates.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(target);
  };

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

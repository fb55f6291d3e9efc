import { Button, Group, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/client.ts';
import { hasLink, type Linked, linkPath } from '../../api/hal.ts';
import { useApiMutation } from '../../api/mutations.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { notifySaved } from '../../errors/notify.ts';

/**
 * A field of a code list entry: its key (the code itself), a text or a yes/no flag. `name` is the
 * property sent, a dotted path for a nested one (`names.en`); `source` the entry's property the
 * form starts from, where it differs (the master name is `names.de`, since `name` is the reader's).
 */
export interface CodeField {
  name: string;
  kind: 'key' | 'text' | 'flag';
  maxLength?: number;
  source?: string;
  /** The label's key under `adminReference.fields`; the name by default. */
  label?: string;
}

type Values = Record<string, string | boolean>;

/** The value at a dotted path of an entry. */
function valueAt(entry: Record<string, unknown> | undefined, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      entry,
    );
}

/** The form's values as the API takes them: dotted names become nested objects. */
export function codePayload(values: Values): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const keys = name.split('.');
    const last = keys.pop() as string;
    let target = payload;
    for (const key of keys) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[last] = value;
  }
  return payload;
}

/**
 * The form of a code list entry (packaging, incoterm and hazmat packaging codes, docs/decisions/
 * 0131): a new entry is sent to the collection's `create` link, a saved one to its `modify` link,
 * where the code itself is read-only. The lists are fetched afresh after saving.
 */
export function CodeForm({
  fields,
  entry,
  createPath,
  collection,
  onDone,
}: {
  fields: CodeField[];
  entry?: Linked & Record<string, unknown>;
  createPath?: string;
  collection: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = entry ? hasLink(entry, 'modify') : Boolean(createPath);
  const initial: Values = Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'flag'
        ? valueAt(entry, field.source ?? field.name) === true
        : String(valueAt(entry, field.source ?? field.name) ?? ''),
    ]),
  );
  const [values, setValues] = useState<Values>(initial);
  const changed = fields.some((field) => values[field.name] !== initial[field.name]);
  const valid = fields.every((field) => field.kind === 'flag' || String(values[field.name]).trim() !== '');
  const save = useApiMutation(
    {
      mutationFn: () =>
        apiJson(entry ? linkPath(entry, 'modify') : (createPath ?? ''), {
          method: entry ? 'PUT' : 'POST',
          json: codePayload(values),
        }),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
        await queryClient.invalidateQueries({ queryKey: queryKeys.reference.collection(collection) });
      },
    },
    {
      onSuccess: () => {
        notifySaved(t('adminReference.saved'));
        onDone?.();
      },
    },
  );
  const label = (field: CodeField) =>
    t(`adminReference.fields.${field.label ?? field.name}` as 'adminReference.fields.name');
  return (
    <Stack
      component="form"
      gap="xs"
      maw={480}
      aria-label={entry ? t('adminReference.edit') : t('adminReference.create')}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && changed) save.mutate();
      }}
    >
      {fields.map((field) =>
        field.kind === 'flag' ? (
          <Switch
            key={field.name}
            label={label(field)}
            checked={values[field.name] === true}
            disabled={!editable}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, [field.name]: checked }));
            }}
          />
        ) : (
          <TextInput
            key={field.name}
            label={label(field)}
            required
            maxLength={field.maxLength}
            readOnly={!editable || (field.kind === 'key' && Boolean(entry))}
            value={String(values[field.name])}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setValues((current) => ({ ...current, [field.name]: text }));
            }}
          />
        ),
      )}
      {editable && (
        <Group>
          <Button type="submit" disabled={!valid || !changed} loading={save.isPending}>
            {t('adminReference.save')}
          </Button>
          {onDone && (
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** The create button of a code list and the form it opens, when the list offers `create`. */
export function CreateCode({
  links,
  fields,
  collection,
}: {
  links: Linked | undefined;
  fields: CodeField[];
  collection: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!links || !hasLink(links, 'create')) return null;
  if (!open) return <Button onClick={() => setOpen(true)}>{t('adminReference.create')}</Button>;
  return (
    <Paper withBorder p="md">
      <CodeForm
        fields={fields}
        createPath={linkPath(links, 'create')}
        collection={collection}
        onDone={() => setOpen(false)}
      />
    </Paper>
  );
}

import { useForm } from '@mantine/form';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, apiFetch, apiJson } from '../api/client.ts';
import { hasLink, linkPath } from '../api/hal.ts';
import { publishError } from '../errors/backend-errors.ts';
import { useConfirm } from '../errors/confirm.tsx';
import { notifySaved } from '../errors/notify.ts';
import { fieldErrorsByPath } from './field-error.ts';

type Entity = { name: string; _links?: Record<string, { href: string }> };

export interface EntityFormOptions<E extends Entity, V> {
  /** The saved entity; absent for a new one. */
  entity: E | undefined;
  /** Where new entities are POSTed. */
  collectionPath: string;
  /** The query key prefix of the lists that show the entities (from `queryKeys`). */
  listKey: QueryKey;
  toValues: (entity?: E) => V;
  toPayload: (values: V, entity?: E) => unknown;
  /** The browser's check before saving: the contract schema over the payload, as the server checks it. */
  validate?: (values: V) => Record<string, ReactNode>;
  /** Already translated texts. */
  texts: { saved: string; updated: string; deleteQuestion: (name: string) => string; delete: string };
  /** After a new entity was created or an entity deleted. */
  onDone?: () => void;
}

/**
 * The form of a HAL entity the user keeps (address, cargo template, ...): PUT on its self link or
 * POST to the collection, the server's field errors on the fields, other errors to the global
 * dialog, and delete after a confirmation. The lists refresh after each change.
 */
export function useEntityForm<E extends Entity, V extends object>(options: EntityFormOptions<E, V>) {
  const { entity, texts, onDone } = options;
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const form = useForm<V>({
    initialValues: options.toValues(entity),
    ...(options.validate ? { validate: options.validate } : {}),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.listKey });

  const save = useMutation({
    meta: { reportErrors: false },
    mutationFn: (values: V) =>
      entity && hasLink(entity, 'self')
        ? apiJson<E>(linkPath(entity, 'self', { keepQuery: false }), {
            method: 'PUT',
            json: options.toPayload(values, entity),
          })
        : apiJson<E>(options.collectionPath, { method: 'POST', json: options.toPayload(values) }),
    onSuccess: async (saved) => {
      notifySaved(entity ? texts.updated : texts.saved);
      form.setValues(options.toValues(saved));
      form.resetDirty(options.toValues(saved));
      await refresh();
      if (!entity) onDone?.();
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
      if (fieldErrors.length > 0) form.setErrors(fieldErrorsByPath(fieldErrors));
      else publishError(error);
    },
  });

  const remove = useMutation({
    mutationFn: (target: E) => apiFetch(linkPath(target, 'delete'), { method: 'DELETE' }),
    onSuccess: async () => {
      await refresh();
      onDone?.();
    },
  });

  const askToDelete = async (target: E) => {
    const confirmed = await confirm({
      message: texts.deleteQuestion(target.name),
      confirmLabel: texts.delete,
      danger: true,
    });
    if (confirmed) remove.mutate(target);
  };

  return { form, save, remove, askToDelete };
}

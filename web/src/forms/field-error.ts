import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessageText } from '../errors/field-errors.ts';
import { useLanguage } from '../i18n/index.ts';

/**
 * Form errors are the contract's message keys (docs/decisions/0009), whether the browser's schema
 * check or the server's field errors put them there; this turns one into the UI language's text.
 */
export function useFieldErrorText(): (error: ReactNode) => ReactNode {
  const { t } = useTranslation();
  const language = useLanguage();
  return (error) => (typeof error === 'string' ? fieldMessageText(error, language, (key) => t(key)) : error);
}

/** Sets each server field error (`cargoList.items[0].weight`) on the form field of the same path. */
export function fieldErrorsByPath(
  errors: { field: string; defaultMessage: string }[],
): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const error of errors) byPath[error.field.replace(/\[(\d+)\]/g, '.$1')] ??= error.defaultMessage;
  return byPath;
}

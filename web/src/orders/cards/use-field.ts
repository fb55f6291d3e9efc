import { createElement } from 'react';
import { useFieldErrorText } from '../../forms/field-error.ts';
import { useOrderFormContext } from '../order-form.ts';

/** Input props of an order field with its error (a message key) in the UI language. */
export function useOrderField() {
  const form = useOrderFormContext();
  const errorText = useFieldErrorText();
  return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: errorText(props.error) };
  };
}

/**
 * The unit of a number input shown inside it, at its right end (cm, kg, m, cbm); the number
 * controls give way to it, since the keyboard's arrow keys step the value anyway.
 */
export function unit(text: string) {
  return {
    hideControls: true,
    rightSection: createElement(
      'span',
      {
        'data-unit': text,
        style: { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' },
      },
      text,
    ),
    rightSectionPointerEvents: 'none' as const,
  };
}

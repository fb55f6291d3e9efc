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

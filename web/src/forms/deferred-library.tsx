import { Autocomplete, NumberInput, Select, type SelectProps, Tooltip } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type Ref, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { DatePickerInput } from './DatesLocale.tsx';

/**
 * The order form's inputs that bring a large library with them, in a chunk of their own: the
 * dropdowns and the tooltip (floating positioning, combobox), the number input (number formatting)
 * and the date picker (calendar, dayjs with its locales). `deferred-inputs.tsx` shows stand-ins
 * until this chunk is there (docs/decisions/0143).
 */
export { Autocomplete, DatePickerInput, NumberInput, Tooltip };

/**
 * What a stand-in hands over to the real input: whether it had the focus, and where the caret was
 * (the start and end of the selected text, the same where none is).
 */
export interface HandOver {
  focused: boolean;
  caret: number | null;
  caretEnd: number | null;
}

/**
 * Mantine's Select, focused with the caret or selection where the stand-in had them, if it had the
 * focus. On mounting, Select sets its search text to its value's label or clears it; the text typed
 * into the stand-in stays.
 */
export function HandOverSelect({
  handOver,
  ref,
  onSearchChange,
  ...props
}: SelectProps & { ref?: Ref<HTMLInputElement>; handOver: RefObject<HandOver> }) {
  const input = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(ref, input);
  const keepSearch = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the real input replaces the stand-in
  useLayoutEffect(() => {
    const taken = handOver.current;
    if (!taken.focused || !input.current) return;
    taken.focused = false;
    keepSearch.current = true;
    input.current.focus();
    const caret = taken.caret ?? input.current.value.length;
    input.current.setSelectionRange(caret, taken.caretEnd ?? caret);
  }, []);
  // After Select's own mount effects, which run first.
  useEffect(() => {
    keepSearch.current = false;
  }, []);
  return (
    <Select
      {...props}
      ref={merged}
      {...(onSearchChange
        ? {
            onSearchChange: (search: string) => {
              if (keepSearch.current && props.searchValue) return;
              onSearchChange(search);
            },
          }
        : {})}
    />
  );
}

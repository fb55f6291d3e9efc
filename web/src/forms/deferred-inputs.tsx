import type {
  Autocomplete as MantineAutocomplete,
  NumberInput as MantineNumberInput,
  SelectProps as MantineSelectProps,
  Tooltip as MantineTooltip,
} from '@mantine/core';
import { TextInput } from '@mantine/core';
import type { DatePickerInputProps, DatePickerType } from '@mantine/dates';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useLayoutEffect,
  useRef,
} from 'react';
import type { HandOver } from './deferred-library.tsx';

/*
 * The order form shows and takes input before the libraries of its dropdowns, tooltip, number and
 * date inputs are there (docs/decisions/0143): each of these inputs renders a stand-in, a text
 * input with the same label, value, error and layout, until the chunk with the real inputs
 * (`deferred-library.tsx`) has loaded, which starts when the first of them renders; React swaps
 * them in as a retry of their Suspense boundaries, which typing interrupts. A stand-in is disabled, so it takes no input the
 * real input would not see, except a searchable dropdown's stand-in: its search text is the
 * dropdown's own (controlled), and the focus and the caret go over to the dropdown when it arrives.
 */

let library: Promise<typeof import('./deferred-library.tsx')> | undefined;

/** Loads the real inputs; a failed load is tried again by the next call. */
export function loadDeferredInputs() {
  library ??= import('./deferred-library.tsx');
  library.catch(() => {
    library = undefined;
  });
  return library;
}

function deferred<Props>(pick: (module: typeof import('./deferred-library.tsx')) => ComponentType<Props>) {
  return lazy(async () => ({ default: pick(await loadDeferredInputs()) }));
}

const LazySelect = deferred((module) => module.HandOverSelect);
const LazyAutocomplete = deferred((module) => module.Autocomplete);
const LazyNumberInput = deferred((module) => module.NumberInput);
const LazyTooltip = deferred((module) => module.Tooltip);
const LazyDatePickerInput = deferred(
  (module) => module.DatePickerInput as ComponentType<Record<string, unknown>>,
);

/** The props a stand-in takes over: label, texts, state and layout, not the behaviour. */
const standInKeys = new Set([
  'id',
  'label',
  'description',
  'error',
  'withAsterisk',
  'required',
  'placeholder',
  'disabled',
  'size',
  'radius',
  'leftSection',
  'rightSection',
  'rightSectionPointerEvents',
  'className',
  'style',
  'm',
  'mt',
  'mb',
  'ml',
  'mr',
  'mx',
  'my',
  'w',
  'maw',
  'miw',
  'flex',
  'inputWrapperOrder',
]);

function standInProps(props: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(props).filter(
      ([key]) => standInKeys.has(key) || key.startsWith('aria-') || key.startsWith('data-'),
    ),
  );
}

type ComboboxItems = MantineSelectProps['data'];

/** The label the dropdown shows for its value. */
function labelOf(data: ComboboxItems, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('items' in item) {
      const inner = labelOf(item.items as ComboboxItems, value);
      if (inner) return inner;
    } else if (item.value === value) return item.label;
  }
  return '';
}

type SelectProps = MantineSelectProps & { ref?: Ref<HTMLInputElement> };

function SelectStandIn({ handOver, ...props }: SelectProps & { handOver: { current: HandOver } }) {
  const input = useRef<HTMLInputElement>(null);
  const { searchable, searchValue, onSearchChange } = props;
  const typable = Boolean(searchable && onSearchChange && searchValue !== undefined);
  // On the swap: whether the stand-in had the focus, and the caret, for the real dropdown.
  useLayoutEffect(
    () => () => {
      const element = input.current;
      if (!element || document.activeElement !== element) return;
      handOver.current = { focused: true, caret: element.selectionStart };
    },
    [handOver],
  );
  return (
    <TextInput
      {...standInProps(props)}
      ref={input}
      value={typable ? searchValue : labelOf(props.data, props.value)}
      disabled={!typable || props.disabled}
      onChange={(event) => onSearchChange?.(event.currentTarget.value)}
    />
  );
}

/** Mantine's Select, with a stand-in until its library is there. */
export function Select(props: SelectProps) {
  const handOver = useRef<HandOver>({ focused: false, caret: null });
  return (
    <Suspense fallback={<SelectStandIn {...props} handOver={handOver} />}>
      <LazySelect {...props} handOver={handOver} />
    </Suspense>
  );
}

type AutocompleteProps = ComponentProps<typeof MantineAutocomplete>;

/** Mantine's Autocomplete, with a disabled stand-in until its library is there. */
export function Autocomplete(props: AutocompleteProps) {
  return (
    <Suspense fallback={<TextInput {...standInProps(props)} value={props.value ?? ''} disabled readOnly />}>
      <LazyAutocomplete {...props} />
    </Suspense>
  );
}

type NumberInputProps = ComponentProps<typeof MantineNumberInput>;

/** Mantine's NumberInput, with a disabled stand-in until its library is there. */
export function NumberInput(props: NumberInputProps) {
  const value = props.value === undefined || props.value === null ? '' : String(props.value);
  return (
    <Suspense fallback={<TextInput {...standInProps(props)} value={value} disabled readOnly />}>
      <LazyNumberInput {...props} />
    </Suspense>
  );
}

/** Mantine's Tooltip: until its library is there, the element without its tooltip. */
export function Tooltip(props: ComponentProps<typeof MantineTooltip>) {
  return (
    <Suspense fallback={props.children}>
      <LazyTooltip {...props} />
    </Suspense>
  );
}

/** The date picker in the interface language (DatesLocale.tsx), with a disabled stand-in until it is there. */
export function DatePickerInput<Type extends DatePickerType = 'default'>(
  props: DatePickerInputProps<Type> & { ref?: Ref<HTMLButtonElement> },
): ReactNode {
  return (
    <Suspense fallback={<TextInput {...standInProps(props)} value="" disabled readOnly />}>
      <LazyDatePickerInput {...(props as Record<string, unknown>)} />
    </Suspense>
  );
}

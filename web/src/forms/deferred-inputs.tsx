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
  createContext,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import type { HandOver } from './deferred-library.tsx';
import { type ReleaseQueue, useReleased } from './release-queue.tsx';

/*
 * The order form shows and takes input before the libraries of its dropdowns, tooltip, number and
 * date inputs are there (docs/decisions/0143): each of these inputs renders a stand-in, a text
 * input with the same label, value, error and layout, until the chunk with the real inputs
 * (`deferred-library.tsx`) has loaded, which starts when the first of them renders; React swaps
 * them in as a retry of their Suspense boundaries, which typing interrupts. A stand-in is disabled, so it takes no input the
 * real input would not see, except a searchable dropdown's stand-in: its search text is the
 * dropdown's own (controlled), and the focus and the caret (or the selected text) go over to the
 * dropdown when it arrives.
 */

type Library = typeof import('./deferred-library.tsx');

let library: Promise<Library> | undefined;
let loadedLibrary: Library | undefined;

/** Loads the real inputs; a failed load is tried again by the next call. */
export function loadDeferredInputs() {
  if (!library) {
    const loading = import('./deferred-library.tsx');
    library = loading;
    loading.then(
      (module) => {
        loadedLibrary = module;
      },
      () => {
        library = undefined;
      },
    );
  }
  return library;
}

/*
 * A form can hold its real inputs back and swap them in part by part (docs/decisions/0163): below a
 * `DeferredInputsGate` the inputs are stand-ins until the gate opens, and the gates of one
 * `ReleaseQueue` open one at a time, each as a transition of its own that commits before the next
 * one starts, so no single task mounts the real inputs of the whole form. Without a gate, an input
 * swaps itself in as soon as the library is there (a retry of its Suspense boundary).
 */
type Mode = 'lazy' | 'standIn' | 'real';
const InputsMode = createContext<Mode>('lazy');

/** undefined: no gate (lazy); false: the gate is closed (stand-in); else the loaded library. */
function useGatedLibrary(): Library | false | undefined {
  const mode = useContext(InputsMode);
  if (mode === 'standIn') return false;
  // An open gate whose library failed to load falls back to the lazy input, which loads it again
  // or reports the failure as before.
  return mode === 'real' ? loadedLibrary : undefined;
}

/**
 * The inputs below show as stand-ins until `queue` opens this gate, which it joins once the library
 * has loaded (or failed to: the inputs then load it themselves or report the failure); open from
 * the start when the library is already there.
 */
export function DeferredInputsGate({
  queue,
  order,
  children,
}: {
  queue: ReleaseQueue;
  order: number;
  children: ReactNode;
}) {
  const open = useReleased(queue, order, loadedLibrary !== undefined, loadDeferredInputs);
  return <InputsMode value={open ? 'real' : 'standIn'}>{children}</InputsMode>;
}

function deferred<Props>(pick: (module: Library) => ComponentType<Props>) {
  return lazy(async () => ({ default: pick(await loadDeferredInputs()) }));
}

const LazySelect = deferred((module) => module.HandOverSelect);
const LazyAutocomplete = deferred((module) => module.Autocomplete);
const LazyNumberInput = deferred((module) => module.NumberInput);
const LazyTooltip = deferred((module) => module.Tooltip);
const LazyDatePickerInput = deferred(
  (module) => module.DatePickerInput as ComponentType<Record<string, unknown>>,
);

/** The props a stand-in takes over: label, texts, state, layout and the focus handler, not the rest of the behaviour. */
const standInKeys = new Set([
  'id',
  'label',
  'description',
  'error',
  'withAsterisk',
  'required',
  'placeholder',
  'onFocus',
  'disabled',
  'readOnly',
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
  // On the swap: whether the stand-in had the focus, and the caret or selection, for the real dropdown.
  useLayoutEffect(
    () => () => {
      const element = input.current;
      if (!element || document.activeElement !== element) return;
      handOver.current = { focused: true, caret: element.selectionStart, caretEnd: element.selectionEnd };
    },
    [handOver],
  );
  return (
    <TextInput
      {...standInProps(props)}
      ref={input}
      value={typable ? searchValue : labelOf(props.data, props.value)}
      disabled={!typable || props.disabled}
      // Typing replaces the chosen entry's label shown, as in the real dropdown.
      data-select-on-focus={typable || undefined}
      onChange={(event) => onSearchChange?.(event.currentTarget.value)}
    />
  );
}

/** Mantine's Select, with a stand-in until its library is there. */
export function Select(props: SelectProps) {
  const handOver = useRef<HandOver>({ focused: false, caret: null, caretEnd: null });
  const gated = useGatedLibrary();
  const standIn = <SelectStandIn {...props} handOver={handOver} />;
  if (gated === false) return standIn;
  if (gated) return <gated.HandOverSelect {...props} handOver={handOver} />;
  return (
    <Suspense fallback={standIn}>
      <LazySelect {...props} handOver={handOver} />
    </Suspense>
  );
}

type AutocompleteProps = ComponentProps<typeof MantineAutocomplete>;

/** Mantine's Autocomplete, with a disabled stand-in until its library is there. */
export function Autocomplete(props: AutocompleteProps) {
  const gated = useGatedLibrary();
  const standIn = <TextInput {...standInProps(props)} value={props.value ?? ''} disabled readOnly />;
  if (gated === false) return standIn;
  if (gated) return <gated.Autocomplete {...props} />;
  return (
    <Suspense fallback={standIn}>
      <LazyAutocomplete {...props} />
    </Suspense>
  );
}

type NumberInputProps = ComponentProps<typeof MantineNumberInput>;

/** Mantine's NumberInput, with a disabled stand-in until its library is there. */
export function NumberInput(props: NumberInputProps) {
  const value = props.value === undefined || props.value === null ? '' : String(props.value);
  const gated = useGatedLibrary();
  const standIn = <TextInput {...standInProps(props)} value={value} disabled readOnly />;
  if (gated === false) return standIn;
  if (gated) return <gated.NumberInput {...props} />;
  return (
    <Suspense fallback={standIn}>
      <LazyNumberInput {...props} />
    </Suspense>
  );
}

/** Mantine's Tooltip: until its library is there, the element without its tooltip. */
export function Tooltip(props: ComponentProps<typeof MantineTooltip>) {
  const gated = useGatedLibrary();
  if (gated === false) return props.children;
  if (gated) return <gated.Tooltip {...props} />;
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
  const gated = useGatedLibrary();
  const standIn = <TextInput {...standInProps(props)} value="" disabled readOnly />;
  if (gated === false) return standIn;
  if (gated) {
    const Picker = gated.DatePickerInput as ComponentType<Record<string, unknown>>;
    return <Picker {...(props as Record<string, unknown>)} />;
  }
  return (
    <Suspense fallback={standIn}>
      <LazyDatePickerInput {...(props as Record<string, unknown>)} />
    </Suspense>
  );
}

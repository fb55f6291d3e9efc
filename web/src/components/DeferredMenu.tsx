import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import {
  Children,
  type ComponentProps,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type SyntheticEvent,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/*
 * Mantine's Menu with the same parts (Menu.Target, Menu.Dropdown, Menu.Item, Menu.Label,
 * Menu.Divider), but the menu library (popover, floating positioning) is not part of the first
 * screen (docs/decisions/0128). Until it is loaded, only the target button shows; pointing at it,
 * focusing it or the browser being idle loads the library, and a click before then opens the menu
 * as soon as it is there. The button keeps the keyboard focus across the swap.
 */

type Library = typeof import('./menu-library.ts');

let library: Library | null = null;
let loading: Promise<Library> | null = null;
const listeners = new Set<() => void>();

/** Loads the menu library; every deferred menu on the page then becomes the real one. */
export function preloadMenu(): Promise<Library> {
  loading ??= import('./menu-library.ts').then((loaded) => {
    library = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const loadedLibrary = () => library;

/** The target's marker, so the swap can hand the keyboard focus on. */
const TargetIdContext = createContext('');
const TARGET_ATTRIBUTE = 'data-menu-target';

type Handler = ((event: SyntheticEvent) => void) | undefined;
type TargetChild = ReactElement<Record<string, unknown> & { onClick?: Handler }>;

function Root({ children, defaultOpened, ...props }: MenuProps) {
  const loaded = useSyncExternalStore(subscribe, loadedLibrary);
  const id = useId();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const swapped = useRef(false);
  const refocus = useRef(false);
  const selector = `[${TARGET_ATTRIBUTE}="${CSS.escape(id)}"]`;
  if (loaded && !swapped.current) {
    // Rendering the swap: the placeholder is still on the page, and may have the focus.
    swapped.current = true;
    refocus.current = document.activeElement?.matches(selector) ?? false;
  }
  useEffect(() => {
    if (!loaded || !refocus.current) return;
    refocus.current = false;
    document.querySelector<HTMLElement>(selector)?.focus();
  }, [loaded, selector]);

  if (loaded) {
    return (
      <TargetIdContext.Provider value={id}>
        <loaded.Menu {...props} defaultOpened={defaultOpened || openWhenLoaded}>
          {children}
        </loaded.Menu>
      </TargetIdContext.Provider>
    );
  }
  const target = Children.toArray(children).find(
    (child): child is ReactElement<{ children: TargetChild }> =>
      isValidElement(child) && child.type === Target,
  );
  const button = target?.props.children;
  if (!isValidElement(button)) return null;
  const load = () => void preloadMenu().catch(() => undefined);
  return cloneElement(button, {
    [TARGET_ATTRIBUTE]: id,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: load,
    onClick: (event: SyntheticEvent) => {
      button.props.onClick?.(event);
      setOpenWhenLoaded(true);
      load();
    },
  });
}

/** The loaded library; the parts below render only inside a loaded menu. */
function menu(): Library['Menu'] {
  if (!library) throw new Error('the menu library is not loaded');
  return library.Menu;
}

function Target({ children, ...props }: ComponentProps<typeof MantineMenu.Target>) {
  const id = useContext(TargetIdContext);
  const Loaded = menu().Target;
  return (
    <Loaded {...props}>
      {isValidElement(children)
        ? cloneElement(children as TargetChild, { [TARGET_ATTRIBUTE]: id })
        : children}
    </Loaded>
  );
}

type Parts = typeof MantineMenu;
type AnyProps = Record<string, unknown>;
const real = (part: 'Dropdown' | 'Item' | 'Label' | 'Divider') =>
  menu()[part] as unknown as (props: AnyProps) => ReactElement;

// The parts render the loaded library's own; typed as Mantine's below, polymorphic props included.
function Dropdown(props: AnyProps) {
  const Real = real('Dropdown');
  return <Real {...props} />;
}
function Item(props: AnyProps) {
  const Real = real('Item');
  return <Real {...props} />;
}
function Label(props: AnyProps) {
  const Real = real('Label');
  return <Real {...props} />;
}
function Divider(props: AnyProps) {
  const Real = real('Divider');
  return <Real {...props} />;
}

export const Menu = Object.assign(Root, {
  Target,
  Dropdown: Dropdown as unknown as Parts['Dropdown'],
  Item: Item as unknown as Parts['Item'],
  Label: Label as unknown as Parts['Label'],
  Divider: Divider as unknown as Parts['Divider'],
});

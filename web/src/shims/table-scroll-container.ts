import {
  type ComponentType,
  type CSSProperties,
  createElement,
  type ReactNode,
  useEffect,
  useState,
} from 'react';

/**
 * Stands in for Mantine's `Table.ScrollContainer` where its Table imports it (web/vite.config.ts):
 * the container brings Mantine's ScrollArea (about 5 KB gzipped), which every Table would otherwise
 * load, the shipment list included, though only administration tables use the container. The real
 * container loads with the administration routes (`router.tsx`) or when a container first renders;
 * until then it scrolls natively with the same minimum width (docs/decisions/0142). The shipment
 * list's route loads it beside its rows: swapping it when the library arrived mounted the list's
 * hundred rows again just after they became clickable. A container of type `native` needs no
 * library and is always this stand-in.
 */
interface Props {
  minWidth?: number | string;
  maxHeight?: number | string;
  type?: 'native' | 'scrollarea';
  children?: ReactNode;
  [prop: string]: unknown;
}

let Real: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;

/** Loads Mantine's container; a failed load is tried again by the next call. */
export function loadTableScrollContainer(): Promise<ComponentType<Props>> {
  loading ??= import('./table-scroll-container-library.ts').then(
    (module) => {
      Real = module.TableScrollContainer as unknown as ComponentType<Props>;
      return Real;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const size = (value: number | string | undefined) =>
  typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : value;

export function TableScrollContainer(props: Props) {
  // A native container needs no ScrollArea: it stays as it is, and a long table (the shipment
  // list) is not mounted a second time when the library arrives.
  const native = props.type === 'native';
  const [Loaded, setLoaded] = useState(() => (native ? undefined : Real));
  useEffect(() => {
    if (Loaded || native) return;
    let live = true;
    void loadTableScrollContainer().then(
      (component) => {
        if (live) setLoaded(() => component);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Loaded, native]);
  if (Loaded) return createElement(Loaded, props);
  const { minWidth, maxHeight, children } = props;
  const outer: CSSProperties = { overflow: 'auto', maxHeight: size(maxHeight) };
  return createElement(
    'div',
    { style: outer },
    createElement('div', { style: { minWidth: size(minWidth) } }, children),
  );
}

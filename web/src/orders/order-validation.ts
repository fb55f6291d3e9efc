import { startTransition, useEffect, useState } from 'react';
import { loadWhenIdle } from '../preload.ts';

/**
 * The order form's checks (`order-schema.ts`: the contract's schemas with zod, about 25 KB
 * gzipped) load after the form has rendered, so the form shows and takes input first
 * (docs/decisions/0143). Until they are there the form counts as not yet savable; a save or a
 * wizard step waits for them.
 */
type OrderSchema = typeof import('./order-schema.ts');

let loaded: OrderSchema | undefined;
let loading: Promise<OrderSchema> | undefined;

/** Loads the checks; a failed load is tried again by the next call. */
export function loadOrderSchema(): Promise<OrderSchema> {
  loading ??= import('./order-schema.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The checks once loaded; they start loading in the first idle moment after the form's first
 * render, and the form renders again with them as a transition, which typing interrupts.
 */
export function useOrderSchema(): OrderSchema | undefined {
  const [schema, setSchema] = useState(loaded);
  useEffect(() => {
    if (schema) return;
    let live = true;
    const take = (module: OrderSchema) => {
      if (live) startTransition(() => setSchema(module));
    };
    const cancel = loadWhenIdle([() => loadOrderSchema().then(take)]);
    return () => {
      live = false;
      cancel();
    };
  }, [schema]);
  return schema;
}

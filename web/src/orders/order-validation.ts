import { useEffect, useState } from 'react';

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

/** The checks once loaded (the form renders again then); starts loading them on first use. */
export function useOrderSchema(): OrderSchema | undefined {
  const [schema, setSchema] = useState(loaded);
  useEffect(() => {
    if (schema) return;
    let live = true;
    void loadOrderSchema().then(
      (module) => {
        if (live) setSchema(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schema]);
  return schema;
}

import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Stands in for `@floating-ui/react` where Mantine's ScrollArea imports it (web/vite.config.ts):
 * ScrollArea, part of every Table, uses nothing of it but this ref-merging hook, and the whole
 * floating library would otherwise load with the first screen (docs/decisions/0128). Mantine's
 * own hook does the same.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}

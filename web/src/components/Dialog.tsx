import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const loadModal = () => import('./DialogModal.tsx');
const DialogModal = lazy(() => loadModal().then(({ DialogModal }) => ({ default: DialogModal })));

/** Loads the modal ahead of its first use (see preload.ts). */
export function preloadDialog(): Promise<unknown> {
  return loadModal();
}

/**
 * Mantine's modal with a named close button (DialogModal.tsx). The modal, its focus trap and scroll
 * lock load when a dialog first opens, not with the first screen (docs/decisions/0128); once
 * opened, a dialog stays mounted, so it closes with its transition.
 */
export function Dialog(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal {...props} />
    </Suspense>
  );
}

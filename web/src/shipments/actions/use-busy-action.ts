import { useState } from 'react';
import { publishError } from '../../errors/backend-errors.ts';

/**
 * The action under way on shipments: `busy` names it, so that its button shows it loading, and a
 * failure goes to the error dialog.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (action: string, work: () => Promise<unknown>) => {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      publishError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

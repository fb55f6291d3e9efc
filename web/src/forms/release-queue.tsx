import { type ReactNode, startTransition, useEffect, useState } from 'react';

/*
 * A form's parts coming in one at a time (docs/decisions/0163, 0165): each part that waits registers
 * with the form's queue, which opens the waiting part with the lowest `order` first, in a task of its
 * own, and the next one only after that part has committed, so no single task mounts or swaps in
 * more than one part and a key press queued meanwhile is handled in between. The opening updates
 * the part's own state (it renders that part only) as a transition, rendered in slices that a key
 * press interrupts. React renders all pending transitions of a root together, so one that waits for
 * something elsewhere on the page (the shipment list around an edited order) holds a part's opening
 * back with it: a part not open after STUCK_MS opens with an ordinary update, and so do the queue's
 * later parts.
 */

const STUCK_MS = 1000;

interface Waiting {
  order: number;
  open: (urgent: boolean) => void;
}

export interface ReleaseQueue {
  /**
   * Queues a part; `open` is called when its turn comes, `urgent` once transitions got stuck. The
   * returned function takes it out of the queue: call it once the part has committed its opening
   * (an effect's cleanup) or unmounted.
   */
  register(order: number, open: (urgent: boolean) => void): () => void;
}

export function createReleaseQueue(): ReleaseQueue {
  const waiting: Waiting[] = [];
  let opening: Waiting | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stuck: ReturnType<typeof setTimeout> | undefined;
  let urgent = false;
  const next = () => {
    if (opening || timer !== undefined || waiting.length === 0) return;
    // In a task of its own: what the browser has queued meanwhile (a key press) goes first.
    timer = setTimeout(() => {
      timer = undefined;
      if (opening || waiting.length === 0) return;
      waiting.sort((a, b) => a.order - b.order);
      const entry = waiting.shift();
      if (!entry) return;
      opening = entry;
      entry.open(urgent);
      if (!urgent)
        stuck = setTimeout(() => {
          if (opening !== entry) return;
          urgent = true;
          entry.open(true);
        }, STUCK_MS);
    }, 0);
  };
  return {
    register(order, open) {
      const entry = { order, open };
      waiting.push(entry);
      next();
      return () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        if (opening === entry) {
          opening = undefined;
          clearTimeout(stuck);
        }
        next();
      };
    },
  };
}

/**
 * Opens once `queue` comes to it: `useReleased(queue, order, ready)` is false until then, and true
 * from the start when `initially` is. `ready` (when given) is awaited before the part joins the
 * queue.
 */
export function useReleased(
  queue: ReleaseQueue,
  order: number,
  initially = false,
  ready?: () => Promise<unknown>,
): boolean {
  const [open, setOpen] = useState(initially);
  useEffect(() => {
    if (open) return;
    let live = true;
    let leave: (() => void) | undefined;
    const join = () => {
      if (live)
        leave = queue.register(order, (urgent) => {
          if (urgent) setOpen(true);
          else startTransition(() => setOpen(true));
        });
    };
    if (ready) ready().then(join, join);
    else join();
    // Leaves the queue when the opening has committed (open changed) or the part unmounts.
    return () => {
      live = false;
      leave?.();
    };
  }, [open, queue, order, ready]);
  return open;
}

/** Mounts its children when `queue` comes to it (a part of a form below the first screen). */
export function ProgressiveMount({
  queue,
  order,
  children,
}: {
  queue: ReleaseQueue;
  order: number;
  children: ReactNode;
}) {
  return useReleased(queue, order) ? children : null;
}

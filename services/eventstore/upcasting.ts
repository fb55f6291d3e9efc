import type { RecordedEvent } from './port.ts';

/** Lifts the data of one event type from `fromVersion` to `fromVersion + 1`. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown, event: RecordedEvent): unknown;
}

export type UpcastEvent = (event: RecordedEvent) => RecordedEvent;

/**
 * Stored events keep the shape they were written with; readers always get the newest shape. The
 * chain of one type runs step by step (1 -> 2 -> 3), so an upcaster is written once per change.
 */
export function createUpcasting(upcasters: Upcaster[]): UpcastEvent {
  const steps = new Map<string, Upcaster>();
  for (const upcaster of upcasters) {
    const key = `${upcaster.type}@${upcaster.fromVersion}`;
    if (steps.has(key)) throw new Error(`two upcasters for ${key}`);
    steps.set(key, upcaster);
  }
  if (steps.size === 0) return (event) => event;
  return (event) => {
    let current = event;
    for (;;) {
      const step = steps.get(`${current.type}@${current.schemaVersion}`);
      if (!step) return current;
      current = {
        ...current,
        data: step.upcast(current.data, current),
        schemaVersion: current.schemaVersion + 1,
      };
    }
  };
}

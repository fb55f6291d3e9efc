import {
  ERASED_EMAIL,
  ERASED_TEXT,
  type EventForSealing,
  erasedValue,
  type PersonalFields,
  personalFieldsOf,
} from '../../../contracts/personal-data.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../port.ts';
import { decrypt, encrypt } from './cipher.ts';
import { copyAlong, setAt, valueAt } from './paths.ts';
import type { PersonalDataVault } from './vault.ts';

/** The stored envelope's version: events without the envelope were stored in plaintext and read as they are. */
const ENVELOPE_VERSION = 1;
export const ENVELOPE = 'personalData';

/** One subject's values of one event, sealed: the subject id, the paths and the ciphertext. */
interface SealedGroup {
  s: string;
  p: string[];
  c: string;
}

interface Envelope {
  v: number;
  sealed: SealedGroup[];
}

/**
 * Between the events of the deciders and what the adapters store: `seal` replaces the personal values
 * the contracts declare (`personalFieldsOf`) by their erased form and keeps them encrypted under the
 * subject's key in the metadata's envelope; `open` puts them back while the key exists.
 */
export interface PersonalDataSealing {
  seal(events: NewEvent[]): Promise<NewEvent[]>;
  open(events: RecordedEvent[]): Promise<RecordedEvent[]>;
}

const aad = (eventId: string, subjectId: string) => `${eventId}/${subjectId}`;

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== ERASED_TEXT && value !== ERASED_EMAIL;

export function createPersonalDataSealing(
  vault: PersonalDataVault,
  declare: (event: EventForSealing) => PersonalFields[] = personalFieldsOf,
): PersonalDataSealing {
  return {
    async seal(events) {
      const planned = events.map((event) => {
        const root = { data: event.data, metadata: event.metadata as Record<string, unknown> };
        const groups = declare({ type: event.type, data: event.data, metadata: root.metadata }).flatMap(
          (group) => {
            const paths = group.paths.filter((path) => present(valueAt(root, path)));
            return paths.length > 0 ? [{ ...group, paths }] : [];
          },
        );
        return { event, root, groups };
      });
      const wanted = planned.flatMap(({ groups }) => groups);
      if (wanted.length === 0) return events;
      const keys = await vault.subjectKeys(wanted);
      let next = 0;
      return planned.map(({ event, root, groups }) => {
        if (groups.length === 0) return event;
        const copy = copyAlong(
          root,
          groups.flatMap((group) => group.paths),
        );
        const sealed: SealedGroup[] = [];
        for (const group of groups) {
          const subject = keys[next++] as { id: string; key: Buffer | null };
          const values = group.paths.map((path) => valueAt(copy, path));
          for (const path of group.paths) setAt(copy, path, erasedValue(valueAt(copy, path)));
          // A subject erased a moment ago has no key: its new values are stored erased.
          if (!subject.key) continue;
          sealed.push({
            s: subject.id,
            p: group.paths,
            c: encrypt(subject.key, JSON.stringify(values), aad(event.id, subject.id)),
          });
        }
        const envelope: Envelope = { v: ENVELOPE_VERSION, sealed };
        return {
          ...event,
          data: copy.data,
          metadata: { ...(copy.metadata as EventMetadata), [ENVELOPE]: envelope },
        };
      });
    },

    async open(events) {
      const ids: string[] = [];
      for (const event of events) {
        const envelope = event.metadata[ENVELOPE] as Envelope | undefined;
        if (envelope) for (const group of envelope.sealed) ids.push(group.s);
      }
      if (ids.length === 0) return events;
      const keys = await vault.keysOf(ids);
      return events.map((event) => {
        const envelope = event.metadata[ENVELOPE] as Envelope | undefined;
        if (!envelope) return event;
        const { [ENVELOPE]: _envelope, ...metadata } = event.metadata;
        const root = { data: event.data, metadata: metadata as Record<string, unknown> };
        for (const group of envelope.sealed) {
          const key = keys.get(group.s);
          if (!key) continue;
          const values = JSON.parse(decrypt(key, group.c, aad(event.id, group.s))) as unknown[];
          group.p.forEach((path, index) => {
            setAt(root, path, values[index]);
          });
        }
        return { ...event, data: root.data, metadata: root.metadata as EventMetadata };
      });
    },
  };
}

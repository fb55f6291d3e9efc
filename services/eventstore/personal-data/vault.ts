import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DataSubject } from '../../../contracts/personal-data.ts';
import { newKey } from './cipher.ts';

export interface SubjectKey {
  id: string;
  /** Null once the subject is erased. */
  key: Buffer | null;
}

/** What a party's erasure reaches: the shipments it appears in and what derives from them. */
export interface SubjectReach {
  contexts: string[];
  /** Subjects of kind `shipment` and `mail` of those shipments that still have their keys. */
  derived: string[];
}

/**
 * The key table (`personal_data_subjects`): one AES-256 key per data subject. Events name subjects
 * only by a random id; the table keeps a hash of the identity to find a subject again, and both the
 * hash and the key are removed when the subject is erased.
 */
export interface PersonalDataVault {
  /** Ids and keys of the subjects, in order, created when new; each linked to its contexts. */
  subjectKeys(subjects: { subject: DataSubject; contexts: string[] }[]): Promise<SubjectKey[]>;
  /** Keys by subject id; erased or unknown subjects map to null. */
  keysOf(ids: string[]): Promise<Map<string, Buffer | null>>;
  /** The subject's id while it is not erased. */
  findSubject(subject: DataSubject): Promise<string | null>;
  reach(subjectId: string): Promise<SubjectReach>;
  /** Destroys the keys; every process drops its cached copies. */
  erase(ids: string[]): Promise<void>;
  close(): Promise<void>;
}

export const ERASED_CHANNEL = 'portal_personal_data_erased';
/** How long a cached key serves when a notification of an erasure is lost. */
const CACHE_MS = 60_000;
const CACHE_ENTRIES = 200_000;

export function lookupOf(subject: DataSubject): string {
  return createHash('sha256')
    .update([subject.kind, ...subject.identity].join('\u0000'))
    .digest('hex');
}

interface StoredRow {
  id: string;
  lookup: string;
  key: Buffer | null;
}

/** One caller's new subjects (by lookup) and new links (to a known id, or to a new subject's lookup). */
interface SubjectSave {
  missing: Map<string, DataSubject>;
  linkLookups: (string | null)[];
  linkIds: (string | null)[];
  linkContexts: string[];
}

/** Stores the missing subjects and all new links together; answers the subjects' rows. */
const STORE_SUBJECTS = `with stored as (
  insert into personal_data_subjects (id, kind, lookup, key)
  select * from unnest($1::uuid[], $2::text[], $3::text[], $4::bytea[])
  on conflict (lookup) do update set lookup = excluded.lookup
  returning id, lookup, key
), linked as (
  insert into personal_data_contexts (subject_id, context)
  select coalesce(link.id, stored.id), link.context
  from unnest($5::text[], $6::uuid[], $7::text[]) as link(lookup, id, context)
  left join stored on stored.lookup = link.lookup
  on conflict do nothing
)
select id, lookup, key from stored`;

interface Cached<T> {
  value: T;
  until: number;
}

class Cache<T> {
  #entries = new Map<string, Cached<T>>();

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.#entries.size >= CACHE_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { value, until: Date.now() + CACHE_MS });
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The vault on PostgreSQL, used by both event store adapters (the EventStoreDB one too: the portal's
 * own database always runs). Keys and links are cached per process; an erasure NOTIFYs every process
 * to drop its caches, and cached keys expire after a minute in case a notification is lost.
 */
export function createPersonalDataVault(options: { connectionString: string }): PersonalDataVault {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: 4,
    application_name: 'freight-portal-personal-data',
    connectionTimeoutMillis: 3000,
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const bySubject = new Cache<SubjectKey>();
  const keys = new Cache<Buffer | null>();
  const links = new Cache<true>();
  const clearCaches = () => {
    bySubject.clear();
    keys.clear();
    links.clear();
  };

  const erasures = erasureListener(options.connectionString, clearCaches);
  const store = batchedSubjectStore(pool);

  return {
    async subjectKeys(subjects) {
      void erasures.listen();
      const lookups = subjects.map(({ subject }) => lookupOf(subject));
      // Taken once: a cached key may expire while the missing ones are stored.
      const cached = lookups.map((lookup) => bySubject.get(lookup));
      const stored = new Map<string, SubjectKey>();
      const save = subjectSave(subjects, lookups, cached, links);
      if (save.missing.size > 0 || save.linkContexts.length > 0) {
        const rows = await store(save);
        for (const row of rows) {
          stored.set(row.lookup, { id: row.id, key: row.key });
          bySubject.set(row.lookup, { id: row.id, key: row.key });
          keys.set(row.id, row.key);
        }
      }
      const found = lookups.map((lookup, index) => {
        const subjectKey = cached[index] ?? stored.get(lookup);
        if (!subjectKey) throw new Error('personal data subject was not stored');
        return subjectKey;
      });
      subjects.forEach(({ contexts }, index) => {
        const id = found[index]?.id as string;
        for (const context of contexts) links.set(`${id}\u0000${context}`, true);
      });
      return found;
    },

    async keysOf(ids) {
      void erasures.listen();
      const result = new Map<string, Buffer | null>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const cached = keys.get(id);
        if (cached === undefined) missing.push(id);
        else result.set(id, cached);
      }
      if (missing.length > 0) {
        const { rows } = await pool.query<{ id: string; key: Buffer | null }>(
          'select id, key from personal_data_subjects where id = any($1::uuid[])',
          [missing],
        );
        for (const id of missing) {
          const key = rows.find((row) => row.id === id)?.key ?? null;
          keys.set(id, key);
          result.set(id, key);
        }
      }
      return result;
    },

    async findSubject(subject) {
      const { rows } = await pool.query<{ id: string }>(
        'select id from personal_data_subjects where lookup = $1 and key is not null',
        [lookupOf(subject)],
      );
      return rows[0]?.id ?? null;
    },

    reach: (subjectId) => reachOf(pool, subjectId),

    async erase(ids) {
      if (ids.length === 0) return;
      await pool.query(
        `update personal_data_subjects set key = null, lookup = null, erased_at = now()
         where id = any($1::uuid[])`,
        [ids],
      );
      clearCaches();
      await pool.query(`notify ${ERASED_CHANNEL}`);
    },

    async close() {
      await erasures.close();
      await pool.end();
    },
  };
}

/**
 * Listens for erasures in other processes. Until it listens, and whenever its connection fails, the
 * caches serve a minute at most; the next use of the vault listens again.
 */
function erasureListener(connectionString: string, onErased: () => void) {
  let listener: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;
  return {
    listen() {
      listening ??= (async () => {
        const client = new pg.Client({ connectionString, application_name: 'freight-portal-personal-data' });
        client.on('notification', onErased);
        client.on('error', () => {
          listener = null;
          listening = null;
          onErased();
        });
        try {
          await client.connect();
          await client.query(`listen ${ERASED_CHANNEL}`);
          if (closed) await client.end();
          else listener = client;
        } catch {
          listening = null;
        }
      })();
      return listening;
    },
    async close() {
      closed = true;
      await listening;
      await listener?.end().catch(() => undefined);
    },
  };
}

/**
 * What `subjectKeys` has to store: the subjects not cached (by lookup), and the new links. Links of
 * subjects already known go by id; those of missing subjects by lookup (their ids come from the
 * insert). One statement stores the missing subjects and all new links together.
 */
function subjectSave(
  subjects: { subject: DataSubject; contexts: string[] }[],
  lookups: string[],
  cached: (SubjectKey | undefined)[],
  links: Cache<true>,
): SubjectSave {
  const missing = new Map<string, DataSubject>();
  lookups.forEach((lookup, index) => {
    const subject = subjects[index]?.subject;
    if (subject && !cached[index]) missing.set(lookup, subject);
  });
  const linkLookups: (string | null)[] = [];
  const linkIds: (string | null)[] = [];
  const linkContexts: string[] = [];
  const listed = new Set<string>();
  subjects.forEach(({ contexts }, index) => {
    const known = cached[index];
    for (const context of contexts) {
      const link = `${known ? known.id : lookups[index]}\u0000${context}`;
      if ((known && links.get(link)) || listed.has(link)) continue;
      listed.add(link);
      linkLookups.push(known ? null : (lookups[index] as string));
      linkIds.push(known ? known.id : null);
      linkContexts.push(context);
    }
  });
  return { missing, linkLookups, linkIds, linkContexts };
}

/**
 * Stores new subjects and links. The saves that arrive while one statement runs go together in the
 * next (decision 0158): the items of a batch save their new subjects at once, one round trip for
 * all of them. Each caller gets its own subjects' rows; when a shared statement fails, each of its
 * saves runs once more on its own, so one save's failure stays its own.
 */
function batchedSubjectStore(pool: pg.Pool): (save: SubjectSave) => Promise<StoredRow[]> {
  let waiting: { save: SubjectSave; done: PromiseWithResolvers<StoredRow[]> }[] = [];
  let storing = false;
  const storeWaiting = async () => {
    storing = true;
    while (waiting.length > 0) {
      const taken = waiting;
      waiting = [];
      try {
        const rows = await storeSubjects(
          pool,
          taken.map((entry) => entry.save),
        );
        for (const entry of taken)
          entry.done.resolve(rows.filter((row) => entry.save.missing.has(row.lookup)));
      } catch (error) {
        if (taken.length === 1) taken[0]?.done.reject(error);
        else
          for (const entry of taken)
            await storeSubjects(pool, [entry.save]).then(entry.done.resolve, entry.done.reject);
      }
    }
    storing = false;
  };
  return (save) => {
    const done = Promise.withResolvers<StoredRow[]>();
    waiting.push({ save, done });
    if (!storing) void storeWaiting();
    return done.promise;
  };
}

/** One statement for the saves together: their missing subjects, each with a new key, and their links. */
async function storeSubjects(pool: pg.Pool, saves: SubjectSave[]) {
  const subjects = new Map<string, DataSubject>();
  const linkLookups: (string | null)[] = [];
  const linkIds: (string | null)[] = [];
  const linkContexts: string[] = [];
  for (const save of saves) {
    for (const [lookup, subject] of save.missing) subjects.set(lookup, subject);
    linkLookups.push(...save.linkLookups);
    linkIds.push(...save.linkIds);
    linkContexts.push(...save.linkContexts);
  }
  const entries = [...subjects.entries()];
  const { rows } = await pool.query<StoredRow>(STORE_SUBJECTS, [
    entries.map(() => randomUUID()),
    entries.map(([, subject]) => subject.kind),
    entries.map(([lookup]) => lookup),
    entries.map(() => newKey()),
    linkLookups,
    linkIds,
    linkContexts,
  ]);
  return rows;
}

/** The contexts the subject appears in, and the shipment and mail subjects of those that still have keys. */
async function reachOf(pool: pg.Pool, subjectId: string): Promise<SubjectReach> {
  const { rows: contexts } = await pool.query<{ context: string }>(
    'select context from personal_data_contexts where subject_id = $1 order by context',
    [subjectId],
  );
  const { rows: derived } = await pool.query<{ id: string }>(
    `select distinct s.id
     from personal_data_contexts as mine
     join personal_data_contexts as other on other.context = mine.context
     join personal_data_subjects as s on s.id = other.subject_id
     where mine.subject_id = $1 and s.kind in ('shipment', 'mail') and s.key is not null`,
    [subjectId],
  );
  return { contexts: contexts.map((row) => row.context), derived: derived.map((row) => row.id) };
}

import type pg from 'pg';

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escaped = (text: string) =>
  SPECIAL.test(text) ? text.replace(SPECIALS, (character) => ESCAPED[character] ?? character) : text;

const NULL = '\\N';

/**
 * One column's value in COPY's text format: `\N` for null, backslash, tab and line breaks escaped,
 * other objects as JSON (for json and jsonb columns). A value JSON has no form for (an invalid
 * date, NaN) is null, as it would be in a JSON document of the rows.
 */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return NULL;
  if (typeof value === 'string') return escaped(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : NULL;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toJSON() ?? NULL;
  return escaped(JSON.stringify(value));
}

/** A row in COPY's text format, the values in the order of the statement's columns. */
export function copyLine(values: readonly unknown[]): string {
  let line = copyValue(values[0]);
  for (let index = 1; index < values.length; index++) line += `\t${copyValue(values[index])}`;
  return `${line}\n`;
}

/** Bytes of each chunk a `CopyRows` fills before it starts the next. */
const CHUNK_BYTES = 1 << 20;

/**
 * The rows of one `COPY ... FROM STDIN`, encoded as they are added into buffers of about a megabyte:
 * a batch's data never becomes one long string that has to be flattened and encoded in one piece,
 * and the chunks are sent as they are.
 */
export class CopyRows {
  readonly chunks: Buffer[] = [];
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  /** Rows added so far. */
  rows = 0;

  /** Adds one line from `copyLine` (or built alike: tab-separated values from `copyValue`, ending in a line break). */
  add(line: string): void {
    // UTF-8 takes at most three bytes per UTF-16 code unit.
    const most = line.length * 3;
    if (CHUNK_BYTES - this.used < most) {
      this.seal();
      if (most > CHUNK_BYTES) {
        this.chunks.push(Buffer.from(line));
        this.rows++;
        return;
      }
    }
    this.used += this.buffer.write(line, this.used);
    this.rows++;
  }

  /** The chunks with every row added; adding more afterwards starts a new chunk. */
  done(): Buffer[] {
    this.seal();
    return this.chunks;
  }

  private seal() {
    if (this.used === 0) return;
    this.chunks.push(this.buffer.subarray(0, this.used));
    this.buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
  }
}

/** What a COPY sends: lines from `copyLine` in one string, or the chunks of a `CopyRows`. */
export type CopyData = string | CopyRows;

/** pg's connection sends the copy messages; its types leave them out. */
type CopyConnection = pg.Connection & { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void };

/**
 * `COPY ... FROM STDIN` for pg's clients, which have no stream of their own for it: sends `data`
 * (lines from `copyLine`, or a `CopyRows`' chunks) and resolves with the rows copied. The client must not run
 * anything else meanwhile (it queues other queries behind this one).
 */
class CopyFrom implements pg.Submittable {
  private error: Error | undefined;
  private rows = 0;
  private readonly statement: string;
  private readonly data: CopyData;
  private readonly done: (error: Error | undefined, rows: number) => void;
  constructor(statement: string, data: CopyData, done: (error: Error | undefined, rows: number) => void) {
    this.statement = statement;
    this.data = data;
    this.done = done;
  }
  submit(connection: pg.Connection) {
    connection.query(this.statement);
  }
  handleCopyInResponse(connection: CopyConnection) {
    // The protocol's messages carry at most 1 GB; a batch's rows are far below that.
    if (typeof this.data === 'string') connection.sendCopyFromChunk(Buffer.from(this.data));
    else for (const chunk of this.data.done()) connection.sendCopyFromChunk(chunk);
    connection.endCopyFrom();
  }
  handleCommandComplete(message: { text?: string }) {
    this.rows = Number(message.text?.split(' ')[1] ?? 0);
  }
  handleError(error: Error) {
    // After an error the client hands ReadyForQuery to nobody: this is the last call.
    this.error = error;
    this.done(error, 0);
  }
  handleReadyForQuery() {
    if (!this.error) this.done(undefined, this.rows);
  }
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handleCopyData() {}
  handlePortalSuspended() {}
}

export function copyFrom(client: pg.ClientBase, statement: string, data: CopyData): Promise<number> {
  return new Promise((resolve, reject) => {
    client.query(new CopyFrom(statement, data, (error, rows) => (error ? reject(error) : resolve(rows))));
  });
}

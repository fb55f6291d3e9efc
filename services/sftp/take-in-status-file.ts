import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Principal } from '../../contracts/access.ts';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { DomainError, NotFoundError } from '../domain/errors.ts';
import { deterministicUuid } from '../domain/ids.ts';
import type { EventStore } from '../eventstore/port.ts';
import { BoundedWorkerError, runInBoundedWorker } from '../files/bounded-worker.ts';
import { reportShipmentStatus } from '../shipments/statuses.ts';
import {
  aperakMessage,
  contrlMessage,
  controlReference,
  type InterchangeOutcome,
  type MessageOutcome,
} from './acknowledgements.ts';
import type { IftstaContent, IftstaMessage, IftstaReport } from './iftsta.ts';
import type { Inbox, InboxFile } from './inbox.ts';
import { STATUS_USERNAME } from './service-account.ts';

/**
 * One IFTSTA file of the forwarder's status account (docs/decisions/0231): read in a bounded
 * worker, and every report of it recorded through the same use case as
 * POST /api/shipments/{n}/statuses, message by message. Statuses are facts independent of each
 * other: a refused report (an unknown shipment, one not commissioned, a code the portal does not
 * read) does not hold back the others. A file whose reports were all recorded moves to processed/;
 * one with refused reports to error/ with a report naming them. A CONTRL and an APERAK go to the
 * account's outbox/ either way. Reports are idempotent by their id, so a file sent again records
 * nothing twice.
 */

export interface StatusFileDeps {
  db: Db;
  eventStore: EventStore;
  log: Logger;
  config: Pick<Config, 'FILE_PARSE_TIMEOUT_MS' | 'FILE_PARSE_MEMORY_MB'>;
}

/** Whom the recorded reports name: the forwarder's status account, reporting as the forwarder. */
export function statusAccountPrincipal(): Principal {
  return {
    subject: `sftp:${STATUS_USERNAME}`,
    username: 'sftp-status',
    email: '',
    firstName: 'SFTP',
    lastName: 'Status',
    fullName: 'SFTP-Status',
    phone: '',
    roles: ['Admin'],
    customerIds: [],
  };
}

/** The reports of the file, or its problems as a whole (no EDIFACT, beyond the bounds, ...). */
async function readStatusFile(deps: StatusFileDeps, data: Buffer): Promise<IftstaContent> {
  try {
    return await runInBoundedWorker<{ data: Uint8Array }, IftstaContent>(
      new URL('./iftsta.ts', import.meta.url),
      'iftstaFileContent',
      { data },
      { timeoutMs: deps.config.FILE_PARSE_TIMEOUT_MS, maxMemoryMb: deps.config.FILE_PARSE_MEMORY_MB },
    );
  } catch (error) {
    if (!(error instanceof BoundedWorkerError) || error.reason === 'busy') throw error;
    return {
      messages: [],
      errors: [{ position: 0, message: `the file could not be read: ${error.message}` }],
    };
  }
}

/** Whether a report was recorded now or known already, or why it was refused. */
async function record(
  deps: StatusFileDeps,
  file: { hash: string; now: Date },
  { shipmentNumber, report, position }: IftstaReport,
): Promise<'RECORDED' | 'DUPLICATE' | { refused: string }> {
  try {
    const result = await reportShipmentStatus(
      {
        db: deps.db,
        eventStore: deps.eventStore,
        readModelWaitMs: 0,
        principal: statusAccountPrincipal(),
        correlationId: `sftp-status-${file.hash.slice(0, 16)}`,
        now: file.now,
        eventId: (index) => deterministicUuid('iftsta', shipmentNumber, report.reportId, String(index)),
      },
      shipmentNumber,
      report,
    );
    return result.outcome;
  } catch (error) {
    const where = `segment ${position} STS, shipment "${shipmentNumber}", report "${report.reportId}"`;
    if (error instanceof NotFoundError) return { refused: `${where}: no such shipment` };
    if (error instanceof DomainError && error.code === 'shipment.status.not-commissioned')
      return {
        refused: `${where}: the shipment is not commissioned (FINALIZED or CARGO_LIST_CREATED), so it takes no status`,
      };
    // Anything else (the database away, ...) leaves the file for the next run.
    throw error;
  }
}

/** Each message's reports recorded; answers each message's refusals, the file's problems first. */
async function recordMessages(
  deps: StatusFileDeps,
  file: { hash: string; now: Date },
  messages: IftstaMessage[],
): Promise<Counted & { refused: Map<IftstaMessage, string[]> }> {
  const counted = { recorded: 0, known: 0 };
  const refused = new Map<IftstaMessage, string[]>();
  for (const message of messages) {
    const lines = message.problems.map((problem) => problem.message);
    for (const report of message.reports) {
      const outcome = await record(deps, file, report);
      if (outcome === 'RECORDED') counted.recorded++;
      else if (outcome === 'DUPLICATE') counted.known++;
      else lines.push(outcome.refused);
    }
    refused.set(message, lines);
  }
  return { ...counted, refused };
}

/** Reports recorded now, and reports recorded before (the same report id). */
interface Counted {
  recorded: number;
  known: number;
}

/** The report beside a file with refused reports: what was recorded, and each refusal. */
export function statusFileReport(
  name: string,
  { recorded, known }: Counted,
  lines: readonly string[],
): string {
  return [
    `${name}: ${recorded} status report${recorded === 1 ? '' : 's'} recorded, ${known} recorded before, ${lines.length} refused.`,
    'The recorded ones stay recorded. Correct the refused ones and send them again (a report sent twice is recorded once).',
    '',
    ...lines,
    '',
  ].join('\n');
}

/** CONTRL and APERAK of the file, one APERAK message per received message. */
function acknowledgements(
  content: IftstaContent,
  refused: Map<IftstaMessage, string[]>,
  file: { hash: string; now: Date },
) {
  const { envelope } = content;
  if (!envelope) return [];
  const fileLines = content.errors.map((error) => error.message);
  const messages: MessageOutcome[] = envelope.messages.map((received) => {
    const read = content.messages.find((message) => message.first === received.first);
    const problems = (read && refused.get(read)) ?? [];
    return {
      message: received,
      syntaxErrors: [],
      problems,
      accepted: fileLines.length === 0 && problems.length === 0,
    };
  });
  const outcome: InterchangeOutcome = {
    received: envelope,
    accepted: fileLines.length === 0,
    interchangeErrors: content.errors.map((error) => ({
      row: error.position,
      column: '',
      message: error.message,
    })),
    ...(fileLines.length > 0 ? { refusal: { code: 'FILE' as const, lines: fileLines } } : {}),
    messages,
  };
  const sending = { now: file.now, test: false };
  return [
    {
      suffix: '.contrl.edi',
      data: contrlMessage(outcome, { ...sending, reference: controlReference('C', file.hash, file.now) }),
    },
    {
      suffix: '.aperak.edi',
      data: aperakMessage(outcome, { ...sending, reference: controlReference('A', file.hash, file.now) }),
    },
  ];
}

/**
 * Takes in one settled file of the status account's inbox/. A problem of the interchange as a whole
 * (no EDIFACT, its envelope) records nothing; otherwise every readable report is recorded.
 */
export async function takeInStatusFile(
  deps: StatusFileDeps,
  inbox: Inbox,
  entry: InboxFile,
  now = new Date(),
): Promise<'processed' | 'refused'> {
  const data = await inbox.read(entry.name);
  const file = { hash: createHash('sha256').update(data).digest('hex'), now };
  const content = await readStatusFile(deps, data);
  const { refused, ...counted } =
    content.errors.length > 0
      ? { recorded: 0, known: 0, refused: new Map<IftstaMessage, string[]>() }
      : await recordMessages(deps, file, content.messages);
  const lines = [...content.errors.map((error) => error.message), ...[...refused.values()].flat()];
  const acks = acknowledgements(content, refused, file);
  if (acks.length > 0) await inbox.acknowledge(entry.name, acks);
  deps.log.info({ file: entry.name, ...counted, refused: lines.length }, 'sftp status file taken in');
  if (lines.length === 0) {
    await inbox.accept(entry.name);
    return 'processed';
  }
  await inbox.refuse(entry.name, statusFileReport(entry.name, counted, lines));
  return 'refused';
}

import { SFTP_SERVICE_STREAM, type SftpSwitchEventType, sftpSwitchEventTypes } from '../../contracts/sftp.ts';
import type { EventStore } from '../eventstore/port.ts';

export interface SftpSwitchState {
  enabled: boolean;
  changedAt: string | null;
  changedBy: string | null;
  /** Version of the stream; -1 on a fresh install (stopped). */
  version: number;
}

/** The switch folded from its stream: stopped until someone starts it. */
export async function readSftpSwitch(eventStore: EventStore): Promise<SftpSwitchState> {
  let state: SftpSwitchState = { enabled: false, changedAt: null, changedBy: null, version: -1 };
  for (const event of await eventStore.readStream(SFTP_SERVICE_STREAM)) {
    if (!sftpSwitchEventTypes.includes(event.type as SftpSwitchEventType)) continue;
    const data = event.data as { at: string; by: string };
    state = {
      enabled: event.type === 'SftpIngestionStarted',
      changedAt: data.at,
      changedBy: data.by,
      version: event.streamVersion,
    };
  }
  return state;
}

/**
 * Starts or stops the SFTP processing: one event when the state changes, none when it is already
 * so. The append expects the version it read, so two admins switching at once cannot both win
 * unnoticed (the second gets a WrongExpectedVersionError).
 */
export async function switchSftp(
  eventStore: EventStore,
  enabled: boolean,
  by: { username: string; fullName: string; subject: string },
  correlationId: string,
  now = new Date(),
): Promise<{ state: SftpSwitchState; checkpoint?: string }> {
  const current = await readSftpSwitch(eventStore);
  if (current.enabled === enabled && current.version >= 0) return { state: current };
  if (!enabled && current.version < 0) return { state: current };
  const at = now.toISOString();
  const result = await eventStore.appendToStream(
    SFTP_SERVICE_STREAM,
    [
      {
        id: crypto.randomUUID(),
        type: enabled ? 'SftpIngestionStarted' : 'SftpIngestionStopped',
        data: { at, by: by.username },
        metadata: {
          time: at,
          userId: by.subject,
          userLogin: by.username,
          userFullName: by.fullName,
          correlationId,
        },
      },
    ],
    { expected: current.version < 0 ? 'no_stream' : current.version },
  );
  return {
    state: { enabled, changedAt: at, changedBy: by.username, version: result.nextExpectedVersion },
    checkpoint: result.checkpoint,
  };
}

import { SFTP_SERVICE_STREAM } from '../../contracts/sftp.ts';
import type { Actor } from '../access/index.ts';
import { type SftpSwitchState, sftpSwitchDecider } from '../domain/sftp-switch/sftp-switch.ts';
import { type EventStore, handleCommand, loadAggregate } from '../eventstore/index.ts';

export type { SftpSwitchState };

/** The switch folded from its stream: stopped until someone starts it. */
export async function readSftpSwitch(eventStore: EventStore): Promise<SftpSwitchState> {
  return (await loadAggregate(eventStore, SFTP_SERVICE_STREAM, sftpSwitchDecider)).state;
}

/**
 * Starts or stops the SFTP processing: one event when the state changes, none when it is already
 * so. The append expects the version it read, so two admins switching at once cannot both win
 * unnoticed (the second gets 409).
 */
export async function switchSftp(
  eventStore: EventStore,
  actor: Actor,
  enabled: boolean,
): Promise<SftpSwitchState> {
  const at = actor.now.toISOString();
  const handled = await handleCommand(
    eventStore,
    SFTP_SERVICE_STREAM,
    sftpSwitchDecider,
    { type: 'SwitchSftp', data: { enabled, by: actor.principal.username, now: at } },
    {
      metadata: {
        time: at,
        userId: actor.principal.subject,
        userLogin: actor.principal.username,
        userFullName: actor.principal.fullName,
        correlationId: actor.correlationId,
      },
    },
  );
  return handled.state;
}

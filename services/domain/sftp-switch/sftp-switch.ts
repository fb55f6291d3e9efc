import type { SftpSwitchEvent } from '../../../contracts/sftp.ts';

export type { SftpSwitchEvent };

/**
 * The SFTP processing switch as an aggregate: stopped until an administrator starts it. A switch to
 * the state it is already in records nothing.
 */
export type SwitchSftp = { type: 'SwitchSftp'; data: { enabled: boolean; by: string; now: string } };

export interface SftpSwitchState {
  enabled: boolean;
  changedAt: string | null;
  changedBy: string | null;
}

export const initialSftpSwitchState: SftpSwitchState = { enabled: false, changedAt: null, changedBy: null };

export function evolveSftpSwitch(state: SftpSwitchState, event: SftpSwitchEvent): SftpSwitchState {
  switch (event.type) {
    case 'SftpIngestionStarted':
      return { enabled: true, changedAt: event.data.at, changedBy: event.data.by };
    case 'SftpIngestionStopped':
      return { enabled: false, changedAt: event.data.at, changedBy: event.data.by };
    default:
      // Events of other kinds on the stream leave the switch as it is.
      return state;
  }
}

export function decideSftpSwitch(command: SwitchSftp, state: SftpSwitchState): SftpSwitchEvent[] {
  const { enabled, by, now } = command.data;
  if (state.enabled === enabled) return [];
  return [{ type: enabled ? 'SftpIngestionStarted' : 'SftpIngestionStopped', data: { at: now, by } }];
}

export const sftpSwitchDecider = {
  initialState: initialSftpSwitchState,
  evolve: evolveSftpSwitch,
  decide: decideSftpSwitch,
};

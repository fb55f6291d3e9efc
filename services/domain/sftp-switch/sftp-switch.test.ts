import { describe, expect, it } from 'vitest';
import { decideSftpSwitch, evolveSftpSwitch, initialSftpSwitchState } from './sftp-switch.ts';

const now = '2026-11-23T08:00:00.000Z';

describe('the SFTP processing switch', () => {
  it('given a fresh install, when started, then it records the start and is on', () => {
    const events = decideSftpSwitch(
      { type: 'SwitchSftp', data: { enabled: true, by: 'admin', now } },
      initialSftpSwitchState,
    );
    expect(events).toEqual([{ type: 'SftpIngestionStarted', data: { at: now, by: 'admin' } }]);
    expect(events.reduce(evolveSftpSwitch, initialSftpSwitchState)).toEqual({
      enabled: true,
      changedAt: now,
      changedBy: 'admin',
    });
  });

  it('given a stopped switch, when stopped again, then nothing is recorded', () => {
    expect(
      decideSftpSwitch(
        { type: 'SwitchSftp', data: { enabled: false, by: 'admin', now } },
        initialSftpSwitchState,
      ),
    ).toEqual([]);
  });

  it('given a started switch, when stopped, then it records the stop', () => {
    const started = evolveSftpSwitch(initialSftpSwitchState, {
      type: 'SftpIngestionStarted',
      data: { at: now, by: 'admin' },
    });
    expect(
      decideSftpSwitch({ type: 'SwitchSftp', data: { enabled: false, by: 'other', now } }, started),
    ).toEqual([{ type: 'SftpIngestionStopped', data: { at: now, by: 'other' } }]);
  });
});

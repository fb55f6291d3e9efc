import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET } from '../../contracts/config.ts';
import { isLoopback, isStatusPassword, servicePasswordIsPublic } from './service-account.ts';

describe('service account', () => {
  it('knows loopback addresses, also mapped into IPv6', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '0.0.0.0', '', undefined])
      expect(isLoopback(address)).toBe(false);
  });

  it('calls the password public only while it derives from the development LINK_SECRET', () => {
    expect(
      servicePasswordIsPublic({ LINK_SECRET: DEVELOPMENT_LINK_SECRET, SFTP_SERVICE_PASSWORD: undefined }),
    ).toBe(true);
    expect(
      servicePasswordIsPublic({
        LINK_SECRET: 'an-own-secret-of-32-characters!!',
        SFTP_SERVICE_PASSWORD: undefined,
      }),
    ).toBe(false);
    expect(
      servicePasswordIsPublic({
        LINK_SECRET: DEVELOPMENT_LINK_SECRET,
        SFTP_SERVICE_PASSWORD: 'a-password-of-its-own',
      }),
    ).toBe(false);
  });

  it('opens the status account only with SFTP_STATUS_PASSWORD, and closes it while that is empty', () => {
    const config = { SFTP_STATUS_PASSWORD: 'the-status-password-16' };
    expect(isStatusPassword(config, 'the-status-password-16')).toBe(true);
    expect(isStatusPassword(config, 'the-status-password-1')).toBe(false);
    expect(isStatusPassword({ SFTP_STATUS_PASSWORD: undefined }, '')).toBe(false);
  });
});

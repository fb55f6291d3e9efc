import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET } from '../../contracts/config.ts';
import { isLoopback, servicePasswordIsPublic } from './service-account.ts';

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
});

import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, readPublicKey, storedKey } from './sftp-key-format.ts';

const { utils } = ssh2;

/**
 * Public keys made by OpenSSH's `ssh-keygen` (9.2), each with the fingerprint `ssh-keygen -lf` printed
 * for it. `zeroFirst` is an ed25519 key whose public part begins with a zero byte.
 */
const keys = {
  ed25519:
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICp65a+SmuGsHD/XEDqSC5stx0VKRBAIpZ/HQ+zse3nV cron@erp.example',
  rsa2048:
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDRQHBquOfTnS5dJWv1J7/EO+cQ4J8nbPuoDyiKkqNneJkSh/gScLWyoACj22nXEE4eoVaeKJCXbitgzfRTrcjJgQpAKkhtjQLxZ0KwGL6V5u5BjtwcAbF3C1taqfBPvFxaBGFBHN8s3mhVCuIcYUxscnNRQ/0xc0IrZUZyuT41apH8vSE7YtKTa5iwrqY3nWxd/gczDAzd5JHsxNAlAAHrBx6UjZp+tIz6Y/U5jqSWAW6yuNxAKkHlQh1oX3aBq82K4Ixiq5p2LA8V8CUNg41E3lPYP0n9NBkw1xxjsLTesuGary7teAdFXN2pcUK6s/QADrQBH9b8BVO/xNvX2VLh rsa2048@erp',
  rsa1024:
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQCvzrkQu2HUdjTLEWbq/VbICs/389Af4ySYUyZ3JiRmUsbvKGEbU1NfGcFxtuI7XSeVOk4k1MDMeYloEFlIrxOgzRIBFeM5cDB+Cj9ic0vz8YQexa6C+lIkFj0wiR9O05Dpj0sJ/SCFE4UFEwXmX21THfjk6DYjsiN2muzMOpGnLQ== old@erp',
  ecdsa384:
    'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBLfIfucFYUfGwQES66I9GjVCy2/l9r0BpKEG/uRcfr57gd2VZo+shUgZUK6KUCa9yR9hkmvWnFf9zWPJ9VMP4P7M3f9/p+ji64pfc3G8Uj8ho+JasBl8x/O2rQinozIEDQ== ec384',
  dsa: 'ssh-dss AAAAB3NzaC1kc3MAAACBANV55rGLMEJlKvFK/cy1bHpamg2q0+hnak5ufDlsNSfKICEJvGl3RenhEPWuqpgSLxQksrpySKZlLUTWHYKNl8Adosx7npiLxIuQyFEoMxWVVY9BKMAAhQjTsrrT9X3FWi/1x5aFrkVTl+CqaB7eHFqKJy9+CFP3kbKnSSEJ6ltLAAAAFQDtQyZWq6j9JeqpJZDFu3cKLl5QKwAAAIA1HqsJNEE1wU+sw95squcw/Qy+RNpoG/NShkt6CCy4Q0kXSAqMa80+DYjyWuuKmKkNNmUMhF/2csG3FjYKR5nKKV5jSTg6sUqRaQMpuixZcJalrZzirDXEFXi3ZFIEoV2lRdDvS8LdQIrgSxEChQ8pnv0rSpZld3YiRNxvZ03cKgAAAIEAgjuL0v/YKkKZPylsHTnY0vDCeavY8Ko0XqbSyLv+5AlDkHfzadYOt7Ir+/eLiS8nk085oK+/tGBGGeldm3/Bxb9R8jmV9DXclzQl6zrMprXRCZzLvXfi2Kt7TaOaGwqOJrw94nHd7Q/zB02syNfeX5EK8W2WCnXyQ5DocoVSakI= dsa',
  zeroFirst: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIABKXQdP8/26f/9CG6L4c6pL8ksXLmM4Z1g93tniufHt zero@first',
};
/** `ssh-keygen -e -f` of the RSA key: the RFC 4716 block PuTTYgen saves as well. */
const rsaRfc4716 = [
  '---- BEGIN SSH2 PUBLIC KEY ----',
  'Comment: "2048-bit RSA, converted by root@vm from OpenSSH"',
  'AAAAB3NzaC1yc2EAAAADAQABAAABAQDRQHBquOfTnS5dJWv1J7/EO+cQ4J8nbPuoDyiKkq',
  'NneJkSh/gScLWyoACj22nXEE4eoVaeKJCXbitgzfRTrcjJgQpAKkhtjQLxZ0KwGL6V5u5B',
  'jtwcAbF3C1taqfBPvFxaBGFBHN8s3mhVCuIcYUxscnNRQ/0xc0IrZUZyuT41apH8vSE7Yt',
  'KTa5iwrqY3nWxd/gczDAzd5JHsxNAlAAHrBx6UjZp+tIz6Y/U5jqSWAW6yuNxAKkHlQh1o',
  'X3aBq82K4Ixiq5p2LA8V8CUNg41E3lPYP0n9NBkw1xxjsLTesuGary7teAdFXN2pcUK6s/',
  'QADrQBH9b8BVO/xNvX2VLh',
  '---- END SSH2 PUBLIC KEY ----',
].join('\n');

const blobOf = (line: string) => line.split(' ')[1] ?? '';

const read = (text: string) => {
  const reading = readPublicKey(text);
  if ('problem' in reading) throw new Error(`refused: ${reading.problem}`);
  return reading.key;
};
const problemOf = (text: string) => {
  const reading = readPublicKey(text);
  return 'problem' in reading ? reading.problem : undefined;
};

describe('reading a pasted public key', () => {
  it('takes ed25519, RSA and ECDSA keys with the fingerprint ssh-keygen prints', () => {
    expect(read(keys.ed25519)).toEqual({
      type: 'ssh-ed25519',
      blob: blobOf(keys.ed25519),
      bits: 256,
      comment: 'cron@erp.example',
      fingerprint: 'SHA256:vzDCybamIC/px1i9feO7e8ZiOyH1Mr+NOsSaJPcZ99A',
    });
    expect(read(keys.rsa2048)).toMatchObject({
      type: 'ssh-rsa',
      bits: 2048,
      comment: 'rsa2048@erp',
      fingerprint: 'SHA256:PV/sLWr8h8sl9/RzShhfd47LHyovAFjycmV1nDaP8Wk',
    });
    expect(read(keys.ecdsa384)).toMatchObject({
      type: 'ecdsa-sha2-nistp384',
      bits: 384,
      comment: 'ec384',
      fingerprint: 'SHA256:ceRSe6j5eboqFMNsaxY6XMZ1259pRey7pzoqfeDirxo',
    });
    expect(read(keys.zeroFirst)).toMatchObject({
      blob: blobOf(keys.zeroFirst),
      fingerprint: 'SHA256:jIyaxq1GH6k+YyyfgiRudiDZx/k+pTkI2yOUFkYioqI',
    });
  });

  it('takes a key without a comment, around blanks and a line break, and folds blanks in the comment', () => {
    const type = 'ssh-ed25519';
    const blob = blobOf(keys.ed25519);
    expect(read(`${type} ${blob}`).comment).toBe('');
    expect(read(`\n  ${keys.ed25519}\r\n`).fingerprint).toBe(
      'SHA256:vzDCybamIC/px1i9feO7e8ZiOyH1Mr+NOsSaJPcZ99A',
    );
    expect(read(`${type}\t${blob}  build  server\t1`).comment).toBe('build server 1');
  });

  it('reads the RFC 4716 block of PuTTYgen and ssh-keygen -e as the same key', () => {
    expect(read(rsaRfc4716)).toMatchObject({
      type: 'ssh-rsa',
      blob: blobOf(keys.rsa2048),
      fingerprint: 'SHA256:PV/sLWr8h8sl9/RzShhfd47LHyovAFjycmV1nDaP8Wk',
      comment: '2048-bit RSA, converted by root@vm from OpenSSH',
    });
    expect(read(rsaRfc4716.replaceAll('\n', '\r\n')).fingerprint).toBe(
      'SHA256:PV/sLWr8h8sl9/RzShhfd47LHyovAFjycmV1nDaP8Wk',
    );
  });

  it('refuses RSA below 2048 bits, DSA, security keys and certificates', () => {
    expect(problemOf(keys.rsa1024)).toBe('sftp-key.rsa-too-short');
    expect(problemOf(keys.dsa)).toBe('sftp-key.unsupported-type');
    expect(problemOf(`sk-ssh-ed25519@openssh.com ${blobOf(keys.ed25519)}`)).toBe('sftp-key.unsupported-type');
    expect(problemOf(`ssh-ed25519-cert-v01@openssh.com ${blobOf(keys.ed25519)}`)).toBe(
      'sftp-key.unsupported-type',
    );
  });

  it('refuses private keys without reading them, in every format', () => {
    const pair = utils.generateKeyPairSync('ed25519');
    expect(problemOf(pair.private)).toBe('sftp-key.private');
    expect(problemOf('-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----')).toBe(
      'sftp-key.private',
    );
    expect(problemOf('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none')).toBe('sftp-key.private');
    // The public half of the same pair is fine.
    expect(read(pair.public).type).toBe('ssh-ed25519');
  });

  it('refuses two keys at once, a key whose type and blob disagree, and what is no key at all', () => {
    expect(problemOf(`${keys.ed25519}\n${keys.rsa2048}`)).toBe('sftp-key.one-line');
    expect(problemOf(`${rsaRfc4716}\n${rsaRfc4716}`)).toBe('sftp-key.one-line');
    expect(problemOf(`ssh-rsa ${blobOf(keys.ed25519)}`)).toBe('sftp-key.malformed');
    expect(problemOf('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICp65a')).toBe('sftp-key.malformed');
    expect(problemOf(`ssh-ed25519 ${blobOf(keys.ed25519)}AAAA`)).toBe('sftp-key.malformed');
    expect(problemOf(`ssh-ed25519 ${blobOf(keys.ed25519).replace('C3', 'C$')}`)).toBe('sftp-key.malformed');
    expect(problemOf(`from="10.0.0.1" ${keys.ed25519}`)).toBe('sftp-key.malformed');
    expect(problemOf('my password')).toBe('sftp-key.malformed');
    expect(problemOf('ssh-ed25519')).toBe('sftp-key.malformed');
  });
});

describe('a stored key', () => {
  it('verifies what its private half signed', () => {
    const pair = utils.generateKeyPairSync('ed25519');
    const facts = read(pair.public);
    const privateKey = utils.parseKey(pair.private);
    if (privateKey instanceof Error) throw privateKey;
    const data = Buffer.from('session data');
    const key = storedKey(facts.type, facts.blob);
    expect(key?.verify(data, privateKey.sign(data))).toBe(true);
    expect(key?.verify(Buffer.from('other data'), privateKey.sign(data))).toBe(false);
    expect(fingerprintOf(Buffer.from(facts.blob, 'base64'))).toBe(facts.fingerprint);
  });
});

import { gs1CheckDigit } from '../../contracts/rules/gs1.ts';

export { gs1CheckDigit };

/**
 * The SSCC (NVE) of a package: extension digit, the branch's GS1 company prefix, a serial from
 * the branch's number range, padded to 17 digits, and the check digit — 18 digits.
 */
export function buildSscc(companyPrefix: string, serial: number, extensionDigit = 3): string {
  if (!/^\d{6,12}$/.test(companyPrefix))
    throw new Error(`GS1 company prefix must be 6-12 digits: ${companyPrefix}`);
  const serialLength = 16 - companyPrefix.length;
  const serialText = String(serial);
  if (!Number.isSafeInteger(serial) || serial < 0 || serialText.length > serialLength) {
    throw new Error(`serial ${serial} does not fit ${serialLength} digits`);
  }
  const body = `${extensionDigit}${companyPrefix}${serialText.padStart(serialLength, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

import { FileLimitError } from '../../files/limits.ts';
import type { AddressRecord } from '../queries/addresses.ts';

/** One imported row, as the address contract takes it; unknown columns are left out. */
export type AddressRow = Record<string, unknown>;

const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    // Any line break, a lone CR among them, becomes \n: a bare CR would end the line for some readers.
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
const unescapeText = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_match, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/**
 * vCard 3.0 (RFC 2426) of an address book: ORG carries the company, ADR the postal address (street,
 * city, zip code, country code), X-FREIGHT-* the portal's own fields so an export reads back whole.
 */
export function addressesToVcf(addresses: AddressRecord[]): string {
  const cards = addresses.map((address) => {
    const lines = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      `FN:${escapeText(address.contactName ?? address.name)}`,
      `ORG:${escapeText(address.name)}${address.additionalName ? `;${escapeText(address.additionalName)}` : ''}`,
      `ADR;TYPE=WORK:;;${escapeText(address.street)};${escapeText(address.city)};;${escapeText(address.zipCode)};${escapeText(address.country)}`,
    ];
    if (address.contactName) lines.push(`N:${escapeText(address.contactName)};;;;`);
    if (address.phone) lines.push(`TEL;TYPE=WORK,VOICE:${escapeText(address.phone)}`);
    if (address.mobile) lines.push(`TEL;TYPE=CELL:${escapeText(address.mobile)}`);
    if (address.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(address.email)}`);
    if (address.web) lines.push(`URL:${escapeText(address.web)}`);
    if (address.customerId) lines.push(`X-FREIGHT-CUSTOMER-ID:${escapeText(address.customerId)}`);
    lines.push(`X-FREIGHT-TYPES:${address.types.join(',')}`);
    lines.push('END:VCARD');
    return lines.join('\r\n');
  });
  return `${cards.join('\r\n')}\r\n`;
}

/** Splits on separators that are not escaped. */
function fields(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char === '\\' && index + 1 < value.length) {
      current += char + value[++index];
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map(unescapeText);
}

/**
 * Reads vCards (3.0 and 4.0) into address rows; throws on text that holds no vCard, and a
 * FileLimitError for more than `limits.maxCards` cards or a line longer than `limits.maxLineChars`.
 */
export function parseVcf(
  text: string,
  limits: { maxCards: number; maxLineChars: number } = { maxCards: 20_000, maxLineChars: 4000 },
): AddressRow[] {
  // Folded lines (RFC 6350 3.2) continue with a blank or tab.
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const rows: AddressRow[] = [];
  let card: AddressRow | undefined;
  for (const [index, line] of lines.entries()) {
    if (line.length > limits.maxLineChars)
      throw new FileLimitError(`line ${index + 1} is longer than ${limits.maxLineChars} characters`);
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [property = '', ...params] = line.slice(0, colon).split(';');
    const name = property.toUpperCase().replace(/^ITEM\d+\./, '');
    const value = line.slice(colon + 1);
    const types = params.join(';').toUpperCase();
    if (name === 'BEGIN' && value.toUpperCase() === 'VCARD') card = {};
    else if (name === 'END' && value.toUpperCase() === 'VCARD' && card) {
      rows.push(card);
      card = undefined;
      if (rows.length > limits.maxCards)
        throw new FileLimitError(`the file holds more than ${limits.maxCards.toLocaleString('en')} vCards`);
    } else if (card) {
      if (name === 'ORG') {
        const [company = '', unit] = fields(value, ';');
        card.name = company;
        if (unit) card.additionalName = unit;
      } else if (name === 'FN' && !card.contactName) card.contactName = unescapeText(value);
      else if (name === 'ADR') {
        const [, , street = '', city = '', , zipCode = '', country = ''] = fields(value, ';');
        Object.assign(card, { street, city, zipCode, country });
      } else if (name === 'TEL') card[types.includes('CELL') ? 'mobile' : 'phone'] = unescapeText(value);
      else if (name === 'EMAIL') card.email = unescapeText(value);
      else if (name === 'URL') card.web = unescapeText(value);
      else if (name === 'X-FREIGHT-CUSTOMER-ID') card.customerId = unescapeText(value);
      else if (name === 'X-FREIGHT-TYPES') card.types = value.split(',').filter(Boolean);
    }
  }
  if (rows.length === 0) throw new Error('no vCard found');
  for (const row of rows) if (!row.name && row.contactName) row.name = row.contactName;
  return rows;
}

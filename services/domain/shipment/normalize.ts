import { formatZipCode } from '../../../contracts/rules/zip-codes.ts';
import { stripTextFields } from '../rules/text.ts';

type Plain = Record<string, unknown>;

/** Drops empty fields (undefined, null, blank text), so '' and "absent" never count as a change. */
function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmpty);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, entry]) => [key, dropEmpty(entry)] as const)
        .filter(
          ([, entry]) =>
            entry !== undefined && entry !== null && !(typeof entry === 'string' && entry.trim() === ''),
        ),
    );
  }
  return value;
}

const PARTIES = ['sender', 'consignee', 'neutralConsignor', 'invoiceRecipient'] as const;

/** Zip codes in their country's canonical form ("12000" in CZ is stored as "120 00"). */
function formatZipCodes(order: Plain): Plain {
  const formatted = { ...order };
  for (const party of PARTIES) {
    const address = order[party];
    if (address === null || typeof address !== 'object') continue;
    const { zipCode, country = 'DE' } = address as Plain;
    if (typeof zipCode !== 'string' || typeof country !== 'string') continue;
    formatted[party] = { ...address, zipCode: formatZipCode(country, zipCode) ?? zipCode };
  }
  return formatted;
}

/**
 * A received order as it is stored: text stripped of control and unassigned characters, empty
 * fields dropped, zip codes reformatted. Runs before the contract schema parses the order.
 */
export function normalizeOrder(input: unknown): unknown {
  const cleaned = dropEmpty(stripTextFields(input));
  return cleaned !== null && typeof cleaned === 'object' && !Array.isArray(cleaned)
    ? formatZipCodes(cleaned as Plain)
    : cleaned;
}

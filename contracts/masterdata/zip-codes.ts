/**
 * Postal code formats per country. A template's `N` stands for a digit, `A` for a letter; every
 * other character is written as is. Input is accepted with or without its separators and with an
 * optional country prefix ("D-20095", "CZ 110 00") and reformatted to the template.
 */
export const zipCodeTemplates: Record<string, string> = {
  AT: 'NNNN',
  BE: 'NNNN',
  BG: 'NNNN',
  CH: 'NNNN',
  CZ: 'NNN NN',
  DE: 'NNNNN',
  DK: 'NNNN',
  EE: 'NNNNN',
  ES: 'NNNNN',
  FI: 'NNNNN',
  FR: 'NNNNN',
  GR: 'NNN NN',
  HR: 'NNNNN',
  HU: 'NNNN',
  IT: 'NNNNN',
  LI: 'NNNN',
  LT: 'NNNNN',
  LU: 'NNNN',
  LV: 'NNNN',
  NL: 'NNNN AA',
  NO: 'NNNN',
  PL: 'NN-NNN',
  PT: 'NNNN-NNN',
  RO: 'NNNNNN',
  SE: 'NNN NN',
  SI: 'NNNN',
  SK: 'NNN NN',
};

/** Countries whose zip code areas the portal knows, so that a city can be looked up from a zip code. */
export const supportedZipCountries = ['DE', 'AT', 'CZ', 'SK'] as const;

const COUNTRY_PREFIXES: Record<string, string[]> = {
  DE: ['D', 'DE'],
  AT: ['A', 'AT'],
  CZ: ['CZ'],
  SK: ['SK'],
  PL: ['PL'],
  LV: ['LV'],
  LT: ['LT'],
  CH: ['CH'],
  LU: ['L', 'LU'],
};

function placeholders(template: string): string[] {
  return [...template].filter((char) => char === 'N' || char === 'A');
}

/**
 * The zip code in the country's format, or `undefined` when it does not fit. Countries without a
 * known format accept any 2-10 letters, digits, spaces and hyphens, trimmed.
 */
export function formatZipCode(country: string, zipCode: string): string | undefined {
  const value = zipCode.trim().toUpperCase();
  const template = zipCodeTemplates[country.toUpperCase()];
  if (!template) return /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/.test(value) ? value : undefined;
  let compact = value.replace(/[\s-]/g, '');
  for (const prefix of COUNTRY_PREFIXES[country.toUpperCase()] ?? []) {
    if (value.startsWith(`${prefix}-`) || value.startsWith(`${prefix} `)) {
      compact = compact.slice(prefix.length);
      break;
    }
  }
  const slots = placeholders(template);
  if (compact.length !== slots.length) return undefined;
  const fits = slots.every((slot, index) =>
    slot === 'N' ? /\d/.test(compact[index] ?? '') : /[A-Z]/.test(compact[index] ?? ''),
  );
  if (!fits) return undefined;
  let position = 0;
  return [...template].map((char) => (char === 'N' || char === 'A' ? compact[position++] : char)).join('');
}

export function isValidZipCode(country: string, zipCode: string): boolean {
  return formatZipCode(country, zipCode) !== undefined;
}

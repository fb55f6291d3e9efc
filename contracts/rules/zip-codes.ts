/**
 * Zip code formats of the European countries. A template spells the canonical form: `#` a digit,
 * `@` a letter, `*` a letter or digit; spaces and hyphens are the separators re-inserted when a code
 * is reformatted; any other character is literal. Input is compared without blanks and hyphens, so
 * "12345", "123 45" and "123-45" are the same Czech code.
 */
const templates: Record<string, readonly string[]> = {
  AD: ['AD###'],
  AL: ['####'],
  AT: ['####'],
  BA: ['#####'],
  BE: ['####'],
  BG: ['####'],
  BY: ['######'],
  CH: ['####'],
  CY: ['####'],
  CZ: ['### ##'],
  DE: ['#####'],
  DK: ['####'],
  EE: ['#####'],
  ES: ['#####'],
  FI: ['#####'],
  FO: ['###'],
  FR: ['#####'],
  GB: ['@# #@@', '@## #@@', '@@# #@@', '@@## #@@', '@#@ #@@', '@@#@ #@@'],
  GI: ['GX11 1AA'],
  GR: ['### ##'],
  HR: ['#####'],
  HU: ['####'],
  IE: ['@#* ****'],
  IS: ['###'],
  IT: ['#####'],
  LI: ['####'],
  LT: ['#####'],
  LU: ['####'],
  LV: ['####'],
  MC: ['980##'],
  MD: ['####'],
  ME: ['#####'],
  MK: ['####'],
  MT: ['@@@ ####'],
  NL: ['#### @@'],
  NO: ['####'],
  PL: ['##-###'],
  PT: ['####-###'],
  RO: ['######'],
  RS: ['#####'],
  SE: ['### ##'],
  SI: ['####'],
  SK: ['### ##'],
  SM: ['4789#'],
  TR: ['#####'],
  UA: ['#####'],
  VA: ['00120'],
  XK: ['#####'],
};

export const ZIP_CODE_COUNTRIES: readonly string[] = Object.keys(templates);

/**
 * The international vehicle signs that differ from the ISO code: people still write a zip code with
 * them ("D-20457", "A-1010", "L-1234"). Only a country's own sign or ISO code is dropped, so a
 * foreign prefix ("PL-00950" for Germany) points at a wrong country and is refused.
 */
const vehicleSigns: Record<string, string> = {
  AT: 'A',
  BA: 'BIH',
  BE: 'B',
  DE: 'D',
  EE: 'EST',
  ES: 'E',
  FI: 'FIN',
  FR: 'F',
  HU: 'H',
  IT: 'I',
  LI: 'FL',
  LU: 'L',
  ME: 'MNE',
  MK: 'NMK',
  NO: 'N',
  PT: 'P',
  RS: 'SRB',
  SE: 'S',
  SI: 'SLO',
  SM: 'RSM',
  VA: 'V',
  XK: 'RKS',
};

const SEPARATORS = /[\s-]/g;

function compact(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

function matches(code: string, template: string): boolean {
  const pattern = compact(template);
  if (code.length !== pattern.length) return false;
  return [...pattern].every((slot, index) => {
    const char = code[index] as string;
    if (slot === '#') return /\d/.test(char);
    if (slot === '@') return /[A-Z]/.test(char);
    if (slot === '*') return /[A-Z\d]/.test(char);
    return slot === char;
  });
}

function fill(code: string, template: string): string {
  let index = 0;
  return [...template].map((slot) => (slot === ' ' || slot === '-' ? slot : code[index++])).join('');
}

/**
 * Candidates of a typed code: as typed, and without the country's own prefix ("D-12345",
 * "CZ-120 00") where the country's codes start with a digit.
 */
function candidates(country: string, value: string, countryTemplates: readonly string[]): string[] {
  const code = compact(value);
  const prefix = /^[A-Z]{1,3}(?=\d)/.exec(code)?.[0];
  const ownPrefix = prefix === country || prefix === vehicleSigns[country];
  const startsWithDigit = countryTemplates.every((template) => /^[#\d]/.test(template));
  return prefix && ownPrefix && startsWithDigit ? [code, code.slice(prefix.length)] : [code];
}

/**
 * The zip code in its country's canonical form ("12000" in CZ becomes "120 00"), or null when it is
 * not a valid code of the country. Countries without a known format accept 2-10 letters, digits,
 * blanks and hyphens that start and end with a letter or digit.
 */
export function formatZipCode(country: string, value: string): string | null {
  const countryCode = country.toUpperCase();
  const countryTemplates = templates[countryCode];
  const trimmed = value.trim().toUpperCase();
  if (!countryTemplates) return /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/.test(trimmed) ? trimmed : null;
  for (const code of candidates(countryCode, trimmed, countryTemplates)) {
    const template = countryTemplates.find((candidate) => matches(code, candidate));
    if (template) return fill(code, template);
  }
  return null;
}

export function isValidZipCode(country: string, value: string): boolean {
  return formatZipCode(country, value) !== null;
}

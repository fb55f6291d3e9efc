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
 * Candidates of a typed code: as typed, and without a leading country prefix ("D-12345",
 * "CZ-120 00") where the country's codes start with a digit.
 */
function candidates(value: string, countryTemplates: readonly string[]): string[] {
  const code = compact(value);
  const prefix = /^[A-Z]{1,3}(?=\d)/.exec(code);
  const startsWithDigit = countryTemplates.every((template) => /^[#\d]/.test(template));
  return prefix && startsWithDigit ? [code, code.slice(prefix[0].length)] : [code];
}

/**
 * The zip code in its country's canonical form ("12000" in CZ becomes "120 00"), or null when it is
 * not a valid code of the country. Countries without a known format accept any 1-10 letters, digits,
 * blanks and hyphens.
 */
export function formatZipCode(country: string, value: string): string | null {
  const countryTemplates = templates[country.toUpperCase()];
  const trimmed = value.trim();
  if (!countryTemplates) return /^[A-Za-z\d][A-Za-z\d -]{0,9}$/.test(trimmed) ? trimmed.toUpperCase() : null;
  for (const code of candidates(trimmed, countryTemplates)) {
    const template = countryTemplates.find((candidate) => matches(code, candidate));
    if (template) return fill(code, template);
  }
  return null;
}

export function isValidZipCode(country: string, value: string): boolean {
  return formatZipCode(country, value) !== null;
}

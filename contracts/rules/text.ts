/**
 * The rule for every text the portal takes: no C0 control character but tab, line feed and
 * carriage return, no DEL, and no C1 control (U+0080-U+009F, what a Windows-1252 text read as
 * ISO-8859-1 leaves). The server refuses them at every door (services/api/plugins/input-hygiene.ts,
 * the file intakes), and the OpenAPI document states the rule as a pattern on every free text.
 */
const CONTROL_RANGES = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';

/** The JSON-schema pattern of a free text: no control character anywhere. */
export const NO_CONTROL_CHARACTERS_PATTERN = `^[^${CONTROL_RANGES}]*$`;

const CONTROL = new RegExp(`[${CONTROL_RANGES}]`);

export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}

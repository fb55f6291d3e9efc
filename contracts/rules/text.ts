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

/** How deep and how many values `controlCharacterFields` looks at; the body limits bound the rest. */
const MAX_DEPTH = 32;
const MAX_FIELDS = 100;

/**
 * The paths of every text in `value` (a key too) that holds a control character: what the API's
 * input hygiene and the order intake of files refuse, each path a field error of its own.
 */
export function controlCharacterFields(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const visit = (entry: unknown, at: PropertyKey[], depth: number) => {
    if (found.length >= MAX_FIELDS || depth > MAX_DEPTH) return;
    if (typeof entry === 'string') {
      if (hasControl(entry)) found.push(at);
    } else if (Array.isArray(entry)) {
      for (const [index, item] of entry.entries()) visit(item, [...at, index], depth + 1);
    } else if (entry !== null && typeof entry === 'object') {
      for (const [key, item] of Object.entries(entry)) {
        if (hasControl(key)) found.push([...at, key]);
        else visit(item, [...at, key], depth + 1);
      }
    }
  };
  visit(value, path, 0);
  return found;
}

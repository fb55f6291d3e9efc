import { describe, expect, it } from 'vitest';
import { hasControl, NO_CONTROL_CHARACTERS_PATTERN } from './text.ts';

describe('the control-character rule', () => {
  const controls = ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'];
  const allowed = ['', 'Müller GmbH', 'line\nbreak', 'tab\there', 'cr\r\n', 'Żółć', '€ 5', '\u00a0'];

  it('finds every control but tab, line feed and carriage return', () => {
    for (const control of controls) expect(hasControl(`a${control}b`), JSON.stringify(control)).toBe(true);
    for (const text of allowed) expect(hasControl(text), JSON.stringify(text)).toBe(false);
  });

  it('says the same as a pattern of the published contract', () => {
    const pattern = new RegExp(NO_CONTROL_CHARACTERS_PATTERN);
    for (const control of controls) expect(pattern.test(`a${control}b`)).toBe(false);
    for (const text of allowed) expect(pattern.test(text)).toBe(true);
  });
});

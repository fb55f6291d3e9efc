import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.ts';

const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');

/** The variable names of the first column of the table under the README's `## Configuration`. */
function readmeVariables(): string[] {
  const section = readme.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.trimStart().startsWith('|'));
  const [header, separator, ...body] = rows;
  expect(header).toMatch(/\|\s*variable\s*\|/);
  expect(separator).toMatch(/^\s*\|[\s|:-]+\|\s*$/);
  return body.map((row) => {
    const name = /^\s*\|\s*`([A-Z0-9_]+)`\s*\|/.exec(row)?.[1];
    if (!name) throw new Error(`no variable in the README's configuration row: ${row}`);
    return name;
  });
}

describe("the README's configuration table", () => {
  it('lists exactly the variables of the configuration schema, each once', () => {
    const documented = readmeVariables();
    const parsed = Object.keys(configSchema.shape);
    expect(new Set(documented).size).toBe(documented.length);
    expect({
      missingFromReadme: parsed.filter((name) => !documented.includes(name)),
      unknownToSchema: documented.filter((name) => !parsed.includes(name)),
    }).toEqual({ missingFromReadme: [], unknownToSchema: [] });
  });
});

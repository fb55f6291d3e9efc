import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of .dependency-cruiser.cjs (docs/architecture.md) catch each kind of import the
 * design forbids: every case below is a small tree of its own with one such import, cruised with
 * the project's rules, and must be refused by the rule named. A last tree with allowed imports only
 * must pass, so the rules are not simply refusing everything.
 */

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration & {
  options: Record<string, unknown>;
};

interface Case {
  what: string;
  files: Record<string, string>;
  rule: RegExp;
}

const value = (target: string, name = 'x') =>
  `import { ${name} } from '${target}';\nexport const y = ${name};\n`;
const typeOnly = (target: string, name = 'X') =>
  `import type { ${name} } from '${target}';\nexport type Y = ${name};\n`;
const exported = 'export const x = 1;\nexport type X = number;\n';

const cases: Case[] = [
  {
    what: 'a route running the command handler itself',
    files: {
      'services/api/routes/a.ts': value('../../eventstore/command-handler.ts'),
      'services/eventstore/command-handler.ts': exported,
    },
    rule: /^routes-/,
  },
  {
    what: 'a route calling a decider',
    files: {
      'services/api/routes/a.ts': value('../../domain/shipment/decide.ts'),
      'services/domain/shipment/decide.ts': exported,
    },
    rule: /^routes-/,
  },
  {
    what: "a route reading a projection's fold instead of its query module",
    files: {
      'services/api/routes/a.ts': value('../../../projections/shipment-list/fold.ts'),
      'projections/shipment-list/fold.ts': exported,
    },
    rule: /^routes-/,
  },
  {
    what: 'a route opening the database itself',
    files: {
      'services/api/routes/a.ts': value('../../db/index.ts'),
      'services/db/index.ts': exported,
    },
    rule: /^routes-names-ports/,
  },
  {
    what: 'a worker importing a decider',
    files: {
      'workers/a.ts': value('../services/domain/mail/decide.ts'),
      'services/domain/mail/decide.ts': exported,
    },
    rule: /^workers-/,
  },
  {
    what: 'a worker importing the command handler',
    files: {
      'workers/a.ts': value('../services/eventstore/command-handler.ts'),
      'services/eventstore/command-handler.ts': exported,
    },
    rule: /^workers-names-ports/,
  },
  {
    what: 'a renderer importing a shipment use case',
    files: {
      'services/documents/a.ts': value('../shipments/b.ts'),
      'services/shipments/b.ts': exported,
    },
    rule: /^use-case-documents-/,
  },
  {
    what: 'a use case importing one above it',
    files: {
      'services/masterdata/a.ts': value('../shipments/b.ts'),
      'services/shipments/b.ts': exported,
    },
    rule: /^use-case-masterdata-/,
  },
  {
    what: 'a use case importing one of its own rank',
    files: {
      'services/sftp/a.ts': value('../integrations/b.ts'),
      'services/integrations/b.ts': exported,
    },
    rule: /^use-case-sftp-/,
  },
  {
    what: 'a projection importing the access rules',
    files: {
      'projections/list/a.ts': value('../../services/access/b.ts'),
      'services/access/b.ts': exported,
    },
    rule: /^projections-/,
  },
  {
    what: 'a projection importing the messages',
    files: {
      'projections/list/a.ts': value('../../services/i18n/b.ts'),
      'services/i18n/b.ts': exported,
    },
    rule: /^projections-/,
  },
  {
    what: 'the access rules importing the command handler',
    files: {
      'services/access/a.ts': value('../eventstore/command-handler.ts'),
      'services/eventstore/command-handler.ts': exported,
    },
    rule: /^access-/,
  },
  {
    what: "two files importing each other's types",
    files: {
      'services/shipments/a.ts': `${typeOnly('./b.ts')}export type A = string;\n`,
      'services/shipments/b.ts': `${typeOnly('./a.ts', 'A')}export type X = number;\n`,
    },
    rule: /^no-circular$/,
  },
  {
    what: 'the web app importing a service',
    files: {
      'web/src/a.ts': value('../../services/i18n/b.ts'),
      'services/i18n/b.ts': exported,
    },
    rule: /^web-/,
  },
  {
    what: 'a contract importing a service',
    files: {
      'contracts/a.ts': value('../services/domain/b.ts'),
      'services/domain/b.ts': exported,
    },
    rule: /^contracts-/,
  },
];

const allowed: Record<string, string> = {
  'contracts/a.ts': exported,
  'services/domain/b.ts': value('../../contracts/a.ts'),
  'services/eventstore/c.ts': value('../../contracts/a.ts'),
  'services/db/index.ts': typeOnly('../shipments/tables.ts'),
  'services/shipments/tables.ts': exported,
  'services/access/d.ts': `${value('../domain/b.ts')}${typeOnly('../db/index.ts', 'Y')}`,
  'projections/list/queries.ts': `${value('../../services/eventstore/c.ts')}`,
  'services/masterdata/e.ts': value('../files/f.ts'),
  'services/files/f.ts': exported,
  'services/shipments/g.ts': `${value('../masterdata/e.ts')}${value('../eventstore/c.ts', 'y')}`,
  'services/api/routes/h.ts': `${value('../../shipments/g.ts', 'y')}${value('../../domain/errors.ts', 'x')}`,
  'services/domain/errors.ts': exported,
  'workers/i.ts': value('../services/shipments/g.ts', 'y'),
  'web/src/j.ts': value('../../contracts/a.ts'),
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'layers-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function violationsOf(name: string, files: Record<string, string>): Promise<IViolation[]> {
  const base = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  }
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(
    Object.keys(files)
      .map((file) => file.split('/')[0] as string)
      .filter((v, i, all) => all.indexOf(v) === i),
    { ...options, baseDir: base, validate: true, ruleSet: { forbidden: config.forbidden } } as never,
  );
  const output = result.output as { summary: { violations: IViolation[] } };
  return output.summary.violations;
}

describe('the layer rules', () => {
  it.each(cases.map((c, index) => [c.what, index] as const))('refuse %s', async (_what, index) => {
    const c = cases[index] as Case;
    const violations = await violationsOf(`case-${index}`, c.files);
    expect(violations.map((violation) => violation.rule.name)).toContainEqual(expect.stringMatching(c.rule));
  });

  it('let the imports the design allows pass', async () => {
    const violations = await violationsOf('allowed', allowed);
    expect(
      violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`),
    ).toEqual([]);
  });
});

describe('the routes, plugins and workers', () => {
  it('run no query of their own: they call use cases and query modules', () => {
    const repository = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
    const sources = ['services/api/routes', 'services/api/plugins', 'workers'].flatMap((folder) =>
      (readdirSync(path.join(repository, folder), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => path.join(folder, file)),
    );
    expect(sources.length).toBeGreaterThan(30);
    const querying = sources.filter((file) =>
      /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/.test(
        readFileSync(path.join(repository, file), 'utf8'),
      ),
    );
    expect(querying).toEqual([]);
  });
});

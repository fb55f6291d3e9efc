/**
 * The layer rules of DESIGN.md section 2 and docs/architecture.md, checked by `npm run check`.
 * From the bottom: contracts <- domain <- event store and db ports <- access, i18n, runtime <-
 * projections <- renderers and file readers <- the use cases, in their own order <- routes and
 * workers <- infra. Tests and benchmarks may import everything. infra/layers.test.ts feeds each
 * kind of forbidden import to these rules and expects a violation.
 * Decisions: docs/decisions/0069-layer-rules-in-check.md, 0221-layer-rules-as-strict-as-the-design.md
 */
const layer = {
  contracts: '^contracts/',
  domain: '^services/domain/',
  eventstore: '^services/eventstore/',
  db: '^services/db/',
  access: '^services/access/',
  i18n: '^services/i18n/',
  runtime: '^services/runtime/',
  projections: '^projections/',
  api: '^services/api/',
  workers: '^workers/',
  infra: '^infra/',
  web: '^web/',
};
const ours = '^(contracts|services|projections|workers|infra|web|tests|bench)/';

/**
 * The use-case folders from the bottom: each may import the ones before it, never one after it
 * nor one of its own rank. Renderers and file readers sit lowest; the intakes and fan-outs highest.
 */
const useCaseRanks = [
  ['documents', 'files'],
  ['identity'],
  ['masterdata'],
  ['mail'],
  ['live'],
  ['shipments'],
  ['integrations', 'sftp', 'privacy'],
];
const useCase = (name) => `^services/${name}/`;
const allUseCases = `^services/(${useCaseRanks.flat().join('|')})/`;

/** What every use case may import below the use cases. */
const belowUseCases = ['contracts', 'domain', 'eventstore', 'db', 'access', 'i18n', 'runtime', 'projections'];

/** A projection's query module (and its table types), which routes and use cases may read. */
const queryModules = '^projections/(?!runner/)[^/]+/(index|queries|tables)\\.ts$';

/**
 * What routes and workers, the callers of the use cases, may import: the use cases, access, i18n,
 * runtime, contracts, projections' query modules, the domain's error classes, and the ports (as
 * types only, see typeOnlyPorts).
 */
const callersMayImport = [
  'contracts',
  'access',
  'i18n',
  'runtime',
  allUseCases,
  queryModules,
  '^services/domain/errors\\.ts$',
  'eventstore',
  'db',
];

/** A layer may import only the paths listed (and itself, and packages). */
function mayImport(name, from, allowed, options = {}) {
  return {
    name,
    severity: 'error',
    comment: options.comment ?? `${name}: may import only ${allowed.join(', ')}`,
    from: { path: from, pathNot: '\\.test\\.tsx?$' },
    to: {
      path: ours,
      pathNot: [from, ...allowed.map((other) => layer[other] ?? other)],
      ...(options.valuesOnly ? { dependencyTypesNot: ['type-only'] } : {}),
    },
  };
}

/** Ports the upper layers may name as types (the Db, the EventStore), without calling into them. */
const typeOnlyPorts = (name, from) => ({
  name: `${name}-names-ports-as-types-only`,
  severity: 'error',
  comment: `${name}: the event store and the database only as types; the use cases run them`,
  from: { path: from, pathNot: '\\.test\\.tsx?$' },
  to: {
    path: '^services/(eventstore|db)/',
    // The store's version conflict is an error class the API's error handler answers with 409.
    pathNot: '^services/eventstore/port\\.ts$',
    dependencyTypesNot: ['type-only'],
  },
});

const useCaseRules = useCaseRanks.flatMap((rank, index) => {
  const lower = useCaseRanks.slice(0, index).flat().map(useCase);
  return rank.map((name) =>
    mayImport(`use-case-${name}-imports-only-lower-ones`, useCase(name), [...belowUseCases, ...lower], {
      comment: `services/${name} may import contracts, the lower layers and these use cases: ${lower.join(', ') || 'none'}`,
    }),
  );
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file cycles, type-only ones included.',
      from: {},
      to: { circular: true },
    },
    mayImport('contracts-import-nothing-of-ours', layer.contracts, []),
    mayImport('domain-imports-only-contracts', layer.domain, ['contracts']),
    mayImport('eventstore-imports-only-contracts', layer.eventstore, ['contracts']),
    // The Database interface names every module's table types; it imports nothing else of ours.
    mayImport('db-imports-only-contracts-and-domain', layer.db, ['contracts', 'domain'], {
      valuesOnly: true,
    }),
    mayImport('access-imports-contracts-domain-and-the-db-type', layer.access, ['contracts', 'domain', 'db']),
    typeOnlyPorts('access', layer.access),
    mayImport('i18n-imports-only-contracts', layer.i18n, ['contracts']),
    mayImport('runtime-imports-contracts-and-port-types', layer.runtime, [
      'contracts',
      'domain',
      'db',
      'eventstore',
    ]),
    typeOnlyPorts('runtime', layer.runtime),
    mayImport('projections-import-contracts-eventstore-db-runtime', layer.projections, [
      'contracts',
      'eventstore',
      'db',
      'runtime',
    ]),
    ...useCaseRules,
    mayImport('routes-import-use-cases-access-i18n-runtime-contracts-queries-and-errors', layer.api, [
      ...callersMayImport,
      '^projections/runner/lag\\.ts$',
      // The producers of the queues are the one part of workers/ the API may use.
      '^workers/queues\\.ts$',
    ]),
    typeOnlyPorts('routes', layer.api),
    mayImport('workers-import-use-cases-access-i18n-runtime-contracts-and-the-runner', layer.workers, [
      ...callersMayImport,
      '^projections/runner/(projection|recorded)\\.ts$',
    ]),
    typeOnlyPorts('workers', layer.workers),
    mayImport('web-imports-only-contracts', layer.web, ['contracts']),
    {
      name: 'production-code-imports-no-tests',
      severity: 'error',
      from: { path: '^(contracts|services|projections|workers|infra|web)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(tests|bench)/|\\.test\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};

/**
 * The layer rules of DESIGN.md section 2, checked by `npm run check`:
 * contracts <- domain <- eventstore/db <- access/i18n/runtime <- projections <- use cases
 * <- routes/processors <- infra. Tests and benchmarks may import everything.
 * Decision: docs/decisions/0069-layer-rules-in-check.md
 */
const layer = {
  contracts: '^contracts/',
  domain: '^services/domain/',
  eventstore: '^services/eventstore/',
  db: '^services/db/',
  core: '^services/(access|i18n|runtime)/',
  projections: '^projections/',
  useCases: '^services/(shipments|mail|masterdata|identity|documents|sftp|files|integrations|privacy|live)/',
  api: '^services/api/',
  workers: '^workers/',
  infra: '^infra/',
  web: '^web/',
};
const ours = '^(contracts|services|projections|workers|infra|web|tests|bench)/';

/** A layer may import only the layers listed (and itself, and packages). */
function mayImport(name, allowed) {
  return {
    name: `${name}-imports-only-lower-layers`,
    severity: 'error',
    comment: `${name} may import only: ${allowed.join(', ')}`,
    from: { path: layer[name], pathNot: '\\.test\\.tsx?$' },
    to: { path: ours, pathNot: [layer[name], ...allowed.map((other) => layer[other])] },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file cycles.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    mayImport('contracts', []),
    mayImport('domain', ['contracts']),
    mayImport('eventstore', ['contracts']),
    // The Database interface names every module's table types; it imports nothing else of ours.
    {
      ...mayImport('db', ['contracts', 'domain']),
      to: {
        path: ours,
        pathNot: [layer.db, layer.contracts, layer.domain],
        dependencyTypesNot: ['type-only'],
      },
    },
    mayImport('core', ['contracts', 'domain', 'eventstore', 'db']),
    mayImport('projections', ['contracts', 'eventstore', 'db', 'core']),
    mayImport('useCases', ['contracts', 'domain', 'eventstore', 'db', 'core', 'projections']),
    {
      ...mayImport('api', ['contracts', 'domain', 'eventstore', 'db', 'core', 'projections', 'useCases']),
      // The producers of the queues are the one part of workers/ the API may use.
      to: {
        path: ours,
        pathNot: [
          ...['api', 'contracts', 'domain', 'eventstore', 'db', 'core', 'projections', 'useCases'].map(
            (other) => layer[other],
          ),
          '^workers/queues\\.ts$',
        ],
      },
    },
    mayImport('workers', ['contracts', 'domain', 'eventstore', 'db', 'core', 'projections', 'useCases']),
    mayImport('web', ['contracts']),
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

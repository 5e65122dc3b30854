// The architecture's import rules (docs/architecture.md, "Module graph"), checked by `npm run lint`.
// Test code (tests, fixtures, test helpers, src/test) may reach across modules and is not cruised.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Server modules are stacked: a module may use the ones below it, never one above. ' +
        'A cycle between two module folders (through any files) means one of them must move down.',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'no-web-feature-cycle',
      severity: 'error',
      comment:
        'Web feature folders are stacked like the server modules: a cycle between two feature ' +
        'folders means what both need belongs in a third folder below them (or in ui/, api/).',
      scope: 'folder',
      from: { path: '^apps/web/src/features/[^/]+$' },
      to: { path: '^apps/web/src/features/[^/]+$', circular: true },
    },
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'No import cycle between files anywhere (server, web, contract).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment:
        'platform/ is business-agnostic: app.ts hands it module functions, it never imports them.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: ['^apps/server/src/modules/', '^apps/server/src/(app|runtime|config)\\.ts$'] },
    },
    {
      name: 'modules-not-composition-root',
      severity: 'error',
      comment: 'Modules do not import the composition root (app.ts, runtime.ts, main.ts, jobs.ts).',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/(app|runtime|main|jobs)\\.ts$' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'packages/contract is shared by server and web and depends on neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'payments-sandbox-only-in-tests',
      severity: 'error',
      comment:
        'The sandbox stands in for VeriTrans4G in tests, benchmarks and development: product code ' +
        'reaches the gateway only through the PaymentGateway port, over HTTP.',
      from: { path: '^(apps/server/src|apps/web/src|packages/contract)/' },
      to: { path: '^apps/payments-sandbox/' },
    },
    {
      name: 'payments-sandbox-stands-alone',
      severity: 'error',
      comment:
        "The sandbox implements the protocol on its own: sharing the adapter's code would let " +
        'one mistake pass on both sides.',
      from: { path: '^apps/payments-sandbox/' },
      to: { path: '^(apps/server|apps/web|packages/contract)/' },
    },
    {
      name: 'web-features-not-app',
      severity: 'error',
      comment:
        'Web features are used by app/ (route table, layouts), never the other way round: ' +
        'what a feature needs from the shell comes in through props, context or ui/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-api-not-ui',
      severity: 'error',
      comment:
        'api/ is the fetch client under every screen: it knows no widget. How a failure is shown ' +
        '(toasts) is ui/, handed to api/ as a callback by app/.',
      from: { path: '^apps/web/src/api/' },
      to: { path: '^apps/web/src/ui/' },
    },
    {
      name: 'web-lower-layers-not-features',
      severity: 'error',
      comment: 'ui/, api/ and i18n/ are below features and app/.',
      from: { path: '^apps/web/src/(ui|api|i18n)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '\\.test\\.tsx?$',
        '\\.fixture\\.ts$',
        '-test-helpers\\.ts$',
        '^apps/server/src/test/',
        '^apps/web/e2e/',
        '/dist/',
      ],
    },
    includeOnly: '^(apps/server/src|apps/web/src|packages/contract/src|apps/payments-sandbox/src)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

// The layers of DESIGN.md ("Where code lives"), checked by `npm run lint` (part of `npm test`):
// each rule names a dependency the architecture forbids.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-is-shared',
      comment: 'src/lib runs on both sides: it imports nothing from the server, the UI or the browser scripts.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(server|components|layouts|scripts|islands|pages|stores)/' },
    },
    {
      name: 'islands-not-server',
      comment: 'Islands run in the browser: nothing of the server reaches them, even through another module.',
      severity: 'error',
      from: { path: '^src/(islands|stores|scripts)/' },
      to: { path: '^src/server/', reachable: true },
    },
    {
      name: 'services-know-no-http',
      comment: 'Services speak the shop\'s language: they raise ShopErrors (services/errors.ts) and know nothing of HTTP, routes or pages.',
      severity: 'error',
      from: { path: '^src/server/services/' },
      to: { path: '^src/(server/(http|routes)|components|layouts|islands|pages|scripts|stores)/' },
    },
    {
      name: 'routes-not-routes',
      comment: 'A route module does not import another; what routes share lives in src/server/http or in a *-schemas module.',
      severity: 'error',
      from: { path: '^src/server/routes/', pathNot: '^src/server/routes/(admin/)?index\\.ts$' },
      to: { path: '^src/server/routes/', pathNot: '(-schemas|/index)\\.ts$' },
    },
    {
      name: 'no-circular-server',
      comment: 'The server\'s modules form no cycle (the database schema\'s relation files excepted).',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/db/schema/' },
      to: { circular: true, pathNot: '^src/server/db/schema/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};

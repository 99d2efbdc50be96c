// The layers of docs/architecture.md ("Layers"), checked by `npm run lint` (part of `npm test`):
// each rule names a dependency the architecture forbids. `npm run lint` (scripts/lint-layers.mjs)
// also hands over the .astro files, as TypeScript copies under .lint/astro/: `<file>.astro.ts` is a
// file's frontmatter (server side), `<file>.astro.client.ts` its bundled <script>s (browser side).
const copy = '(\\.lint/astro/)?';
/** Modules that render pages: the pages, the frame, the components, the middleware (their .astro copies included). */
const pageSide = `^${copy}src/(pages|layouts|components)/|^src/middleware\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-is-shared',
      comment: 'src/lib runs on both sides: it imports nothing from the server, the UI or the browser scripts.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: `^${copy}src/(server|components|layouts|scripts|islands|pages|stores)/` },
    },
    {
      name: 'islands-not-server',
      comment: 'Islands and the scripts of .astro files run in the browser: nothing of the server reaches them, even through another module.',
      severity: 'error',
      from: { path: ['^src/(islands|stores|scripts)/', '\\.astro\\.client\\.ts$'] },
      to: { path: '^src/server/', reachable: true },
    },
    {
      name: 'islands-not-components',
      comment: 'components/ is server-rendered Astro and its page loaders; what islands share with pages lives in src/lib/ui/.',
      severity: 'error',
      from: { path: '^src/(islands|stores)/' },
      to: { path: '^src/components/' },
    },
    {
      name: 'pages-through-the-door',
      comment:
        'Pages, layouts, components and the middleware reach the server only through src/server/for-pages.ts, the short ' +
        'list of what rendering may use; everything else they get from the API through the typed client (src/lib/api/).',
      severity: 'error',
      from: { path: pageSide },
      to: { path: '^src/server/', pathNot: '^src/server/for-pages\\.ts$' },
    },
    {
      name: 'services-know-no-http',
      comment: 'Services speak the shop\'s language: they raise ShopErrors (services/errors.ts) and know nothing of HTTP, routes or pages.',
      severity: 'error',
      from: { path: '^src/server/services/' },
      to: { path: `^${copy}src/(server/(http|routes)|components|layouts|islands|pages|scripts|stores)/` },
    },
    {
      name: 'routes-not-database',
      comment:
        'Routes and the HTTP helpers translate HTTP to the shop\'s words and call services; what they read or write in ' +
        'the database is a service\'s job. Only the type of the database handle they pass on may be imported.',
      severity: 'error',
      from: { path: '^src/server/(routes|http)/' },
      to: { path: '^src/server/db/', dependencyTypesNot: ['type-only'] },
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

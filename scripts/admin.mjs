// `npm run admin -- create EMAIL`: makes EMAIL an administrator of the shop (SUPER_ADMIN) and
// mails them a link, valid one hour, to choose their password (printed when there is no SMTP_URL).
//
// The command is the shop's own TypeScript (src/server/admin-command.ts), with the same settings
// and database. The built bundle exports only Astro's handler, and Node's type stripping alone
// cannot load the server's modules (the `~/` imports, extensionless paths, and the UI strings
// gathered with Vite's import.meta.glob), so Vite, which builds the shop, loads it for the server
// as the API tests do.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');
const { module } = await runnerImport(resolve(root, 'src/server/admin-command.ts'), {
  root,
  configFile: false,
  resolve: { alias: { '~': resolve(root, 'src') } },
  logLevel: 'error',
});
process.exit(await module.runAdminCommand(process.argv.slice(2)));

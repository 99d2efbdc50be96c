import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { adminClubFormulaSchema, adminClubMemberPageSchema, clubFormulaChangesSchema, clubFormulaInputSchema, clubMembersQuerySchema } from '~/lib/admin/club';
import { adminRoute } from '../../http/admin/route';
import { pictureBody, uploadedPicture } from '../../http/admin/picture';
import { idSchema, pageQuery } from '../../http/bounded';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { DEFAULT_MAX_BYTES } from '../../services/cart/files';
import { adminFormula, adminFormulas, changeFormula, createFormula, setFormulaPicture } from '../../services/club/formulas';
import { clubMembers } from '../../services/club/members';

// The back office's wine club (the contract: src/lib/admin/club.ts; docs/club.md): the formulas
// and the members. Who may call is settled once for every /admin path, and every change is
// audited there (app.ts).

const params = { params: z.object({ id: idSchema }) };

export function adminClubRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/club/formula/:id/picture', bodyLimit({ maxSize: DEFAULT_MAX_BYTES + 64 * 1024 }));

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/formula', summary: "The club's formulas, in the owner's order, with their members and waiting list" }, { schema: z.array(adminClubFormulaSchema), description: 'The formulas', failures: [401, 403] }),
    async (c) => c.json(ok(await adminFormulas(c.get('deps').db)), 200),
  );

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/formula/{id}', summary: 'One formula', request: params }, { schema: adminClubFormulaSchema, description: 'The formula', failures: [400, 401, 403, 404] }),
    async (c) => c.json(ok(await adminFormula(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/formula', summary: 'Creates a formula, named in French and English', description: '400 when it offers neither shipping nor collection, or a gift without its price.', request: jsonBody(clubFormulaInputSchema) },
      { schema: adminClubFormulaSchema, description: 'The new formula', failures: [400, 401, 403] },
    ),
    async (c) => {
      const created = await createFormula(c.get('deps'), c.req.valid('json'));
      return c.json(ok(created, c.get('t')('admin-club:created', { name: created.fr_FR.name })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'put', path: '/admin/club/formula/{id}', summary: 'Changes the given fields of a formula', request: { ...params, ...jsonBody(clubFormulaChangesSchema) } },
      { schema: adminClubFormulaSchema, description: 'The formula as saved', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const saved = await changeFormula(c.get('deps'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(saved, c.get('t')('admin-club:saved', { name: saved.fr_FR.name })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/formula/{id}/picture', summary: "Sets a formula's picture (JPEG or PNG), replacing the previous one", request: { ...params, body: pictureBody('ClubFormulaPictureUpload') } },
      { schema: adminClubFormulaSchema, description: 'The formula with its picture', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const { file, bytes } = await uploadedPicture(c.req.valid('form').image, c.get('lang'));
      return c.json(ok(await setFormulaPicture(c.get('deps'), c.req.valid('param').id, file, bytes), c.get('t')('admin:state.saved')), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/club/member', summary: 'The members and waiting customers, newest first', request: { query: z.object({ ...pageQuery, ...clubMembersQuerySchema }) } },
      { schema: adminClubMemberPageSchema, description: 'A page of members', failures: [400, 401, 403] },
    ),
    async (c) => {
      const { page, nbItem, search, formulaId, status } = c.req.valid('query');
      return c.json(ok(await clubMembers(c.get('deps').db, page, nbItem, { search: search || undefined, formulaId, status })), 200);
    },
  );

  return app;
}

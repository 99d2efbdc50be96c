import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { adminFormDetailSchema, formInputSchema } from '~/lib/admin/content/form-builder';
import { adminFormAnswersSchema, adminFormListSchema } from '~/lib/admin/content/forms';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema, pageQuery } from '../../http/bounded';
import { adminFormAnswers, adminForms, deleteFormAnswer, formAnswersCsv } from '../../services/admin/content/forms';
import { adminForm, createForm, deleteForm, updateForm } from '../../services/admin/content/form-builder';

// The site's forms and their answers in the back office (src/lib/admin/content/forms.ts). Who may
// call is settled once for every /admin path (app.ts).

const params = { params: z.object({ id: idSchema }) };

export function adminFormRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({ method: 'get', path: '/admin/form', tags: ['Admin'], summary: 'Every form of the site with its answers count (admins)', responses: jsonResponses(adminFormListSchema, 'The forms', [401, 403]) }),
    async (c) => c.json(ok(await adminForms(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/admin/form/{id}', tags: ['Admin'], summary: 'A form with its texts in both languages and its fields in order (admins)', request: params, responses: jsonResponses(adminFormDetailSchema, 'The form', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await adminForm(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/form',
      tags: ['Admin'],
      summary: 'Creates a form with its fields (admins)',
      description: 'Field names are unique in the form (400 names the field otherwise).',
      request: jsonBody(formInputSchema),
      responses: jsonResponses(adminFormDetailSchema, 'The new form', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await createForm(c.get('deps'), c.req.valid('json')), c.get('t')('admin-forms:created')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/form/{id}',
      tags: ['Admin'],
      summary: 'Saves a form whole, in one transaction; the contact page shows it at once (admins)',
      description: 'A field with an id is that field changed, one without is added, a field left out is removed. Answers keep their values: a removed field\'s past answers stay in their own column of the answers and the CSV.',
      request: { ...params, ...jsonBody(formInputSchema) },
      responses: jsonResponses(adminFormDetailSchema, 'The form as saved', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await updateForm(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-forms:saved')), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/form/{id}',
      tags: ['Admin'],
      summary: 'Deletes a form and its answers; 409 while a product customization asks it (admins)',
      request: params,
      responses: jsonResponses(z.object({ id: z.number() }), 'Deleted', [400, 401, 403, 404, 409]),
    }),
    async (c) => c.json(ok(await deleteForm(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-forms:deleted')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/form/{id}/answer',
      tags: ['Admin'],
      summary: "A form's answers, newest first, with its fields as columns (admins)",
      request: { ...params, query: z.object(pageQuery) },
      responses: jsonResponses(adminFormAnswersSchema, 'A page of answers', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await adminFormAnswers(c.get('deps').db, c.get('lang'), c.req.valid('param').id, c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/form/{id}/answer.csv',
      tags: ['Admin'],
      summary: "Every answer of a form as CSV, oldest first, a column per field (admins)",
      description: "Columns separated by ';', UTF-8 with a byte-order mark, headers in the language asked.",
      request: { ...params, query: z.object({ lang: z.enum(['fr_FR', 'en_US']).optional() }) },
      responses: { ...jsonResponses(z.null(), '', [400, 401, 403, 404]), 200: { description: 'The answers', content: { 'text/csv': { schema: z.string() } } } },
    }),
    async (c) => {
      const { filename, csv } = await formAnswersCsv(c.get('deps').db, c.req.valid('query').lang ?? c.get('lang'), c.req.valid('param').id);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' });
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      // Not /admin/form/answer/{id}: a reader of the document could not tell it from /admin/form/{id}/answer.
      path: '/admin/form-answer/{id}',
      tags: ['Admin'],
      summary: 'Erases an answer and the files sent with it (admins)',
      request: params,
      responses: jsonResponses(z.object({ id: z.number() }), 'Erased', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await deleteFormAnswer(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-content:forms.answerDeleted')), 200),
  );

  return app;
}

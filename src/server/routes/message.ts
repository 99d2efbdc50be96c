import { OpenAPIHono } from '@hono/zod-openapi';
import { contactMessageSchema, formViewSchema, messageSentSchema } from '~/lib/contracts/forms';
import type { ShopEnv } from '../http/context';
import { ok, orNull } from '../http/envelope';
import { sendMessage } from '../services/contact';
import { contactFormId, getForm } from '../services/forms';
import { routeUnder } from '../http/route';

const contentRoute = routeUnder('Content');

export function messageRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    contentRoute(
      {
        method: 'get',
        path: '/message/form',
        summary: 'The form of the contact page: the first form whose fields make a message (name, email, message); null when there is none',
      },
      { schema: orNull(formViewSchema), description: 'The contact form' },
    ),
    async (c) => {
      const { db } = c.get('deps');
      const id = await contactFormId(db);
      return c.json(ok(id === null ? null : await getForm(db, c.get('lang'), id)), 200);
    },
  );

  app.openapi(
    contentRoute(
      {
        method: 'post',
        path: '/message',
        summary: 'Sends a message to the estate (Reply-To: the visitor) with a copy to the visitor',
        description: 'Checked against the contact form’s rules; 400 names the fields to correct; 429 after 5 messages an hour from one address.',
        request: { body: { content: { 'application/json': { schema: contactMessageSchema } }, required: true } },
      },
      { schema: messageSentSchema, description: 'Sent', failures: [400, 429] },
    ),
    async (c) => {
      const context = { siteId: c.get('siteId'), lang: c.get('lang'), caller: c.get('caller'), ip: c.get('clientIp') };
      const body = c.req.valid('json');
      const sent = await sendMessage(c.get('deps'), context, { ...body, phone: body.phone ?? undefined, subject: body.subject ?? undefined, others: body.others ?? {} });
      return c.json(ok(sent, c.get('t')('engagement:contact.sent')), 200);
    },
  );

  return app;
}

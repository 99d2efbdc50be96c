import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addressBookEntrySchema as entryBody, defaultAddressChoiceSchema as defaultChoice, savedAddressSchema as savedAddress } from '~/lib/contracts/addresses';
import type { ShopEnv } from '../http/context';
import { idSchemaTelling } from '../http/bounded';
import { jsonBody, ok } from '../http/envelope';
import { changeSavedAddress, chooseDefaultAddress, deleteSavedAddress, listSavedAddresses, saveAddress } from '../services/address-book';
import { signedIn } from '../http/caller';
import { signedInOnly } from '../http/access';
import { routeUnder } from '../http/route';

const userRoute = routeUnder('User');

// The customer's address book; what each call does is told in src/lib/address-book.ts, the shapes
// are the address contract (src/lib/contracts/addresses.ts).

const params = z.object({ id: idSchemaTelling('account:addressBook.errors.notFound') });

export function addressBookRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  const book = (c: Context<ShopEnv>, userId: number) => listSavedAddresses(c.get('deps'), userId, c.get('lang'));

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'get', path: '/user/address', summary: "The customer's saved addresses, the defaults first" },
      { schema: z.array(savedAddress), description: 'The addresses', failures: [401] },
    ),
    async (c) => c.json(ok(await book(c, signedIn(c).userId)), 200),
  );

  app.openapi(
    userRoute(
      {
        method: 'post',
        ...signedInOnly,
        path: '/user/address',
        summary: 'Saves a new address; the first one becomes the default delivery and billing address',
        request: jsonBody(entryBody),
      },
      { schema: savedAddress, description: 'The address as saved', failures: [400, 401] },
    ),
    async (c) => {
      const { userId } = signedIn(c);
      const id = await saveAddress(c.get('deps'), c.get('siteId'), c.get('lang'), userId, c.req.valid('json'));
      const saved = (await book(c, userId)).find((entry) => entry.id === id)!;
      return c.json(ok(saved, c.get('t')('account:addressBook.added')), 200);
    },
  );

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'put', path: '/user/address/{id}', summary: 'Changes a saved address; its defaults stay', request: { params, ...jsonBody(entryBody) } },
      { schema: savedAddress, description: 'The address as saved', failures: [400, 401, 404] },
    ),
    async (c) => {
      const { userId } = signedIn(c);
      const { id } = c.req.valid('param');
      await changeSavedAddress(c.get('deps'), c.get('siteId'), c.get('lang'), userId, id, c.req.valid('json'));
      const saved = (await book(c, userId)).find((entry) => entry.id === id)!;
      return c.json(ok(saved, c.get('t')('account:addressBook.saved')), 200);
    },
  );

  app.openapi(
    userRoute(
      {
        method: 'put',
        ...signedInOnly,
        path: '/user/address/{id}/default',
        summary: 'Makes an address the default delivery and/or billing address (false on the default leaves none)',
        request: { params, ...jsonBody(defaultChoice) },
      },
      { schema: z.array(savedAddress), description: 'Every address, as now', failures: [400, 401, 404] },
    ),
    async (c) => {
      const { userId } = signedIn(c);
      await chooseDefaultAddress(c.get('deps'), userId, c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(await book(c, userId), c.get('t')('account:addressBook.defaultSaved')), 200);
    },
  );

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'delete', path: '/user/address/{id}', summary: 'Deletes a saved address; a default passes to the most recently saved address left', request: { params } },
      { schema: z.array(savedAddress), description: 'The addresses left', failures: [400, 401, 404] },
    ),
    async (c) => {
      const { userId } = signedIn(c);
      await deleteSavedAddress(c.get('deps'), userId, c.req.valid('param').id);
      return c.json(ok(await book(c, userId), c.get('t')('account:addressBook.deleted')), 200);
    },
  );

  return app;
}

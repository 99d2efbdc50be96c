import { OpenAPIHono } from '@hono/zod-openapi';
import { boxDeliverySchema, boxLinesSchema, myNextBoxSchema, nextBoxSchema } from '~/lib/contracts/club-box';
import { myPastBoxesSchema, PAST_BOXES_SHOWN } from '~/lib/contracts/club-past';
import { signedInOnly } from '../http/access';
import { signedIn } from '../http/caller';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { routeUnder } from '../http/route';
import { changeBox, changeBoxDelivery, myNextBox, skipBox, unskipBox } from '../services/club/boxes';
import { myPastBoxes } from '../services/club/past-boxes';

const clubRoute = routeUnder('Club');

// The member's next club box (src/lib/contracts/club-box.ts; docs/club.md#boxes): read it, and
// until the cut-off change its wines or delivery, skip it or undo the skip; and the past boxes
// (src/lib/contracts/club-past.ts), read-only.

const refusals = '404: no box announced. 409: after the cut-off (or being charged), skipped already, no skip left.';

export function clubBoxRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    clubRoute({ ...signedInOnly, method: 'get', path: '/user/club/box', summary: "The member's next box (the first shipment announced and not done), or null" }, { schema: myNextBoxSchema, description: 'The next box', failures: [401] }),
    async (c) => c.json(ok({ box: await myNextBox(c.get('deps'), signedIn(c).userId, c.get('lang')) }), 200),
  );

  app.openapi(
    clubRoute(
      { ...signedInOnly, method: 'get', path: '/user/club/past-boxes', summary: `The member's past boxes (shipments whose run is done), the latest first, at most ${PAST_BOXES_SHOWN}` },
      { schema: myPastBoxesSchema, description: 'The past boxes', failures: [401] },
    ),
    async (c) => c.json(ok(await myPastBoxes(c.get('deps').db, signedIn(c).userId, c.get('lang'))), 200),
  );

  app.openapi(
    clubRoute(
      { ...signedInOnly, method: 'put', path: '/user/club/box', summary: "Changes the next box's wines within the formula's rules", description: `400: a wine not offered, a curated wine taken out, too few or too many bottles, over a wine's most or the budget, added bottles out of stock. ${refusals}`, request: jsonBody(boxLinesSchema) },
      { schema: nextBoxSchema, description: 'The box as changed', failures: [400, 401, 404, 409] },
    ),
    async (c) => c.json(ok(await changeBox(c.get('deps'), signedIn(c).userId, c.get('lang'), c.req.valid('json')), c.get('t')('club:box.changed')), 200),
  );

  app.openapi(
    clubRoute(
      { ...signedInOnly, method: 'put', path: '/user/club/box/delivery', summary: 'Ships the next box to an address of the book, or has it collected at the estate', description: `400: a delivery the formula does not offer, an address not the member's. ${refusals}`, request: jsonBody(boxDeliverySchema) },
      { schema: nextBoxSchema, description: 'The box as changed', failures: [400, 401, 404, 409] },
    ),
    async (c) => c.json(ok(await changeBoxDelivery(c.get('deps'), signedIn(c).userId, c.get('lang'), c.req.valid('json')), c.get('t')('club:box.deliveryChanged')), 200),
  );

  app.openapi(
    clubRoute({ ...signedInOnly, method: 'post', path: '/user/club/box/skip', summary: 'Skips the next box (at most the formula’s skips a year)', description: refusals }, { schema: nextBoxSchema, description: 'The box, skipped', failures: [401, 404, 409] }),
    async (c) => c.json(ok(await skipBox(c.get('deps'), signedIn(c).userId, c.get('lang')), c.get('t')('club:box.skippedDone')), 200),
  );

  app.openapi(
    clubRoute({ ...signedInOnly, method: 'post', path: '/user/club/box/unskip', summary: 'Undoes the skip of the next box', description: refusals }, { schema: nextBoxSchema, description: 'The box, planned again', failures: [401, 404, 409] }),
    async (c) => c.json(ok(await unskipBox(c.get('deps'), signedIn(c).userId, c.get('lang')), c.get('t')('club:box.unskipped')), 200),
  );

  return app;
}

import { OpenAPIHono } from '@hono/zod-openapi';
import { clubJoinSchema, clubOfferSchema, clubPauseSchema, membershipSchema, myMembershipSchema } from '~/lib/contracts/club';
import { signedInOnly } from '../http/access';
import { signedIn } from '../http/caller';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { routeUnder } from '../http/route';
import { enabledFormulas } from '../services/club/formulas';
import { UNKNOWN_CLUB_GIFT } from '../services/club/gifts';
import { countingUnknownCodes } from '../services/gift-cards/guess';
import { cancelMembership, joinClub, myMembership, pauseMembership, resumeMembership } from '../services/club/memberships';
import { currentTermsVersion } from '../services/club/terms';

const clubRoute = routeUnder('Club');

// The wine club for customers (src/lib/contracts/club.ts; docs/club.md): the formulas, joining,
// and the member's own space.

export function clubRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    clubRoute({ method: 'get', path: '/club/formula', summary: 'The formulas on offer, in the owner’s order, and the version of the club’s terms shown now' }, { schema: clubOfferSchema, description: 'The offer' }),
    async (c) => {
      const { db } = c.get('deps');
      const [formulas, termsVersion] = await Promise.all([enabledFormulas(db, c.get('lang')), currentTermsVersion(db, c.get('siteId'), c.get('lang'))]);
      return c.json(ok({ formulas, termsVersion }), 200);
    },
  );

  app.openapi(
    clubRoute({ ...signedInOnly, method: 'get', path: '/user/club', summary: "The customer's live membership, else the last one that ended, else null" }, { schema: myMembershipSchema, description: 'The membership', failures: [401] }),
    async (c) => c.json(ok(await myMembership(c.get('deps'), signedIn(c).userId, c.get('lang'))), 200),
  );

  app.openapi(
    clubRoute(
      {
        ...signedInOnly,
        method: 'post',
        path: '/user/club',
        summary: 'Joins the club (or its waiting list when the formula is full) and mails the member',
        description:
          '400: no birth date on the account, a delivery the formula does not offer, an address or card not the customer’s, an expired card, a gift code malformed, used or of another formula. 403: under 18. 404: no such formula on offer, no such gift code. 409: already a member, or the terms changed since they were shown.',
        request: jsonBody(clubJoinSchema),
      },
      { schema: membershipSchema, description: 'The membership', failures: [400, 401, 403, 404, 409, 429] },
    ),
    async (c) => {
      const join = c.req.valid('json');
      const joining = () => joinClub(c.get('deps'), c.get('siteId'), c.get('lang'), signedIn(c).userId, join);
      // A typed gift code is a lookup: unknown ones count against the address, as a gift card's (gift-cards/guess.ts).
      const membership = join.giftCode ? await countingUnknownCodes(c.get('deps').throttle, c.get('clientIp'), joining, UNKNOWN_CLUB_GIFT) : await joining();
      return c.json(ok(membership, c.get('t')(membership.status === 'WAITING' ? 'club:waiting' : 'club:joined', { formula: membership.formula.name })), 200);
    },
  );

  app.openapi(
    clubRoute(
      { ...signedInOnly, method: 'put', path: '/user/club/pause', summary: 'Pauses the membership until a day (after today, a year ahead at most)', request: jsonBody(clubPauseSchema) },
      { schema: membershipSchema, description: 'The membership', failures: [400, 401, 404, 409] },
    ),
    async (c) => c.json(ok(await pauseMembership(c.get('deps'), signedIn(c).userId, c.get('lang'), c.req.valid('json')), c.get('t')('club:paused')), 200),
  );

  app.openapi(
    clubRoute({ ...signedInOnly, method: 'put', path: '/user/club/resume', summary: 'Resumes a paused membership now' }, { schema: membershipSchema, description: 'The membership', failures: [401, 404, 409] }),
    async (c) => c.json(ok(await resumeMembership(c.get('deps'), signedIn(c).userId, c.get('lang')), c.get('t')('club:resumed')), 200),
  );

  app.openapi(
    clubRoute(
      { ...signedInOnly, method: 'post', path: '/user/club/cancel', summary: 'Cancels the membership now (Code de la consommation L215-1-1) and mails the confirmation with the day it ends' },
      { schema: membershipSchema, description: 'The membership, cancelled', failures: [401, 404] },
    ),
    async (c) => {
      const membership = await cancelMembership(c.get('deps'), c.get('siteId'), signedIn(c).userId, c.get('lang'));
      return c.json(ok(membership, c.get('t')('club:cancelled')), 200);
    },
  );

  return app;
}

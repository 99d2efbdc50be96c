import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { t as translator } from '~/lib/i18n';
import type { ShopEnv } from './context';
import { langOf } from './lang';

// What the API's file downloads (invoices, credit notes, picking slips, labels, technical sheets)
// share: a plain link cannot send the userLang header, so `?lang=en_US` chooses the language, of
// the file and of its errors alike.

export const langQuery = z.object({ lang: z.string().max(10).optional().openapi({ description: 'fr_FR (default) or en_US' }) });

/** A document the customer may print: `?print=1` answers it to be shown rather than saved. */
export const printableQuery = langQuery.extend({
  print: z.enum(['1']).optional().openapi({ description: '1: shown in the browser to print rather than saved' }),
});

/** The 200 of a download: the file's bytes (its refusals are in the JSON envelope). */
export const fileAnswer = (contentType = 'application/pdf', description = 'The PDF file') => ({
  description,
  content: { [contentType]: { schema: z.string().openapi({ format: 'binary' }) } },
});

/** Speaks the language a download's link asks for, if it asks: its errors are told in it too. */
export function speakLinkLanguage(c: Context<ShopEnv>, asked: string | undefined) {
  if (!asked) return;
  c.set('lang', langOf(asked));
  c.set('t', translator(c.get('lang')));
}

import type { Lang } from '~/lib/locale';

/**
 * Where the order pages of the customer area live (paths without language prefix), and the API
 * document they link to. One place, so that a page, a card and an island name them alike.
 */
export const ORDERS_PATH = '/account/orders';

/** The address book, which the checkout links to. */
export const ADDRESSES_PATH = '/account/adresses';

export const orderPath = (idOrder: number) => `${ORDERS_PATH}/${idOrder}`;

export const returnFormPath = (idOrder: number) => `${orderPath(idOrder)}/return`;

export const returnPath = (idOrder: number, idReturn: number) => `${returnFormPath(idOrder)}/${idReturn}`;

/**
 * The invoice PDF (GET /api/order/{id}/invoice, src/lib/order-return.ts): a document the browser
 * opens itself, so a plain link rather than a call of the API client; a link cannot send the
 * userLang header, so the language goes in the query.
 */
export const invoiceUrl = (idOrder: number, lang: Lang) => `/api/order/${idOrder}/invoice?lang=${lang}`;

/** How many orders a page of /account/orders lists (SPEC.md section 9: orders, 10). */
export const ORDERS_PAGE_SIZE = 10;

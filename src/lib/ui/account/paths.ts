/**
 * Where the order pages of the customer area live (paths without language prefix). One place, so that a page, a card and an island name them alike.
 */
export const ORDERS_PATH = '/account/orders';

/** The address book, which the checkout links to. */
export const ADDRESSES_PATH = '/account/adresses';

export const orderPath = (idOrder: number) => `${ORDERS_PATH}/${idOrder}`;

export const returnFormPath = (idOrder: number) => `${orderPath(idOrder)}/return`;

export const returnPath = (idOrder: number, idReturn: number) => `${returnFormPath(idOrder)}/${idReturn}`;

/** How many orders a page of /account/orders lists (docs/architecture.md#look-and-display: 10). */
export const ORDERS_PAGE_SIZE = 10;

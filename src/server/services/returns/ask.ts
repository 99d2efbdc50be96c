import { eq } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import type { OrderReturnView, ReturnRequest } from '~/lib/order-return';
import type { ShopDeps } from '../../deps';
import { order, orderReturn, orderReturnLine } from '../../db/schema';
import type { OrderRow } from '../orders/read';
import { queueReturnAskedMails } from './mail';
import { closedProblem, deliveredAt, returnableLines, returnViews } from './read';
import { returnSettings } from './settings';
import { returnWindow } from './window';
import { invalid } from '../errors';

// A customer asks to send products back. Everything is checked and written, the mails included, in
// one transaction that holds the order's row: two requests sent at once (two tabs, a double click)
// are taken one after the other, so that the second sees the units the first took and cannot exceed
// what was bought.

export async function askReturn(deps: ShopDeps, siteId: number, lang: Lang, row: OrderRow, request: ReturnRequest): Promise<OrderReturnView> {
  const now = deps.now();
  const seen = new Set<number>();
  for (const product of request.products) {
    if (seen.has(product.idOrderLine)) throw invalid('returns:errors.duplicateLine');
    seen.add(product.idOrderLine);
  }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(order).where(eq(order.id, row.id)).for('update');
    const settings = await returnSettings(tx, siteId, lang);
    const window = returnWindow(settings.isActive, locked.status, await deliveredAt(tx, locked.id), now);
    const closed = closedProblem(window);
    if (closed) throw invalid(closed.key, closed.params);
    const lines = await returnableLines(tx, locked.id);
    for (const product of request.products) {
      const line = lines.find((l) => l.idOrderLine === product.idOrderLine);
      if (!line) throw invalid('returns:errors.unknownLine');
      if (product.quantity > line.returnableQuantity) {
        throw invalid(line.returnableQuantity === 0 ? 'returns:errors.nothingLeft' : 'returns:errors.tooMany', { name: line.name, count: line.returnableQuantity });
      }
    }
    const [asked] = await tx.insert(orderReturn).values({ orderId: locked.id, status: 'ASKED', reason: request.reason, createdAt: now, updatedAt: now }).returning({ id: orderReturn.id });
    await tx.insert(orderReturnLine).values(request.products.map((p) => ({ returnId: asked.id, orderLineId: p.idOrderLine, quantity: p.quantity, reason: p.reason?.trim() || null })));
    const [view] = await returnViews(tx, lang, row.id, [asked.id]);
    await queueReturnAskedMails({ ...deps, db: tx }, siteId, lang, row, view);
    return view;
  });
}

import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { InvoicePart } from '../../../lib/rules/credit-note';
import type { VatRateTotals } from '../../../lib/rules/vat';
import { cents, id, instant } from './columns';
import { order } from './orders';
import { orderReturn } from './returns';

// Credit notes ("factures d'avoir"): an invoice is never changed, a refund of an invoiced order is
// a credit note that names the invoice it corrects (docs/rules.md, credit notes). Like invoices,
// they follow their own unbroken series, numbered from a counter row locked in the refund's
// transaction.

/** The last credit note number given in each year (A2026-000001…). */
export const creditNoteCounter = pgTable('credit_note_counter', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A credit note, written in the transaction that decides its refund; a snapshot, never rewritten. */
export const creditNote = pgTable(
  'credit_note',
  {
    id: id(),
    number: text('number').notNull().unique(),
    // A credit note is a financial record: its order cannot be deleted from under it.
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'restrict' }),
    /** The invoice it corrects, as numbered on the order. */
    invoiceNumber: text('invoice_number').notNull(),
    /** The return whose products it pays back, if any. */
    returnId: integer('return_id').references(() => orderReturn.id, { onDelete: 'set null' }),
    /** Cents given back, tax included. */
    amount: cents('amount').notNull(),
    /** What it gives back of each part of the invoice (its lines after discount, its fee per rate). */
    parts: jsonb('parts').$type<InvoicePart[]>().notNull(),
    /** The amount, VAT and base given back per rate. */
    rates: jsonb('rates').$type<VatRateTotals[]>().notNull(),
    /** Why, as the estate wrote it. */
    note: text('note'),
    issuedAt: instant('issued_at').notNull(),
  },
  (t) => [index('credit_note_order_idx').on(t.orderId), index('credit_note_issued_at_idx').on(t.issuedAt), check('credit_note_amount_check', sql`${t.amount} > 0`)],
);

export const creditNoteRelations = relations(creditNote, ({ one }) => ({
  order: one(order, { fields: [creditNote.orderId], references: [order.id] }),
}));

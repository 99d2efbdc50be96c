import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ClubMembersFilter } from '~/lib/admin/club';
import type { FailedPayment, WaitingMember } from '~/lib/admin/club-owner';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { cardCharge, clubAllocation, clubAllocationRequest, clubBox, clubFormula, clubFormulaTranslation, clubMembership, clubShipment, keptCard, user } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { csvAmount, toCsv, type CsvValue } from '../admin/csv';
import { conflict, notFound } from '../errors';
import { PLACE_HOLDING, presentFormulas } from './formulas';
import { membershipFacts, queueJoinMail } from './mails';
import { planMemberBoxes } from './box-planning';
import { clubMembers } from './members';
import { addressLine } from './memberships';

// The owner's views of the club (docs/club.md, "The owner's views"): what each member's orders
// brought, the waiting list and letting someone in, the payments that failed, the members as a
// spreadsheet. Every change goes through an /admin route, audited there (app.ts).

const nameOf = (row: { firstname: string | null; lastname: string | null }) => [row.firstname, row.lastname].filter(Boolean).join(' ');

/** GET /admin/club/waiting: who waits, first come first, with the places left in their formula. */
export async function waitingList(db: Database): Promise<WaitingMember[]> {
  const rows = await db
    .select({ membership: clubMembership, email: user.email, firstname: user.firstname, lastname: user.lastname, formula: clubFormulaTranslation.name, cap: clubFormula.memberCap })
    .from(clubMembership)
    .innerJoin(user, eq(user.id, clubMembership.userId))
    .innerJoin(clubFormula, eq(clubFormula.id, clubMembership.formulaId))
    .leftJoin(clubFormulaTranslation, and(eq(clubFormulaTranslation.formulaId, clubMembership.formulaId), eq(clubFormulaTranslation.lang, 'fr_FR')))
    .where(eq(clubMembership.status, 'WAITING'))
    .orderBy(asc(clubMembership.createdAt), asc(clubMembership.id));
  const formulaIds = [...new Set(rows.map((row) => row.membership.formulaId))];
  const held = formulaIds.length
    ? await db.select({ formulaId: clubMembership.formulaId, n: count() }).from(clubMembership).where(and(inArray(clubMembership.formulaId, formulaIds), inArray(clubMembership.status, PLACE_HOLDING))).groupBy(clubMembership.formulaId)
    : [];
  return rows.map((row) => ({
    id: row.membership.id,
    userId: row.membership.userId,
    email: row.email,
    name: nameOf(row),
    formulaId: row.membership.formulaId,
    formula: row.formula ?? '',
    waitingSince: row.membership.createdAt.toISOString(),
    placesLeft: row.cap === null ? null : Math.max(0, row.cap - (held.find((one) => one.formulaId === row.membership.formulaId)?.n ?? 0)),
  }));
}

/**
 * POST /admin/club/waiting/{id}/admit: lets a waiting customer in, within the formula's cap (its
 * row locked, as joining locks it), and mails them the welcome that says what is charged and how to leave.
 */
export async function admitMember(deps: Pick<ShopDeps, 'db' | 'now' | 'config'>, siteId: number, membershipId: number, ownerLang: Lang = 'fr_FR'): Promise<{ name: string }> {
  return deps.db.transaction(async (tx) => {
    const [waiting] = await tx.select().from(clubMembership).where(eq(clubMembership.id, membershipId));
    if (!waiting) throw notFound('admin-club-allocations:errors.memberNotFound');
    const [formula] = await tx.select().from(clubFormula).where(eq(clubFormula.id, waiting.formulaId)).for('update');
    const [held] = await tx.select({ n: count() }).from(clubMembership).where(and(eq(clubMembership.formulaId, formula.id), inArray(clubMembership.status, PLACE_HOLDING)));
    if (formula.memberCap !== null && (held?.n ?? 0) >= formula.memberCap) throw conflict('admin-club-allocations:errors.formulaFull');
    const now = deps.now();
    const [admitted] = await tx
      .update(clubMembership)
      .set({ status: 'ACTIVE', since: now, updatedAt: now })
      .where(and(eq(clubMembership.id, membershipId), eq(clubMembership.status, 'WAITING')))
      .returning();
    if (!admitted) throw conflict('admin-club-allocations:errors.notWaiting');
    const lang = admitted.lang as Lang;
    const [[customer], [shown], card, addressText] = await Promise.all([
      tx.select().from(user).where(eq(user.id, admitted.userId)),
      presentFormulas(tx, [formula], lang),
      admitted.keptCardId === null ? Promise.resolve(null) : tx.select().from(keptCard).where(eq(keptCard.id, admitted.keptCardId)).then((rows) => rows[0] ?? null),
      addressLine(tx, admitted.addressId, lang),
    ]);
    const facts = membershipFacts(formula, { email: customer.email, lang, formulaName: shown.name, deliveryMode: admitted.deliveryMode, address: addressText, card });
    await queueJoinMail(tx, deps, siteId, facts, false);
    // A shipment announced and still before its cut-off: the admitted member gets a box, as one who joins (docs/club.md#boxes).
    // Its bottles taken from the stock: a wine short is the owner's 409, in the owner's language.
    await planMemberBoxes(tx, admitted, now, ownerLang);
    return { name: nameOf(customer) || customer.email };
  });
}

/** GET /admin/club/failed: members on hold, boxes and allocation grants whose charge failed, newest first. */
export async function failedPayments(db: Database): Promise<FailedPayment[]> {
  const who = { membershipId: clubMembership.id, email: user.email, firstname: user.firstname, lastname: user.lastname, formula: clubFormulaTranslation.name };
  const formulaName = and(eq(clubFormulaTranslation.formulaId, clubMembership.formulaId), eq(clubFormulaTranslation.lang, 'fr_FR'));
  const [onHold, boxes, grants] = await Promise.all([
    db
      .select({ ...who, at: clubMembership.updatedAt })
      .from(clubMembership)
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .leftJoin(clubFormulaTranslation, formulaName)
      .where(eq(clubMembership.status, 'ON_HOLD')),
    db
      .select({ ...who, status: clubBox.status, title: clubShipment.title, amount: cardCharge.amount, reason: cardCharge.declineReason, at: clubBox.updatedAt })
      .from(clubBox)
      .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
      .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .leftJoin(clubFormulaTranslation, formulaName)
      .leftJoin(cardCharge, eq(cardCharge.id, clubBox.cardChargeId))
      .where(inArray(clubBox.status, ['FAILED', 'DECLINED'])),
    db
      .select({ ...who, title: clubAllocation.title, amount: cardCharge.amount, reason: cardCharge.declineReason, at: clubAllocationRequest.updatedAt })
      .from(clubAllocationRequest)
      .innerJoin(clubAllocation, eq(clubAllocation.id, clubAllocationRequest.allocationId))
      .innerJoin(clubMembership, eq(clubMembership.id, clubAllocationRequest.membershipId))
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .leftJoin(clubFormulaTranslation, formulaName)
      .leftJoin(cardCharge, eq(cardCharge.id, clubAllocationRequest.cardChargeId))
      .where(eq(clubAllocationRequest.status, 'DECLINED')),
  ]);
  // Why a membership went on hold: the reason of its last failed box.
  const lastReason = (membershipId: number) => boxes.filter((box) => box.membershipId === membershipId).sort((a, b) => b.at.getTime() - a.at.getTime())[0]?.reason ?? null;
  const base = (row: (typeof onHold)[number]) => ({ membershipId: row.membershipId, email: row.email, name: nameOf(row), formula: row.formula ?? '', at: row.at.toISOString() });
  const all: FailedPayment[] = [
    ...onHold.map((row) => ({ ...base(row), kind: 'MEMBERSHIP' as const, status: 'ON_HOLD', title: null, amount: null, reason: lastReason(row.membershipId) })),
    ...boxes.map((row) => ({ ...base(row), kind: 'BOX' as const, status: row.status, title: row.title, amount: row.amount, reason: row.reason })),
    ...grants.map((row) => ({ ...base(row), kind: 'ALLOCATION' as const, status: 'DECLINED', title: row.title, amount: row.amount, reason: row.reason })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at));
}

const CSV_PAGE = 500;

/**
 * GET /admin/club/member.csv: the members as the list filters them, as the shop's other
 * spreadsheets are written (services/admin/csv.ts: ';', amounts with a decimal comma, UTF-8 with
 * its byte-order mark), headers in the language asked.
 */
export async function membersCsv(db: Database, filter: ClubMembersFilter, lang: Lang): Promise<{ filename: string; csv: string }> {
  const t = translator(lang);
  const rows: CsvValue[][] = [];
  for (let page = 1; ; page++) {
    const found = await clubMembers(db, page, CSV_PAGE, filter);
    for (const member of found.items) {
      rows.push([member.email, member.name, member.formula, t(`admin-club:status.${member.status}`), member.since ? formatDate(member.since) : '', formatDate(member.joinedAt), member.endsAt ? formatDate(member.endsAt) : '', csvAmount(member.lifetimeValue)]);
    }
    if (page * CSV_PAGE >= found.total) break;
  }
  const header = ['email', 'name', 'formula', 'status', 'since', 'joinedAt', 'endsAt', 'lifetimeValue'].map((key) => t(`admin-club-allocations:csv.${key}`));
  return { filename: 'club-members.csv', csv: toCsv(header, rows) };
}


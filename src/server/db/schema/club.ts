import { relations, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cardCharge, keptCard } from './cards';
import { declination } from './catalogue';
import { cents, id, instant, nonNegative, oneOf, position, timestamps } from './columns';
import { media } from './media';
import { order, orderLine } from './orders';
import { langCode } from './site';
import { address, user } from './users';

// The estate's wine club (docs/club.md): the formulas the owner offers, the members, the shipments
// charged on the members' kept cards, and the allocations of rare cuvées. Money in euro cents, tax
// included; a discount in basis points (1250 = 12.5 %), as discounts.ts.

/** CURATED: the estate fills the box; MEMBER_CHOICE: the member picks among the wines offered, within the formula's rules. */
export const clubSelections = ['CURATED', 'MEMBER_CHOICE'] as const;
export type ClubSelection = (typeof clubSelections)[number];

/** How a member receives the boxes: shipped to an address of their address book, or collected at the estate. */
export const clubDeliveryModes = ['SHIPPING', 'COLLECTION'] as const;
export type ClubDeliveryMode = (typeof clubDeliveryModes)[number];

/** The colours a MEMBER_CHOICE formula may restrict its boxes to. */
export const clubColours = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET'] as const;
export type ClubColour = (typeof clubColours)[number];

/** A club formula: what a member receives, how often, at which price and with which advantages. */
export const clubFormula = pgTable(
  'club_formula',
  {
    id: id(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    bottlesPerShipment: smallint('bottles_per_shipment').notNull(),
    shipmentsPerYear: smallint('shipments_per_year').notNull(),
    selection: text('selection', { enum: clubSelections }).notNull().default('CURATED'),
    /** MEMBER_CHOICE: the colours the member may pick among (empty: any). */
    choiceColours: text('choice_colours').array().$type<ClubColour[]>().notNull().default(sql`'{}'::text[]`),
    /** MEMBER_CHOICE: the most a box may cost, in cents (null: no limit). */
    choiceBudget: cents('choice_budget'),
    /** The usual price of one shipment, in cents, member discount included: what the club page announces. */
    pricePerShipment: cents('price_per_shipment').notNull(),
    /** Off every purchase while a member, in basis points (1000 = 10 %). */
    memberDiscount: integer('member_discount').notNull().default(0),
    allowsShipping: boolean('allows_shipping').notNull().default(true),
    allowsCollection: boolean('allows_collection').notNull().default(true),
    /** The club's shipping rate for one shipped box, in cents (0: shipping offered). */
    shippingRate: cents('shipping_rate').notNull().default(0),
    /** The most members at once (WAITING excluded); null: no cap. Beyond, a new member waits. */
    memberCap: integer('member_cap'),
    /** How many shipments a member may skip in a year of membership. */
    maxSkipsPerYear: smallint('max_skips_per_year').notNull().default(1),
    /** Gift memberships: how many shipments one covers (null: the formula is not offered as a gift). */
    giftShipments: smallint('gift_shipments'),
    /** Gift memberships: their price, paid at once, in cents. */
    giftPrice: cents('gift_price'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    check('club_formula_bottles_check', sql`${t.bottlesPerShipment} between 1 and 120`),
    check('club_formula_shipments_check', sql`${t.shipmentsPerYear} between 1 and 12`),
    oneOf('club_formula_selection_check', t.selection, clubSelections),
    check('club_formula_price_check', sql`${t.pricePerShipment} > 0`),
    check('club_formula_discount_check', sql`${t.memberDiscount} between 0 and 10000`),
    check('club_formula_delivery_check', sql`${t.allowsShipping} or ${t.allowsCollection}`),
    nonNegative('club_formula_shipping_rate_check', t.shippingRate),
    check('club_formula_cap_check', sql`${t.memberCap} >= 1`),
    check('club_formula_skips_check', sql`${t.maxSkipsPerYear} between 0 and 12`),
    check('club_formula_budget_check', sql`${t.choiceBudget} > 0`),
    check('club_formula_gift_check', sql`(${t.giftShipments} is null) = (${t.giftPrice} is null) and (${t.giftShipments} is null or (${t.giftShipments} >= 1 and ${t.giftPrice} > 0))`),
  ],
);

export const clubFormulaTranslation = pgTable(
  'club_formula_translation',
  {
    formulaId: integer('formula_id')
      .notNull()
      .references(() => clubFormula.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.formulaId, t.lang] })],
);

/**
 * WAITING: on the waiting list (the formula's cap was reached); ACTIVE: boxes are prepared and
 * charged; PAUSED: no box until pausedUntil; ON_HOLD: a box's charge failed after every retry, the
 * owner and the member must act; CANCELLED: ended (at endsAt, the end of the period already paid).
 */
export const membershipStatuses = ['WAITING', 'ACTIVE', 'PAUSED', 'ON_HOLD', 'CANCELLED'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** A customer's membership of one formula. */
export const clubMembership = pgTable(
  'club_membership',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    formulaId: integer('formula_id')
      .notNull()
      .references(() => clubFormula.id, { onDelete: 'restrict' }),
    status: text('status', { enum: membershipStatuses }).notNull(),
    /** When it became ACTIVE (null while WAITING): the member's seniority. */
    since: instant('since'),
    /** The card its boxes are charged on (null: the member removed it; the next charge asks for one). */
    keptCardId: integer('kept_card_id').references(() => keptCard.id, { onDelete: 'set null' }),
    deliveryMode: text('delivery_mode', { enum: clubDeliveryModes }).notNull(),
    /** SHIPPING: the address of the member's book the boxes go to. */
    addressId: integer('address_id').references(() => address.id, { onDelete: 'set null' }),
    /** PAUSED: the first day (estate's calendar) boxes are prepared again. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** When the member (or the owner) asked to cancel, and when it ends. */
    cancelRequestedAt: instant('cancel_requested_at'),
    endsAt: instant('ends_at'),
    /** A gift membership: shipments left to send (null: a paid membership, charged box by box). */
    giftShipmentsLeft: smallint('gift_shipments_left'),
    /** Who offered it, for a gift. */
    giftFromUserId: integer('gift_from_user_id').references(() => user.id, { onDelete: 'set null' }),
    termsAcceptedAt: instant('terms_accepted_at').notNull(),
    /** The version of the club's terms accepted (src/lib/legal.ts). */
    termsVersion: text('terms_version').notNull(),
    /** What the shop writes to the member in. */
    lang: langCode(),
    ...timestamps(),
  },
  (t) => [
    index('club_membership_formula_idx').on(t.formulaId, t.status),
    index('club_membership_user_idx').on(t.userId),
    // One live membership per customer: a second formula is a change of formula, not a second club.
    uniqueIndex('club_membership_one_live_uq').on(t.userId).where(sql`${t.status} <> 'CANCELLED'`),
    oneOf('club_membership_status_check', t.status, membershipStatuses),
    oneOf('club_membership_delivery_check', t.deliveryMode, clubDeliveryModes),
    check('club_membership_since_check', sql`${t.status} in ('WAITING', 'CANCELLED') or ${t.since} is not null`),
    check('club_membership_paused_check', sql`${t.status} <> 'PAUSED' or ${t.pausedUntil} is not null`),
    check('club_membership_gift_check', sql`${t.giftShipmentsLeft} >= 0`),
  ],
);

/**
 * DRAFT: being prepared, members see nothing; OPEN: announced, members change or skip their box
 * until the cut-off; CHARGING: the charge run is under way; DONE: every box charged, skipped or on
 * hold; CANCELLED: called off before charging.
 */
export const clubShipmentStatuses = ['DRAFT', 'OPEN', 'CHARGING', 'DONE', 'CANCELLED'] as const;
export type ClubShipmentStatus = (typeof clubShipmentStatuses)[number];

/** One shipment of a formula: the wines, the charge date and the cut-off. */
export const clubShipment = pgTable(
  'club_shipment',
  {
    id: id(),
    formulaId: integer('formula_id')
      .notNull()
      .references(() => clubFormula.id, { onDelete: 'restrict' }),
    /** The owner's name for it ("Printemps 2027"), shown to members. */
    title: text('title').notNull(),
    status: text('status', { enum: clubShipmentStatuses }).notNull().default('DRAFT'),
    /** The estate's day the boxes are charged. */
    chargeOn: date('charge_on', { mode: 'string' }).notNull(),
    /** Until then members change or skip their box. */
    cutoffAt: instant('cutoff_at').notNull(),
    /** A box's price for this shipment, member discount included, before the club shipping rate. */
    price: cents('price').notNull(),
    /** When the members were mailed 14 and 2 days before the charge (once each). */
    firstReminderAt: instant('first_reminder_at'),
    lastReminderAt: instant('last_reminder_at'),
    /** When the charge run started and ended. */
    runStartedAt: instant('run_started_at'),
    runEndedAt: instant('run_ended_at'),
    ...timestamps(),
  },
  (t) => [
    index('club_shipment_formula_idx').on(t.formulaId, t.chargeOn),
    index('club_shipment_due_idx').on(t.status, t.chargeOn),
    oneOf('club_shipment_status_check', t.status, clubShipmentStatuses),
    check('club_shipment_price_check', sql`${t.price} > 0`),
  ],
);

/** A wine of a shipment: its quantity in a curated box, or offered (with a most per box) for the members' choice. */
export const clubShipmentWine = pgTable(
  'club_shipment_wine',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => clubShipment.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id')
      .notNull()
      .references(() => declination.id, { onDelete: 'restrict' }),
    /** CURATED: bottles of it in every box; MEMBER_CHOICE: the default pick. */
    quantity: smallint('quantity').notNull().default(0),
    /** MEMBER_CHOICE: the most a member may take (null: only the box's size limits it). */
    maxPerBox: smallint('max_per_box'),
    /** The member price of one bottle in this shipment, in cents (what an added bottle costs). */
    unitPrice: cents('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.declinationId] }),
    nonNegative('club_shipment_wine_quantity_check', t.quantity),
    check('club_shipment_wine_max_check', sql`${t.maxPerBox} >= 1`),
    check('club_shipment_wine_price_check', sql`${t.unitPrice} > 0`),
  ],
);

/**
 * PLANNED: to be charged; SKIPPED: the member skipped it; PENDING: its charge is asked of the
 * provider; CHARGED: paid (or offered by a gift membership), its order made (one transaction); DECLINED: refused, retried at
 * nextRetryAt; AUTHENTICATION_REQUIRED: the bank wants the member, who was mailed a link; FAILED:
 * given up after the last retry (the membership goes ON_HOLD); SET_ASIDE: a planned box of a
 * shipment charged during the member's pause, kept as the member made it, PLANNED again when they
 * resume before its cut-off (docs/club.md#shipments).
 */
export const clubBoxStatuses = ['PLANNED', 'SKIPPED', 'PENDING', 'CHARGED', 'DECLINED', 'AUTHENTICATION_REQUIRED', 'FAILED', 'SET_ASIDE'] as const;
export type ClubBoxStatus = (typeof clubBoxStatuses)[number];

/** One member's box of one shipment. */
export const clubBox = pgTable(
  'club_box',
  {
    id: id(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => clubShipment.id, { onDelete: 'restrict' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => clubMembership.id, { onDelete: 'restrict' }),
    status: text('status', { enum: clubBoxStatuses }).notNull().default('PLANNED'),
    /** The box's wines, in cents (its lines), before delivery. */
    price: cents('price').notNull(),
    /** The club shipping rate, or 0 for collection. */
    deliveryFee: cents('delivery_fee').notNull().default(0),
    deliveryMode: text('delivery_mode', { enum: clubDeliveryModes }).notNull(),
    addressId: integer('address_id').references(() => address.id, { onDelete: 'set null' }),
    skippedAt: instant('skipped_at'),
    /** The charge made for it: one only (unique), its id the provider's idempotency key. */
    cardChargeId: integer('card_charge_id').references(() => cardCharge.id, { onDelete: 'restrict' }),
    /** The order made from it once charged: one only (unique). */
    orderId: integer('order_id').references(() => order.id, { onDelete: 'restrict' }),
    /** Charge attempts so far, and when the next one is due (a DECLINED box). */
    attempts: smallint('attempts').notNull().default(0),
    nextRetryAt: instant('next_retry_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('club_box_one_per_member_uq').on(t.shipmentId, t.membershipId),
    uniqueIndex('club_box_one_charge_uq').on(t.cardChargeId),
    uniqueIndex('club_box_one_order_uq').on(t.orderId),
    index('club_box_membership_idx').on(t.membershipId),
    index('club_box_retry_idx').on(t.status, t.nextRetryAt),
    oneOf('club_box_status_check', t.status, clubBoxStatuses),
    oneOf('club_box_delivery_check', t.deliveryMode, clubDeliveryModes),
    nonNegative('club_box_price_check', t.price),
    nonNegative('club_box_fee_check', t.deliveryFee),
    nonNegative('club_box_attempts_check', t.attempts),
    // CHARGED with its order always; with its charge too, but for a gift membership's box, paid at once when the gift was bought.
    check('club_box_charged_check', sql`${t.status} <> 'CHARGED' or ${t.orderId} is not null`),
  ],
);

/** The wines of one box (the shipment's, or the member's choice and added bottles). */
export const clubBoxLine = pgTable(
  'club_box_line',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => clubBox.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id')
      .notNull()
      .references(() => declination.id, { onDelete: 'restrict' }),
    quantity: smallint('quantity').notNull(),
    unitPrice: cents('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boxId, t.declinationId] }),
    check('club_box_line_quantity_check', sql`${t.quantity} >= 1`),
    nonNegative('club_box_line_price_check', t.unitPrice),
  ],
);

/** How an allocation's stock is shared when more is asked than there is. */
export const allocationRules = ['SENIORITY', 'RANDOM', 'PROPORTION'] as const;
export type AllocationRule = (typeof allocationRules)[number];

/** OPEN: members ask until closesAt; SHARED: the stock was shared out; CHARGED: every grant charged or given up; CANCELLED. */
export const allocationStatuses = ['OPEN', 'SHARED', 'CHARGED', 'CANCELLED'] as const;
export type AllocationStatus = (typeof allocationStatuses)[number];

/** A limited cuvée offered to some formulas' members, within a window. */
export const clubAllocation = pgTable(
  'club_allocation',
  {
    id: id(),
    declinationId: integer('declination_id')
      .notNull()
      .references(() => declination.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    status: text('status', { enum: allocationStatuses }).notNull().default('OPEN'),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    /** Bottles to share out. */
    stock: integer('stock').notNull(),
    unitPrice: cents('unit_price').notNull(),
    minPerMember: smallint('min_per_member').notNull().default(1),
    defaultPerMember: smallint('default_per_member').notNull().default(1),
    maxPerMember: smallint('max_per_member').notNull(),
    rule: text('rule', { enum: allocationRules }).notNull().default('SENIORITY'),
    sharedAt: instant('shared_at'),
    /** The seed of the share-out's draw (RANDOM; src/lib/rules/allocation-share.ts), drawn at the close so the share can be explained. */
    seed: integer('seed'),
    ...timestamps(),
  },
  (t) => [
    oneOf('club_allocation_status_check', t.status, allocationStatuses),
    oneOf('club_allocation_rule_check', t.rule, allocationRules),
    check('club_allocation_window_check', sql`${t.opensAt} < ${t.closesAt}`),
    check('club_allocation_stock_check', sql`${t.stock} >= 1`),
    check('club_allocation_price_check', sql`${t.unitPrice} > 0`),
    check('club_allocation_quantities_check', sql`1 <= ${t.minPerMember} and ${t.minPerMember} <= ${t.defaultPerMember} and ${t.defaultPerMember} <= ${t.maxPerMember}`),
  ],
);

/** The formulas whose members may ask for an allocation. */
export const clubAllocationFormula = pgTable(
  'club_allocation_formula',
  {
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => clubAllocation.id, { onDelete: 'cascade' }),
    formulaId: integer('formula_id')
      .notNull()
      .references(() => clubFormula.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.allocationId, t.formulaId] })],
);

/** ASKED: waiting for the close; GRANTED: given `granted` bottles, to charge; CHARGED; DECLINED (charge refused); NONE: nothing left for them. */
export const allocationRequestStatuses = ['ASKED', 'GRANTED', 'CHARGED', 'DECLINED', 'NONE'] as const;
export type AllocationRequestStatus = (typeof allocationRequestStatuses)[number];

/** A member's request for an allocation: one per member, its charge one only. */
export const clubAllocationRequest = pgTable(
  'club_allocation_request',
  {
    id: id(),
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => clubAllocation.id, { onDelete: 'restrict' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => clubMembership.id, { onDelete: 'restrict' }),
    quantity: smallint('quantity').notNull(),
    /** Take more than asked, up to the most per member, if some is left. */
    moreIfPossible: boolean('more_if_possible').notNull().default(false),
    status: text('status', { enum: allocationRequestStatuses }).notNull().default('ASKED'),
    granted: smallint('granted'),
    cardChargeId: integer('card_charge_id').references(() => cardCharge.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => order.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('club_allocation_request_one_per_member_uq').on(t.allocationId, t.membershipId),
    uniqueIndex('club_allocation_request_one_charge_uq').on(t.cardChargeId),
    uniqueIndex('club_allocation_request_one_order_uq').on(t.orderId),
    oneOf('club_allocation_request_status_check', t.status, allocationRequestStatuses),
    check('club_allocation_request_quantity_check', sql`${t.quantity} >= 1`),
    check('club_allocation_request_granted_check', sql`${t.granted} >= 0`),
  ],
);

export const clubFormulaRelations = relations(clubFormula, ({ many, one }) => ({
  translations: many(clubFormulaTranslation),
  memberships: many(clubMembership),
  shipments: many(clubShipment),
  media: one(media, { fields: [clubFormula.mediaId], references: [media.id] }),
}));

export const clubFormulaTranslationRelations = relations(clubFormulaTranslation, ({ one }) => ({
  formula: one(clubFormula, { fields: [clubFormulaTranslation.formulaId], references: [clubFormula.id] }),
}));

export const clubMembershipRelations = relations(clubMembership, ({ one, many }) => ({
  user: one(user, { fields: [clubMembership.userId], references: [user.id] }),
  formula: one(clubFormula, { fields: [clubMembership.formulaId], references: [clubFormula.id] }),
  keptCard: one(keptCard, { fields: [clubMembership.keptCardId], references: [keptCard.id] }),
  address: one(address, { fields: [clubMembership.addressId], references: [address.id] }),
  boxes: many(clubBox),
}));

export const clubShipmentRelations = relations(clubShipment, ({ one, many }) => ({
  formula: one(clubFormula, { fields: [clubShipment.formulaId], references: [clubFormula.id] }),
  wines: many(clubShipmentWine),
  boxes: many(clubBox),
}));

export const clubShipmentWineRelations = relations(clubShipmentWine, ({ one }) => ({
  shipment: one(clubShipment, { fields: [clubShipmentWine.shipmentId], references: [clubShipment.id] }),
  declination: one(declination, { fields: [clubShipmentWine.declinationId], references: [declination.id] }),
}));

export const clubBoxRelations = relations(clubBox, ({ one, many }) => ({
  shipment: one(clubShipment, { fields: [clubBox.shipmentId], references: [clubShipment.id] }),
  membership: one(clubMembership, { fields: [clubBox.membershipId], references: [clubMembership.id] }),
  lines: many(clubBoxLine),
}));

export const clubBoxLineRelations = relations(clubBoxLine, ({ one }) => ({
  box: one(clubBox, { fields: [clubBoxLine.boxId], references: [clubBox.id] }),
  declination: one(declination, { fields: [clubBoxLine.declinationId], references: [declination.id] }),
}));

/**
 * A gift membership bought for someone: N shipments of a formula, paid at once with an order
 * (docs/club.md, "Gift memberships"). As a gift card's, its code is a bearer instrument: only its
 * SHA-256 and last four characters are kept; the recipient holds the code, in their mail. Redeemed
 * once: by the membership it started.
 */
export const clubGift = pgTable(
  'club_gift',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique(),
    codeEnd: text('code_end').notNull(),
    formulaId: integer('formula_id')
      .notNull()
      .references(() => clubFormula.id, { onDelete: 'restrict' }),
    /** The shipments it covers and what was paid for them, as the formula said when it was bought. */
    shipments: smallint('shipments').notNull(),
    price: cents('price').notNull(),
    /** The order that paid it (null: offered by hand). */
    orderId: integer('order_id').references(() => order.id, { onDelete: 'set null' }),
    /** Its order line: a paid order issues each gift once (unique), whatever the notifications. */
    orderLineId: integer('order_line_id').references(() => orderLine.id, { onDelete: 'set null' }),
    fromUserId: integer('from_user_id').references(() => user.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** What the recipient's mail is written in. */
    lang: langCode(),
    /** The membership it started, and when: a code is redeemed once. */
    membershipId: integer('membership_id').references(() => clubMembership.id, { onDelete: 'set null' }),
    redeemedAt: instant('redeemed_at'),
    ...timestamps(),
  },
  (t) => [
    index('club_gift_order_idx').on(t.orderId),
    uniqueIndex('club_gift_order_line_uq').on(t.orderLineId),
    check('club_gift_shipments_check', sql`${t.shipments} >= 1`),
    check('club_gift_price_check', sql`${t.price} > 0`),
    check('club_gift_redeemed_check', sql`(${t.membershipId} is null) or (${t.redeemedAt} is not null)`),
  ],
);

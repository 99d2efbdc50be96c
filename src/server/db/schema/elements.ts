import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, instant, nonNegative, position, timestamps } from './columns';
import { media } from './media';
import { langCode } from './site';
import { user } from './users';

// Element lists: small ordered lists the owner edits, reached by route (GET /element/{route}):
// footer logos and links, events one can register for, partners…

export const elementList = pgTable('element_list', {
  id: id(),
  /** e.g. 'logo-footer', 'link-footer', 'evenements'. */
  route: text('route').notNull().unique(),
  name: text('name'),
  createdAt: createdAt(),
});

/**
 * An item of a list. Events use the period, place, price and capacity; registeredSeats is taken
 * with a conditional update so that an event is never overbooked.
 */
export const element = pgTable(
  'element',
  {
    id: id(),
    listId: integer('list_id')
      .notNull()
      .references(() => elementList.id, { onDelete: 'cascade' }),
    position: position(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    link: text('link'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    location: text('location'),
    price: cents('price'),
    capacity: integer('capacity'),
    registeredSeats: integer('registered_seats').notNull().default(0),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('element_list_idx').on(t.listId, t.position),
    index('element_starts_at_idx').on(t.listId, t.startsAt),
    nonNegative('element_price_check', t.price),
    check('element_period_check', sql`${t.startsAt} <= ${t.endsAt}`),
    check(
      'element_seats_check',
      sql`${t.registeredSeats} >= 0 and (${t.capacity} is null or ${t.registeredSeats} <= ${t.capacity})`,
    ),
  ],
);

export const elementTranslation = pgTable(
  'element_translation',
  {
    elementId: integer('element_id')
      .notNull()
      .references(() => element.id, { onDelete: 'cascade' }),
    lang: langCode(),
    title: text('title'),
    subtitle: text('subtitle'),
    description: text('description'),
    linkLabel: text('link_label'),
  },
  (t) => [primaryKey({ columns: [t.elementId, t.lang] })],
);

/** A registration to an element that is an event (POST /element/{route}/{id}/register). */
export const elementRegistration = pgTable(
  'element_registration',
  {
    id: id(),
    elementId: integer('element_id')
      .notNull()
      .references(() => element.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    seats: integer('seats').notNull().default(1),
    lang: langCode(),
    createdAt: createdAt(),
  },
  (t) => [
    index('element_registration_element_idx').on(t.elementId),
    index('element_registration_user_idx').on(t.userId),
    check('element_registration_seats_check', sql`${t.seats} > 0`),
  ],
);

export const elementListRelations = relations(elementList, ({ many }) => ({
  elements: many(element),
}));

export const elementRelations = relations(element, ({ one, many }) => ({
  list: one(elementList, { fields: [element.listId], references: [elementList.id] }),
  media: one(media, { fields: [element.mediaId], references: [media.id] }),
  translations: many(elementTranslation),
  registrations: many(elementRegistration),
}));

export const elementTranslationRelations = relations(elementTranslation, ({ one }) => ({
  element: one(element, { fields: [elementTranslation.elementId], references: [element.id] }),
}));

export const elementRegistrationRelations = relations(elementRegistration, ({ one }) => ({
  element: one(element, { fields: [elementRegistration.elementId], references: [element.id] }),
  user: one(user, { fields: [elementRegistration.userId], references: [user.id] }),
}));

import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * A customer account (consumer or business). Customer groups: 1 retail (default), 2 and 3
 * business (tier prices). The business fields are filled by the back-office issues; accounts made
 * through the shop leave them empty.
 */
export const customer = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    firstname: varchar('firstname', { length: 255 }).notNull(),
    lastname: varchar('lastname', { length: 255 }).notNull(),
    /** scrypt$N$r$p$salt$hash (decision 0060) */
    passwordHash: text('password_hash').notNull(),
    groupId: integer('group_id').notNull().default(1),
    storeId: integer('store_id').notNull().default(1),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    company: varchar('company', { length: 255 }),
    vatId: varchar('vat_id', { length: 64 }),
    /** Chamber of Commerce number (KvK in NL, Handelsregister in DE) of a trade customer */
    kvkNumber: varchar('kvk_number', { length: 32 }),
    /** the customer's number in the back office (ERP) */
    backofficeId: varchar('backoffice_id', { length: 64 }),
    /** business switches later issues read (is_business, hidden prices, dropshipment, ...) */
    flags: jsonb('flags').$type<Record<string, unknown>>().notNull().default({}),
    /** access tokens carry it; raising it ends every access token issued before (decision 0111) */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // e-mail addresses are unique whatever their case
  (t) => [uniqueIndex('customer_email_lower_uq').on(sql`lower(${t.email})`)],
)

/** Address book entry, contract §2 shape (street as an array of lines). */
export const customerAddress = pgTable(
  'customer_address',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    firstname: varchar('firstname', { length: 255 }).notNull(),
    lastname: varchar('lastname', { length: 255 }).notNull(),
    company: varchar('company', { length: 255 }),
    street: text('street').array().notNull(),
    postcode: varchar('postcode', { length: 32 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    countryId: varchar('country_id', { length: 2 }).notNull(),
    region: varchar('region', { length: 255 }),
    telephone: varchar('telephone', { length: 64 }),
    vatId: varchar('vat_id', { length: 64 }),
    defaultBilling: boolean('default_billing').notNull().default(false),
    defaultShipping: boolean('default_shipping').notNull().default(false),
  },
  (t) => [index('customer_address_customer_idx').on(t.customerId)],
)

/**
 * Refresh tokens, stored as SHA-256 of the random token. One login starts a family; every refresh
 * rotates (the used token is marked, a new one issued in the same family). Presenting a rotated
 * token again revokes the whole family (decision 0061).
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    familyId: varchar('family_id', { length: 32 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** the `x-client` header of the login or refresh */
    client: varchar('client', { length: 128 }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_token_family_idx').on(t.familyId)],
)

/** Reset-password links: SHA-256 of the token, usable once until it expires. */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_customer_idx').on(t.customerId)],
)

/**
 * Failed logins, counted per account (e-mail) and per client address within a window. In the
 * database rather than in process memory so that several shop processes count together
 * (decision 0062).
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failure_email_idx').on(t.email, t.createdAt),
    index('login_failure_address_idx').on(t.address, t.createdAt),
  ],
)

/** Product reviews; review_status as Magento: 1 approved, 2 pending (held for moderation), 3 not approved. */
export const review = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    nickname: varchar('nickname', { length: 128 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    detail: text('detail').notNull(),
    /** [{rating_name, percent, value}] */
    ratings: jsonb('ratings')
      .$type<{ rating_name: string; percent: number; value: number }[]>()
      .notNull()
      .default([]),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    storeId: integer('store_id').notNull().default(1),
    reviewStatus: smallint('review_status').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_product_idx').on(t.productId, t.reviewStatus),
    index('review_customer_idx').on(t.customerId),
  ],
)

/** Newsletter subscribers, one row per e-mail and store (Mailchimp keeps its own list when configured). */
export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    firstname: varchar('firstname', { length: 255 }),
    storeId: integer('store_id').notNull().default(1),
    /** pending (confirmation mailed) | subscribed | unsubscribed (Mailchimp's member statuses) */
    status: varchar('status', { length: 16 }).notNull(),
    /** when the welcome coupon was mailed: once per address and store (decision 0113) */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriber_email_store_uq').on(sql`lower(${t.email})`, t.storeId)],
)

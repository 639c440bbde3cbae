import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { customer } from './customer.ts'

/**
 * A business asking for a trade account (spec 001 §2 /request-account, §7 requestaccount; issue
 * 19). Stored before anything is mailed, so a mail server that fails loses nothing; staff approve
 * (creating the trade customer, `customer_id`) or reject with a reason.
 */
export const accountRequest = pgTable(
  'account_request',
  {
    id: serial('id').primaryKey(),
    /** store view the business asked in: nl | de (mails and the new account follow it) */
    language: varchar('language', { length: 2 }).notNull(),
    company: varchar('company', { length: 200 }).notNull(),
    contactPerson: varchar('contact_person', { length: 200 }).notNull(),
    vatId: varchar('vat_id', { length: 32 }).notNull(),
    kvkNumber: varchar('kvk_number', { length: 32 }).notNull(),
    street: varchar('street', { length: 200 }).notNull(),
    postcode: varchar('postcode', { length: 16 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    countryId: varchar('country_id', { length: 2 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** the business's branch (bike shop, sports shop, rental, ...) */
    branch: varchar('branch', { length: 64 }).notNull(),
    message: text('message'),
    /** requested | approved | rejected */
    status: varchar('status', { length: 10 }).notNull().default('requested'),
    rejectReason: text('reject_reason'),
    /** the shop account made on approval */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    decidedBy: varchar('decided_by', { length: 120 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** the shop's copy and the receipt to the business were handed to the mail service */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    mailError: text('mail_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_request_status_check', sql`${t.status} in ('requested', 'approved', 'rejected')`),
    // one open request per address: a second submit while staff decide is answered, not stored twice
    uniqueIndex('account_request_open_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'requested'`),
    index('account_request_status_idx').on(t.status, t.createdAt),
  ],
)

/**
 * A message sent through the contact form (/contact, /de/contact, /en/contact; §7 contacts).
 * Stored first, mailed after: `mailed_at` stays null while the mail could not be handed over, and a
 * later pass sends what is left.
 */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: serial('id').primaryKey(),
    /** nl | de | en: the page it was sent from, and the language of the sender's copy */
    language: varchar('language', { length: 2 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    subject: varchar('subject', { length: 200 }),
    message: text('message').notNull(),
    /** signed in when sending */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    mailError: text('mail_error'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_message_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
  ],
)

/**
 * Captcha solutions already used (replay protection): the key of a solution the server accepted,
 * kept until it would have expired anyway. A second use of the same key is refused.
 */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    key: varchar('key', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
)

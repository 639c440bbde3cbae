import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customer } from './customer.ts'

/**
 * A purchaser's visit report on a customer (spec 001 §3 "Reports", §7 sendreport): the answers to
 * the shop's question set, and the order placed during the visit if any.
 */
export const visitorReport = pgTable(
  'visitor_report',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    purchaserId: integer('purchaser_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    orderId: varchar('order_id', { length: 64 }),
    /** question id → answer, for the question set of reportVersion */
    reportData: jsonb('report_data').$type<Record<string, unknown>>().notNull(),
    reportVersion: integer('report_version').notNull().default(1),
    language: varchar('language', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitor_report_customer_idx').on(t.customerId, t.createdAt.desc())],
)

/**
 * A todo (action point) from a visit report, or added on its own (§3: action point, expire date,
 * assigned to, done state, status). Closed and reopened by purchasers of the customer (§4).
 */
export const reportTodo = pgTable(
  'report_todo',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').references(() => visitorReport.id, { onDelete: 'set null' }),
    /** who wrote it */
    purchaserId: integer('purchaser_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    actionPoint: text('action_point').notNull(),
    expireDate: varchar('expire_date', { length: 10 }).notNull(),
    /** the purchaser the todo is for (a shop account); null: whoever visits next */
    assignedTo: integer('assigned_to').references(() => customer.id, { onDelete: 'set null' }),
    done: integer('done').notNull().default(0),
    /** open | done */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('report_todo_status_check', sql`${t.status} in ('open', 'done')`),
    check('report_todo_done_check', sql`(${t.done} = 1) = (${t.status} = 'done')`),
    check('report_todo_expire_check', sql`${t.expireDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    index('report_todo_customer_idx').on(t.customerId, t.status, t.expireDate),
    index('report_todo_assigned_idx').on(t.assignedTo, t.status, t.expireDate),
  ],
)

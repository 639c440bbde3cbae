/**
 * The visit-report calls of spec 001 §7 (issue 19, decisions 0203-0206): hasreport, sendreport,
 * changetodostatus, todosstatus and retodosreports. Every call is a purchaser's (visit-caller.ts)
 * on a customer assigned to them; writes happen in one transaction after every check has passed,
 * so a refused call leaves nothing behind.
 */
import {
  MSG_TODO_MISSING_DATA,
  TODO_MAX_PER_REPORT,
  VISIT_REPORT_VERSION,
  shopDate,
  validateReportData,
  validateTodo,
  type TodoInput,
} from '@shop/commerce'
import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm'
import { backofficeOrder, reportTodo, salesOrder, visitorReport } from '../db/schema/index.ts'
import { mayActFor } from '../purchaser/access.ts'
import { fail, ok, type Result } from '../result.ts'
import { compareTodos, todoDocs, type TodoDoc } from './docs.ts'
import { countLate } from './late-orders.ts'
import {
  assignedCustomerIds,
  assignedCustomerOf,
  namesOf,
  personNamesOf,
  type CustomerRef,
  type VisitCaller,
} from './visit-caller.ts'

const DAY = 86_400_000
/** retodosreports: done todos stay on "my todos" this long, so a close can be undone there. */
export const RECENTLY_DONE_DAYS = 30
/** retodosreports answers at most this many todos (the catalogue search pages through all). */
export const MY_TODOS_MAX = 1000

const today = (caller: VisitCaller) => shopDate(caller.ctx.now())

// ---------------------------------------------------------------------------------------------
// hasreport

export interface HasReport {
  has_report: boolean
  last_report: { id: number; created_at: string; purchaser_id: number; purchaser_name: string | null } | null
}

/** Whether the customer got a report today (any purchaser, shop's calendar day), and the last one. */
export async function hasReport(
  caller: VisitCaller,
  body: { customer_id: CustomerRef },
): Promise<Result<HasReport>> {
  const customerId = await assignedCustomerOf(caller, 'customer_id', body.customer_id)
  if (!customerId.ok) return customerId
  const [last] = await caller.ctx.database.db
    .select({
      id: visitorReport.id,
      createdAt: visitorReport.createdAt,
      purchaserId: visitorReport.purchaserId,
    })
    .from(visitorReport)
    .where(eq(visitorReport.customerId, customerId.value))
    .orderBy(desc(visitorReport.createdAt), desc(visitorReport.id))
    .limit(1)
  if (!last) return ok({ has_report: false, last_report: null })
  const name = await personNamesOf(caller.ctx, [last.purchaserId])
  return ok({
    has_report: shopDate(last.createdAt) === today(caller),
    last_report: {
      id: last.id,
      created_at: last.createdAt.toISOString(),
      purchaser_id: last.purchaserId,
      purchaser_name: name(last.purchaserId),
    },
  })
}

// ---------------------------------------------------------------------------------------------
// sendreport

export interface SendReportBody {
  customer_id: CustomerRef
  order_id?: string | number | null
  report_data: unknown
  todo_data?: unknown[] | null
}

/** The todos, checked one by one; the first problem names its place (todo_data.1.expire_date). */
async function checkTodos(
  caller: VisitCaller,
  customerId: number,
  todos: readonly unknown[],
): Promise<Result<TodoInput[]>> {
  const day = today(caller)
  const checked: TodoInput[] = []
  for (const [index, raw] of todos.entries()) {
    const result = validateTodo(raw, day)
    if (!result.ok) {
      const field = `todo_data.${index}${result.problem.field === 'todo' ? '' : `.${result.problem.field}`}`
      const message =
        result.message === MSG_TODO_MISSING_DATA ? result.message : `${field}: ${result.message}`
      return fail('invalid', message, { meta: { problems: [{ ...result.problem, field, index }] } })
    }
    checked.push(result.todo)
  }
  for (const [index, todo] of checked.entries()) {
    const to = todo.assigned_to
    if (to === null || (await mayActFor(caller.ctx, to, customerId))) continue
    const field = `todo_data.${index}.assigned_to`
    return fail('invalid', `${field}: ${to} is not a purchaser of this customer.`, {
      meta: { problems: [{ field, reason: 'not_a_purchaser_of_customer', index }] },
    })
  }
  return ok(checked)
}

/** An order_id names an order of this customer: the shop's order number or the back office's. */
async function checkOrderId(caller: VisitCaller, customerId: number, orderId: string): Promise<boolean> {
  const db = caller.ctx.database.db
  const [shop] = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.incrementId, orderId), eq(salesOrder.customerId, customerId)))
    .limit(1)
  if (shop) return true
  const [bo] = await db
    .select({ id: backofficeOrder.id })
    .from(backofficeOrder)
    .where(
      and(
        eq(backofficeOrder.customerId, customerId),
        or(eq(backofficeOrder.backofficeNumber, orderId), eq(backofficeOrder.shopOrderNumber, orderId)),
      ),
    )
    .limit(1)
  return bo !== undefined
}

export async function sendReport(
  caller: VisitCaller,
  body: SendReportBody,
): Promise<Result<{ report_id: number; todo_ids: number[] }>> {
  const customer = await assignedCustomerOf(caller, 'customer_id', body.customer_id)
  if (!customer.ok) return customer
  const customerId = customer.value
  const data = validateReportData(body.report_data)
  if (!data.ok) return fail('invalid', data.message, { meta: { problems: [data.problem] } })
  const rawTodos = body.todo_data ?? []
  if (rawTodos.length > TODO_MAX_PER_REPORT)
    return fail('invalid', `todo_data: at most ${TODO_MAX_PER_REPORT} todos per report`)
  const todos = await checkTodos(caller, customerId, rawTodos)
  if (!todos.ok) return todos
  const orderId =
    body.order_id === undefined || body.order_id === null || String(body.order_id).trim() === ''
      ? null
      : String(body.order_id).trim()
  if (orderId !== null && !(await checkOrderId(caller, customerId, orderId)))
    return fail('invalid', 'order_id: No such order of this customer.', {
      meta: { problems: [{ field: 'order_id', reason: 'unknown_order' }] },
    })

  const now = caller.ctx.now()
  // every check is done: the report and its todos are written together or not at all
  return caller.ctx.database.db.transaction(async (tx) => {
    const [report] = await tx
      .insert(visitorReport)
      .values({
        customerId,
        purchaserId: caller.purchaserId,
        orderId,
        reportData: data.data,
        reportVersion: VISIT_REPORT_VERSION,
        language: caller.language,
        createdAt: now,
      })
      .returning({ id: visitorReport.id })
    const reportId = report!.id
    const written =
      todos.value.length === 0
        ? []
        : await tx
            .insert(reportTodo)
            .values(
              todos.value.map((t) => ({
                customerId,
                reportId,
                purchaserId: caller.purchaserId,
                actionPoint: t.action_point,
                expireDate: t.expire_date,
                assignedTo: t.assigned_to,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning({ id: reportTodo.id })
    return ok({ report_id: reportId, todo_ids: written.map((w) => w.id).sort((a, b) => a - b) })
  })
}

// ---------------------------------------------------------------------------------------------
// changetodostatus

export async function changeTodoStatus(
  caller: VisitCaller,
  body: { customer_id: CustomerRef; todo_id: number | number[]; status: 'done' | 'open' },
): Promise<Result<{ todos: TodoDoc[] }>> {
  const customer = await assignedCustomerOf(caller, 'customer_id', body.customer_id)
  if (!customer.ok) return customer
  const customerId = customer.value
  const ids = [...new Set(Array.isArray(body.todo_id) ? body.todo_id : [body.todo_id])]
  const db = caller.ctx.database.db
  const found = await db
    .select({ id: reportTodo.id, customerId: reportTodo.customerId })
    .from(reportTodo)
    .where(inArray(reportTodo.id, ids))
  const mine = new Set(found.filter((r) => r.customerId === customerId).map((r) => r.id))
  // another customer's todo is answered as no todo at all: nothing is said about it, nothing changes
  const missing = ids.filter((id) => !mine.has(id))
  if (missing.length > 0)
    return fail('not_found', `todo_id: No todo ${missing.join(', ')} for this customer.`, {
      meta: { problems: [{ field: 'todo_id', reason: 'not_found', ids: missing }] },
    })
  const now = caller.ctx.now()
  const done = body.status === 'done'
  await db.transaction(async (tx) => {
    // only those whose status changes: a todo closed before keeps when and by whom
    await tx
      .update(reportTodo)
      .set({
        done: done ? 1 : 0,
        status: body.status,
        closedAt: done ? now : null,
        closedBy: done ? caller.purchaserId : null,
        updatedAt: now,
      })
      .where(
        and(
          inArray(reportTodo.id, ids),
          eq(reportTodo.customerId, customerId),
          ne(reportTodo.status, body.status),
        ),
      )
  })
  const rows = await db.select().from(reportTodo).where(inArray(reportTodo.id, ids))
  const docs = await todoDocs(caller.ctx, rows, today(caller))
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ok({ todos: ids.map((id) => byId.get(id)!) })
}

// ---------------------------------------------------------------------------------------------
// todosstatus

export interface TodosStatus {
  open: number
  done: number
  overdue: number
  late_orders: number
}

export async function todosStatus(
  caller: VisitCaller,
  body: { customer_id: CustomerRef },
): Promise<Result<TodosStatus>> {
  const customer = await assignedCustomerOf(caller, 'customer_id', body.customer_id)
  if (!customer.ok) return customer
  const day = today(caller)
  const [counts] = await caller.ctx.database.db
    .select({
      open: sql<number>`count(*) filter (where ${reportTodo.done} = 0)::int`,
      done: sql<number>`count(*) filter (where ${reportTodo.done} = 1)::int`,
      overdue: sql<number>`count(*) filter (where ${reportTodo.done} = 0 and ${reportTodo.expireDate} < ${day})::int`,
    })
    .from(reportTodo)
    .where(eq(reportTodo.customerId, customer.value))
  const lateOrders = await countLate(caller.ctx, [customer.value], day)
  return ok({
    open: counts?.open ?? 0,
    done: counts?.done ?? 0,
    overdue: counts?.overdue ?? 0,
    late_orders: lateOrders.get(customer.value) ?? 0,
  })
}

// ---------------------------------------------------------------------------------------------
// retodosreports

export interface MyTodosCustomer {
  customer_id: number
  oculus_customer_id: string | null
  name: string | null
  open: number
  overdue: number
  late_orders: number
}

/**
 * "My todos" across customers (decision 0204): the todos of every customer assigned to the caller
 * that are for the caller or for nobody in particular (assigned_to null), open ones and those done
 * in the last RECENTLY_DONE_DAYS; overdue first. With the counts per assigned customer, the
 * customers with overdue todos first.
 */
export async function retodosReports(
  caller: VisitCaller,
): Promise<Result<{ todos: TodoDoc[]; customers: MyTodosCustomer[]; total: number }>> {
  const customerIds = await assignedCustomerIds(caller)
  if (customerIds.length === 0) return ok({ todos: [], customers: [], total: 0 })
  const day = today(caller)
  const since = new Date(caller.ctx.now().getTime() - RECENTLY_DONE_DAYS * DAY)
  const rows = await caller.ctx.database.db
    .select()
    .from(reportTodo)
    .where(
      and(
        inArray(reportTodo.customerId, customerIds),
        or(sql`${reportTodo.assignedTo} is null`, eq(reportTodo.assignedTo, caller.purchaserId)),
        or(eq(reportTodo.done, 0), gte(reportTodo.closedAt, since)),
      ),
    )
    .orderBy(asc(reportTodo.done), asc(reportTodo.expireDate), asc(reportTodo.id))
  const docs = (await todoDocs(caller.ctx, rows, day)).sort(compareTodos)
  const names = await namesOf(caller.ctx, customerIds)
  const late = await countLate(caller.ctx, customerIds, day)
  const customers = customerIds.map((id): MyTodosCustomer => {
    const own = docs.filter((d) => d.customer_id === id && !d.done)
    return {
      customer_id: id,
      oculus_customer_id: names.backofficeId(id),
      name: names.name(id),
      open: own.length,
      overdue: own.filter((d) => d.overdue).length,
      late_orders: late.get(id) ?? 0,
    }
  })
  customers.sort(
    (a, b) =>
      b.overdue - a.overdue ||
      b.open - a.open ||
      (a.name ?? '').localeCompare(b.name ?? '', 'nl') ||
      a.customer_id - b.customer_id,
  )
  return ok({ todos: docs.slice(0, MY_TODOS_MAX), customers, total: docs.length })
}

/**
 * Staff decide on account requests (issue 19, decisions 0194, 0195): list and show them, approve
 * (in ONE transaction: the shop customer with the trade data of the back office, its default
 * address, the request marked approved, and a set-password token; then the mail with the link) or
 * reject with a reason (mailed). A request already decided is answered 409. Used by the admin API
 * and `npm run backoffice`.
 */
import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, like, sql } from 'drizzle-orm'
import { nextDealerId, normalizeEmail, STORE_VIEWS } from '@shop/commerce'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.ts'
import {
  accountRequest,
  customer,
  customerAddress,
  customerGroup,
  passwordReset,
} from '../db/schema/index.ts'
import { mailService } from '../mail/mail-service.ts'
import { GUEST_GROUP_ID } from '../pricing/price-context.ts'
import { fail, ok, type Result } from '../result.ts'
import { hashPassword } from '../user/password.ts'
import { randomToken, sha256 } from '../user/tokens.ts'
import { approvedMail, rejectedMail } from './request-mail.ts'
import type { ApproveInput, RequestListQuery } from './schemas.ts'

export type RequestStaffContext = Pick<AppContext, 'database' | 'config' | 'log' | 'now'>

/** How long the set-password link of an approval works: a dealer may read the mail days later. */
export const APPROVAL_LINK_DAYS = 7

type Row = typeof accountRequest.$inferSelect

export interface StaffAccountRequest {
  id: number
  status: 'requested' | 'approved' | 'rejected'
  language: string
  company: string
  contact_person: string
  vat_id: string
  kvk_number: string
  street: string
  postcode: string
  city: string
  country_id: string
  phone: string
  email: string
  branch: string
  message: string | null
  reject_reason: string | null
  customer_id: number | null
  backoffice_id: string | null
  decided_by: string | null
  decided_at: string | null
  mailed_at: string | null
  mail_error: string | null
  created_at: string
}

function view(r: Row, backofficeId: string | null = null): StaffAccountRequest {
  return {
    id: r.id,
    status: r.status as StaffAccountRequest['status'],
    language: r.language,
    company: r.company,
    contact_person: r.contactPerson,
    vat_id: r.vatId,
    kvk_number: r.kvkNumber,
    street: r.street,
    postcode: r.postcode,
    city: r.city,
    country_id: r.countryId,
    phone: r.phone,
    email: r.email,
    branch: r.branch,
    message: r.message,
    reject_reason: r.rejectReason,
    customer_id: r.customerId,
    backoffice_id: backofficeId,
    decided_by: r.decidedBy,
    decided_at: r.decidedAt?.toISOString() ?? null,
    mailed_at: r.mailedAt?.toISOString() ?? null,
    mail_error: r.mailError,
    created_at: r.createdAt.toISOString(),
  }
}

async function backofficeIdOf(ctx: RequestStaffContext, customerId: number | null) {
  if (customerId === null) return null
  const [row] = await ctx.database.db
    .select({ id: customer.backofficeId })
    .from(customer)
    .where(eq(customer.id, customerId))
  return row?.id ?? null
}

export async function listAccountRequests(
  ctx: RequestStaffContext,
  query: RequestListQuery,
): Promise<Result<{ items: StaffAccountRequest[]; total: number; page: number }>> {
  const db = ctx.database.db
  const where = query.status ? eq(accountRequest.status, query.status) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(accountRequest)
      .where(where)
      .orderBy(desc(accountRequest.createdAt), desc(accountRequest.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(accountRequest).where(where),
  ])
  const items = []
  for (const r of rows) items.push(view(r, await backofficeIdOf(ctx, r.customerId)))
  return ok({ items, total: Number(counted?.n ?? 0), page: query.page })
}

export async function showAccountRequest(
  ctx: RequestStaffContext,
  id: number,
): Promise<Result<StaffAccountRequest>> {
  const [row] = await ctx.database.db.select().from(accountRequest).where(eq(accountRequest.id, id))
  if (!row) return fail('not_found', `No account request ${id}`)
  return ok(view(row, await backofficeIdOf(ctx, row.customerId)))
}

const decided = (r: Row) =>
  fail(
    'conflict',
    `Account request ${r.id} is already ${r.status}${r.decidedBy ? ` (by ${r.decidedBy})` : ''}`,
  )

/** "An de Vries" → An / de Vries; one word is both (the columns need a value). */
function names(contactPerson: string): { firstname: string; lastname: string } {
  const [first, ...rest] = contactPerson.trim().split(/\s+/)
  return { firstname: first!, lastname: rest.join(' ') || first! }
}

export interface ApprovedRequest {
  request: StaffAccountRequest
  customer_id: number
  backoffice_id: string
  /** the set-password mail went out; false: see mail_error, the link can be sent again by reset-password */
  mailed: boolean
}

export async function approveAccountRequest(
  ctx: RequestStaffContext,
  id: number,
  input: ApproveInput = {},
  by = 'staff (admin api)',
): Promise<Result<ApprovedRequest>> {
  const db = ctx.database.db
  // reads before the transaction (PGlite holds one connection)
  const [request] = await db.select().from(accountRequest).where(eq(accountRequest.id, id))
  if (!request) return fail('not_found', `No account request ${id}`)
  if (request.status !== 'requested') return decided(request)
  const store = STORE_VIEWS.find((s) => s.language === (input.store ?? request.language)) ?? STORE_VIEWS[0]!
  const groupId = input.group_id ?? 2
  const [group] = await db
    .select({ id: customerGroup.id })
    .from(customerGroup)
    .where(eq(customerGroup.id, groupId))
  if (!group || group.id === GUEST_GROUP_ID)
    return fail('invalid', `group_id: unknown customer group ${groupId}`)
  const dealers = await db
    .select({ id: customer.backofficeId })
    .from(customer)
    .where(like(customer.backofficeId, 'D1%'))
  const backofficeId = input.backoffice_id ?? nextDealerId(dealers.map((d) => d.id))
  // nobody knows this password: the dealer sets their own through the mailed link
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'))
  const token = randomToken()
  const now = ctx.now()
  const { firstname, lastname } = names(request.contactPerson)
  const created = await db.transaction(async (tx): Promise<Result<number>> => {
    const [locked] = await tx
      .select({ status: accountRequest.status })
      .from(accountRequest)
      .where(eq(accountRequest.id, id))
      .for('update')
    if (locked?.status !== 'requested') return decided({ ...request, status: locked?.status ?? 'gone' })
    const [taken] = await tx
      .select({ id: customer.id, email: customer.email, backofficeId: customer.backofficeId })
      .from(customer)
      .where(
        sql`lower(${customer.email}) = ${normalizeEmail(request.email)} or ${customer.backofficeId} = ${backofficeId}`,
      )
      .limit(1)
    if (taken)
      return taken.backofficeId === backofficeId
        ? fail('conflict', `backoffice_id: ${backofficeId} already belongs to customer ${taken.id}`)
        : fail('conflict', `email: ${request.email} already has an account (customer ${taken.id})`)
    const [row] = await tx
      .insert(customer)
      .values({
        email: request.email,
        firstname,
        lastname,
        passwordHash,
        groupId,
        storeId: store.storeId,
        company: request.company,
        vatId: request.vatId,
        kvkNumber: request.kvkNumber,
        backofficeId,
        flags: { is_business: true, is_purchaser: 0, drop_enabled: 0, hidden_price_mode: 3 },
      })
      .returning({ id: customer.id })
    const customerId = row!.id
    await tx.insert(customerAddress).values({
      customerId,
      firstname,
      lastname,
      company: request.company,
      street: [request.street],
      postcode: request.postcode,
      city: request.city,
      countryId: request.countryId,
      telephone: request.phone,
      vatId: request.vatId,
      defaultBilling: true,
      defaultShipping: true,
    })
    await tx.insert(passwordReset).values({
      tokenHash: sha256(token),
      customerId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + APPROVAL_LINK_DAYS * 86_400_000),
    })
    await tx
      .update(accountRequest)
      .set({ status: 'approved', customerId, decidedBy: by, decidedAt: now })
      .where(and(eq(accountRequest.id, id), eq(accountRequest.status, 'requested')))
    return ok(customerId)
  })
  if (!created.ok) return created
  const prefix = store.storeCode ? `/${store.storeCode}` : ''
  const link = `${ctx.config.publicUrl}${prefix}/create-password?${new URLSearchParams({ token, email: request.email })}`
  const mailed = await sendDecisionMail(ctx, id, () =>
    approvedMail({
      ...request,
      language: store.language,
      backofficeId,
      link,
      days: APPROVAL_LINK_DAYS,
    }),
  )
  const shown = await showAccountRequest(ctx, id)
  if (!shown.ok) return shown
  return ok({ request: shown.value, customer_id: created.value, backoffice_id: backofficeId, mailed })
}

export async function rejectAccountRequest(
  ctx: RequestStaffContext,
  id: number,
  reason: string,
  by = 'staff (admin api)',
): Promise<Result<StaffAccountRequest & { mailed: boolean }>> {
  const db = ctx.database.db
  const [request] = await db.select().from(accountRequest).where(eq(accountRequest.id, id))
  if (!request) return fail('not_found', `No account request ${id}`)
  if (request.status !== 'requested') return decided(request)
  const [row] = await db
    .update(accountRequest)
    .set({ status: 'rejected', rejectReason: reason.trim(), decidedBy: by, decidedAt: ctx.now() })
    .where(and(eq(accountRequest.id, id), eq(accountRequest.status, 'requested')))
    .returning()
  if (!row) return decided({ ...request, status: 'decided' })
  const mailed = await sendDecisionMail(ctx, id, () => rejectedMail({ ...request, reason: reason.trim() }))
  const shown = await showAccountRequest(ctx, id)
  return shown.ok ? ok({ ...shown.value, mailed }) : shown
}

/** The decision's mail; a failure is recorded on the request (mail_error), the decision stands. */
async function sendDecisionMail(
  ctx: RequestStaffContext,
  id: number,
  build: () => Parameters<ReturnType<typeof mailService>['send']>[0],
): Promise<boolean> {
  try {
    await mailService(ctx.config).send(build())
    await ctx.database.db
      .update(accountRequest)
      .set({ mailedAt: ctx.now(), mailError: null })
      .where(eq(accountRequest.id, id))
    return true
  } catch (error) {
    ;(ctx.log as FastifyBaseLogger).error(
      { err: error, requestId: id },
      'account request decision mail not sent',
    )
    await ctx.database.db
      .update(accountRequest)
      .set({ mailError: String((error as Error)?.message ?? error).slice(0, 500) })
      .where(eq(accountRequest.id, id))
    return false
  }
}

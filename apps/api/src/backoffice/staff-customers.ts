/**
 * The staff tools' trade customers (decision 0134): create one, set its flags and allowed methods,
 * list them. Used by the admin API (admin-routes.ts) and `npm run backoffice` (staff-command.ts);
 * every change drops the customer's cached prices at once (price-cache.ts).
 */
import { randomBytes } from 'node:crypto'
import { asc, eq, isNotNull, sql } from 'drizzle-orm'
import { mapBackOfficePaymentCode, normalizeEmail, STORE_VIEWS } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { customer, customerAddress, customerGroup } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { hashPassword } from '../user/password.ts'
import { GUEST_GROUP_ID } from '../pricing/price-context.ts'
import { tradeCustomer } from './builtin-customer.ts'
import { invalidateCustomerPrices } from './price-cache.ts'
import { forgetPurchaserAccess } from '../purchaser/access.ts'
import { shopMethodCodes } from './shop-method-codes.ts'
import type { CreateTradeCustomerInput, FlagsInput, MethodsInput } from './staff-schemas.ts'

export type StaffContext = Pick<AppContext, 'database' | 'cache' | 'config'>

export interface StaffCustomer {
  id: number
  email: string
  firstname: string
  lastname: string
  group_id: number
  store: string
  backoffice_id: string | null
  company: string | null
  vat_id: string | null
  kvk_number: string | null
  is_purchaser: boolean
  drop_enabled: boolean
  hidden_price_mode: number
  purchaser_max_discount_percent: number
  allowed_payment_methods: string[] | null
  allowed_shipment_methods: string[] | null
  addresses: { street: string[]; postcode: string; city: string; country_id: string }[]
}

const storeName = (storeId: number) =>
  STORE_VIEWS.find((s) => s.storeId === storeId)?.language ?? String(storeId)

/** A customer by id, e-mail or back-office id (the CLI takes any of them). */
export async function findCustomerId(
  ctx: Pick<StaffContext, 'database'>,
  ref: string | number,
): Promise<Result<number>> {
  const given = String(ref).trim()
  const where = /^\d+$/.test(given)
    ? eq(customer.id, Math.min(Number(given), 2_147_483_647))
    : given.includes('@')
      ? sql`lower(${customer.email}) = ${normalizeEmail(given)}`
      : eq(customer.backofficeId, given)
  const [row] = await ctx.database.db.select({ id: customer.id }).from(customer).where(where).limit(1)
  return row ? ok(row.id) : fail('not_found', `No customer ${given}`)
}

export async function staffCustomer(ctx: StaffContext, id: number): Promise<Result<StaffCustomer>> {
  const db = ctx.database.db
  const [[row], trade] = await Promise.all([
    db
      .select({
        email: customer.email,
        firstname: customer.firstname,
        lastname: customer.lastname,
        groupId: customer.groupId,
        storeId: customer.storeId,
      })
      .from(customer)
      .where(eq(customer.id, id)),
    tradeCustomer(db, id),
  ])
  if (!row || !trade) return fail('not_found', `No customer ${id}`)
  return ok({
    id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    group_id: row.groupId,
    store: storeName(row.storeId),
    backoffice_id: trade.backofficeCustomerId,
    company: trade.company,
    vat_id: trade.vatId,
    kvk_number: trade.kvkNumber,
    is_purchaser: trade.isPurchaser,
    drop_enabled: trade.dropEnabled,
    hidden_price_mode: trade.hiddenPriceMode,
    purchaser_max_discount_percent: trade.purchaserMaxDiscountPercent,
    allowed_payment_methods: trade.allowedPaymentMethods,
    allowed_shipment_methods: trade.allowedShipmentMethods,
    addresses: trade.addresses.map((a) => ({
      street: a.street,
      postcode: a.postcode,
      city: a.city,
      country_id: a.countryId,
    })),
  })
}

/** Every trade customer (a customer with a back-office id), by back-office id. */
export async function listTradeCustomers(ctx: StaffContext): Promise<StaffCustomer[]> {
  const rows = await ctx.database.db
    .select({ id: customer.id })
    .from(customer)
    .where(isNotNull(customer.backofficeId))
    .orderBy(asc(customer.backofficeId), asc(customer.id))
  const found = await Promise.all(rows.map((r) => staffCustomer(ctx, r.id)))
  return found.flatMap((r) => (r.ok ? [r.value] : []))
}

export async function createTradeCustomer(
  ctx: StaffContext,
  input: CreateTradeCustomerInput,
): Promise<Result<{ customer: StaffCustomer; password?: string }>> {
  const db = ctx.database.db
  const store = STORE_VIEWS.find((s) => s.language === input.store)
  if (!store) return fail('invalid', `store: unknown store ${input.store}; choose nl or de`)
  const [group] = await db
    .select({ id: customerGroup.id })
    .from(customerGroup)
    .where(eq(customerGroup.id, input.group_id))
  if (!group || group.id === GUEST_GROUP_ID)
    return fail('invalid', `group_id: unknown customer group ${input.group_id}`)
  const generated = input.password === undefined ? randomBytes(12).toString('base64url') : undefined
  const passwordHash = await hashPassword(input.password ?? generated!)
  const created = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: customer.id, email: customer.email, backofficeId: customer.backofficeId })
      .from(customer)
      .where(
        sql`lower(${customer.email}) = ${normalizeEmail(input.email)} or ${customer.backofficeId} = ${input.backoffice_id}`,
      )
      .limit(1)
    if (taken)
      return taken.backofficeId === input.backoffice_id
        ? fail('conflict', `backoffice_id: ${input.backoffice_id} already belongs to customer ${taken.id}`)
        : fail('conflict', `email: ${input.email} already has an account (customer ${taken.id})`)
    const [row] = await tx
      .insert(customer)
      .values({
        email: input.email.trim(),
        firstname: input.firstname,
        lastname: input.lastname,
        passwordHash,
        groupId: input.group_id,
        storeId: store.storeId,
        company: input.company,
        vatId: input.vat_id ?? null,
        kvkNumber: input.kvk_number ?? null,
        backofficeId: input.backoffice_id,
        flags: { is_business: true, is_purchaser: 0, drop_enabled: 0, hidden_price_mode: 3 },
      })
      .returning({ id: customer.id })
    const a = input.address
    if (a)
      await tx.insert(customerAddress).values({
        customerId: row!.id,
        firstname: a.firstname ?? input.firstname,
        lastname: a.lastname ?? input.lastname,
        company: input.company,
        street: a.street,
        postcode: a.postcode,
        city: a.city,
        countryId: a.country_id,
        telephone: a.telephone ?? null,
        vatId: input.vat_id ?? null,
        defaultBilling: true,
        defaultShipping: true,
      })
    return ok(row!.id)
  })
  if (!created.ok) return created
  const view = await staffCustomer(ctx, created.value)
  if (!view.ok) return view
  return ok(
    generated === undefined ? { customer: view.value } : { customer: view.value, password: generated },
  )
}

async function mergeFlags(
  ctx: StaffContext,
  id: number,
  changes: Record<string, unknown>,
): Promise<Result<StaffCustomer>> {
  const [row] = await ctx.database.db
    .update(customer)
    .set({ flags: sql`${customer.flags} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
    .where(eq(customer.id, id))
    .returning({ id: customer.id })
  if (!row) return fail('not_found', `No customer ${id}`)
  await invalidateCustomerPrices(ctx, [id])
  return staffCustomer(ctx, id)
}

export async function setTradeFlags(ctx: StaffContext, id: number, input: FlagsInput) {
  const changes: Record<string, unknown> = {}
  // 0/1 as the back office (and spec 001 §7) has them
  if (input.is_purchaser !== undefined) changes.is_purchaser = input.is_purchaser ? 1 : 0
  if (input.drop_enabled !== undefined) changes.drop_enabled = input.drop_enabled ? 1 : 0
  if (input.hidden_price_mode !== undefined) changes.hidden_price_mode = input.hidden_price_mode
  if (input.purchaser_max_discount_percent !== undefined)
    changes.purchaser_max_discount_percent = input.purchaser_max_discount_percent
  const result = await mergeFlags(ctx, id, changes)
  // a purchaser who lost the flag loses their takeovers at once in this process (decision 0150)
  forgetPurchaserAccess(ctx.database)
  return result
}

/** Checks codes against the shop's configured methods; back-office payment codes become shop codes. */
function shopCodes(
  given: string[],
  known: readonly string[],
  what: 'payment_methods' | 'shipment_methods',
  map: (code: string) => string,
): Result<string[]> {
  const mapped = given.map(map)
  const unknown = mapped.filter((code) => !known.includes(code))
  if (unknown.length)
    return fail('invalid', `${what}: unknown code ${unknown.join(', ')}; the shop has ${known.join(', ')}`)
  return ok([...new Set(mapped)])
}

export async function setAllowedMethods(
  ctx: StaffContext,
  id: number,
  input: MethodsInput,
): Promise<Result<StaffCustomer>> {
  const shop = shopMethodCodes(ctx.config)
  const changes: Record<string, unknown> = {}
  if (input.payment_methods !== undefined) {
    if (input.payment_methods === null) changes.allowed_payment_methods = null
    else {
      const known = shop.payment
      const codes = shopCodes(input.payment_methods, known, 'payment_methods', (c) =>
        known.includes(c) ? c : (mapBackOfficePaymentCode(c) ?? c),
      )
      if (!codes.ok) return codes
      changes.allowed_payment_methods = codes.value
    }
  }
  if (input.shipment_methods !== undefined) {
    if (input.shipment_methods === null) changes.allowed_shipment_methods = null
    else {
      const known = shop.shipment
      const codes = shopCodes(input.shipment_methods, known, 'shipment_methods', (c) => c)
      if (!codes.ok) return codes
      changes.allowed_shipment_methods = codes.value
    }
  }
  return mergeFlags(ctx, id, changes)
}

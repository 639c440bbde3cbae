/**
 * The staff tools' price agreements and supplier stock (decision 0134): add or replace one
 * agreement, replace all of a customer's, remove one, list them; set what the suppliers have.
 * The terms are checked by `@shop/commerce` (priceAgreementProblems), the target against the
 * catalogue (the sku, the brand label, the category must exist); each change drops the customer's
 * cached prices at once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  describePriceAgreementProblems,
  priceAgreementProblems,
  type PriceAgreementTerms,
} from '@shop/commerce'
import {
  backofficePriceAgreement,
  backofficeSupplierStock,
  category,
  customer,
  product,
} from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { agreementsOf, brandKey, brandLabels, type StoredAgreement } from './builtin-agreements.ts'
import { invalidateCustomerPrices } from './price-cache.ts'
import type { StaffContext } from './staff-customers.ts'
import type { AgreementInput, SupplierStockInput } from './staff-schemas.ts'

export interface StaffAgreement {
  id: number
  kind: string
  target: string
  net_price: number | null
  discount_percent: number | null
  min_qty: number
  valid_from: string | null
  valid_to: string | null
}

const view = (a: StoredAgreement): StaffAgreement => ({
  id: a.id,
  kind: a.kind,
  target: a.target,
  net_price: a.netPrice,
  discount_percent: a.discountPercent,
  min_qty: a.minQty,
  valid_from: a.validFrom,
  valid_to: a.validTo,
})

const terms = (a: AgreementInput): PriceAgreementTerms & { target: string } => ({
  kind: a.kind,
  target: a.target.trim(),
  netPrice: a.net_price ?? null,
  discountPercent: a.discount_percent ?? null,
  minQty: a.min_qty,
  validFrom: a.valid_from ?? null,
  validTo: a.valid_to ?? null,
})

async function customerExists(ctx: StaffContext, id: number): Promise<boolean> {
  const [row] = await ctx.database.db.select({ id: customer.id }).from(customer).where(eq(customer.id, id))
  return row !== undefined
}

/** The terms and targets of agreements as they may be stored, or a 400 naming the first problem. */
async function checkAgreements(
  ctx: StaffContext,
  given: readonly AgreementInput[],
): Promise<Result<(PriceAgreementTerms & { target: string })[]>> {
  const all = given.map(terms)
  for (const [i, a] of all.entries()) {
    const problems = priceAgreementProblems(a)
    const where = given.length > 1 ? `agreement ${i + 1}: ` : ''
    if (problems.length) return fail('invalid', where + describePriceAgreementProblems(problems))
  }
  const db = ctx.database.db
  const skus = [...new Set(all.filter((a) => a.kind === 'sku').map((a) => a.target))]
  const categories = [...new Set(all.filter((a) => a.kind === 'category').map((a) => a.target))]
  const badCategory = categories.find((c) => !/^\d{1,9}$/.test(c))
  if (badCategory !== undefined)
    return fail('invalid', `target: category ${badCategory} is not a category id`)
  const [knownSkus, knownCategories, brands] = await Promise.all([
    skus.length
      ? db.select({ sku: product.sku }).from(product).where(inArray(product.sku, skus))
      : Promise.resolve([]),
    categories.length
      ? db
          .select({ id: category.id })
          .from(category)
          .where(inArray(category.id, categories.map(Number)))
      : Promise.resolve([]),
    all.some((a) => a.kind === 'brand') ? brandLabels(db) : Promise.resolve(new Map<number, string[]>()),
  ])
  const missingSku = skus.find((s) => !knownSkus.some((k) => k.sku === s))
  if (missingSku !== undefined) return fail('invalid', `target: no product with sku ${missingSku}`)
  const missingCategory = categories.find((c) => !knownCategories.some((k) => String(k.id) === c))
  if (missingCategory !== undefined) return fail('invalid', `target: no category ${missingCategory}`)
  const labels = new Set([...brands.values()].flat())
  const missingBrand = all.find((a) => a.kind === 'brand' && !labels.has(brandKey(a.target)))
  if (missingBrand) return fail('invalid', `target: no brand ${missingBrand.target}`)
  const seen = new Set<string>()
  for (const a of all) {
    const key = `${a.kind}\u0000${a.kind === 'brand' ? brandKey(a.target) : a.target}\u0000${a.minQty}`
    if (seen.has(key))
      return fail('invalid', `agreements: ${a.kind} ${a.target} from ${a.minQty} is given twice`)
    seen.add(key)
  }
  return ok(all)
}

const row = (customerId: number, a: PriceAgreementTerms & { target: string }) => ({
  customerId,
  kind: a.kind,
  target: a.target,
  netPrice: a.netPrice === null ? null : String(a.netPrice),
  discountPercent: a.discountPercent === null ? null : String(a.discountPercent),
  minQty: a.minQty,
  validFrom: a.validFrom,
  validTo: a.validTo,
})

export async function listAgreements(
  ctx: StaffContext,
  customerId: number,
): Promise<Result<StaffAgreement[]>> {
  if (!(await customerExists(ctx, customerId))) return fail('not_found', `No customer ${customerId}`)
  return ok((await agreementsOf(ctx.database.db, customerId)).map(view))
}

/** Adds an agreement; one for the same kind, target and min_qty is replaced. */
export async function putAgreement(
  ctx: StaffContext,
  customerId: number,
  input: AgreementInput,
): Promise<Result<StaffAgreement>> {
  if (!(await customerExists(ctx, customerId))) return fail('not_found', `No customer ${customerId}`)
  const checked = await checkAgreements(ctx, [input])
  if (!checked.ok) return checked
  const values = row(customerId, checked.value[0]!)
  const t = backofficePriceAgreement
  const [stored] = await ctx.database.db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: [t.customerId, t.kind, t.target, t.minQty],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning({ id: t.id })
  await invalidateCustomerPrices(ctx, [customerId])
  const all = await agreementsOf(ctx.database.db, customerId)
  return ok(view(all.find((a) => a.id === stored!.id)!))
}

/** Replaces all of a customer's agreements (an empty list removes them all). */
export async function replaceAgreements(
  ctx: StaffContext,
  customerId: number,
  inputs: readonly AgreementInput[],
): Promise<Result<StaffAgreement[]>> {
  if (!(await customerExists(ctx, customerId))) return fail('not_found', `No customer ${customerId}`)
  const checked = await checkAgreements(ctx, inputs)
  if (!checked.ok) return checked
  await ctx.database.db.transaction(async (tx) => {
    await tx.delete(backofficePriceAgreement).where(eq(backofficePriceAgreement.customerId, customerId))
    if (checked.value.length)
      await tx.insert(backofficePriceAgreement).values(checked.value.map((a) => row(customerId, a)))
  })
  await invalidateCustomerPrices(ctx, [customerId])
  return ok((await agreementsOf(ctx.database.db, customerId)).map(view))
}

export async function removeAgreement(
  ctx: StaffContext,
  customerId: number,
  agreementId: number,
): Promise<Result<{ removed: number }>> {
  const t = backofficePriceAgreement
  const gone = await ctx.database.db
    .delete(t)
    .where(and(eq(t.id, agreementId), eq(t.customerId, customerId)))
    .returning({ id: t.id })
  if (!gone.length) return fail('not_found', `Customer ${customerId} has no agreement ${agreementId}`)
  await invalidateCustomerPrices(ctx, [customerId])
  return ok({ removed: agreementId })
}

/** Sets what the suppliers have of these skus (getSupplierStock); every sku must exist. */
export async function setSupplierStock(
  ctx: StaffContext,
  input: SupplierStockInput,
): Promise<Result<{ sku: string; qty: number; delivery_days: number }[]>> {
  const db = ctx.database.db
  const skus = [...new Set(input.items.map((i) => i.sku))]
  if (skus.length !== input.items.length) return fail('invalid', 'items: a sku is given twice')
  const known = await db.select({ sku: product.sku }).from(product).where(inArray(product.sku, skus))
  const missing = skus.find((s) => !known.some((k) => k.sku === s))
  if (missing !== undefined) return fail('invalid', `sku: no product with sku ${missing}`)
  const s = backofficeSupplierStock
  for (const item of input.items) {
    const values = { sku: item.sku, qty: String(item.qty), deliveryDays: item.delivery_days }
    await db
      .insert(s)
      .values(values)
      .onConflictDoUpdate({ target: s.sku, set: { ...values, updatedAt: sql`now()` } })
  }
  return ok(input.items.map((i) => ({ sku: i.sku, qty: i.qty, delivery_days: i.delivery_days })))
}

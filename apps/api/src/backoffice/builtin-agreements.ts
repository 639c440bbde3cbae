/**
 * Which of a customer's price agreements concern which product (built-in back office, decision
 * 0133). A sku agreement names the sku; a brand agreement the label of the product's `merk`
 * option (either store's label, case-insensitive); a category agreement a category id, and holds
 * for every product in that category or any category below it. A configurable's child (the sku
 * that is ordered) has no categories of its own: it takes its parent's, and its parent's brand
 * when it has none.
 */
import { eq, inArray } from 'drizzle-orm'
import type { PriceAgreementKind, PriceAgreementTerms } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import {
  attribute,
  attributeOption,
  backofficePriceAgreement,
  category,
  product,
  productCategory,
  productSuperLink,
} from '../db/schema/index.ts'

export const BRAND_ATTRIBUTE = 'merk'

export interface StoredAgreement extends PriceAgreementTerms {
  id: number
  target: string
}

const num = (value: string | null) => (value === null ? null : Number(value))

export const brandKey = (label: string) => label.trim().toLowerCase()

export async function agreementsOf(db: Db, customerId: number): Promise<StoredAgreement[]> {
  const rows = await db
    .select()
    .from(backofficePriceAgreement)
    .where(eq(backofficePriceAgreement.customerId, customerId))
    .orderBy(backofficePriceAgreement.kind, backofficePriceAgreement.target, backofficePriceAgreement.minQty)
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as PriceAgreementKind,
    target: r.target,
    netPrice: num(r.netPrice),
    discountPercent: num(r.discountPercent),
    minQty: r.minQty,
    validFrom: r.validFrom,
    validTo: r.validTo,
  }))
}

/** The brand labels (lower case) of the `merk` options, by option id. */
export async function brandLabels(db: Db): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: attributeOption.id, labels: attributeOption.labels })
    .from(attributeOption)
    .innerJoin(attribute, eq(attribute.id, attributeOption.attributeId))
    .where(eq(attribute.code, BRAND_ATTRIBUTE))
  return new Map(rows.map((r) => [r.id, Object.values(r.labels).map(brandKey)]))
}

/**
 * The brand labels for pricing, read at most once a minute per database: they change with the
 * catalogue's attribute options, almost never, and reading them cost more than the rest of a
 * trade customer's uncached prices together. The staff tools check targets with `brandLabels`.
 */
const BRAND_LABELS_MS = 60_000
const recentBrands = new WeakMap<Db, { at: number; labels: Promise<Map<number, string[]>> }>()

function pricingBrandLabels(db: Db): Promise<Map<number, string[]>> {
  const kept = recentBrands.get(db)
  if (kept && Date.now() - kept.at < BRAND_LABELS_MS) return kept.labels
  const labels = brandLabels(db)
  recentBrands.set(db, { at: Date.now(), labels })
  labels.catch(() => recentBrands.delete(db))
  return labels
}

interface Facts {
  brands: Map<number, string[]>
  /** product id -> its category ids with every ancestor, its parents' included */
  categories: Map<number, Set<string>>
  /** product id -> its brand option id (its parent's when it has none) */
  brandOption: Map<number, number | null>
}

async function productFacts(
  db: Db,
  products: readonly { id: number; attributes: Record<string, unknown> }[],
  needBrands: boolean,
  needCategories: boolean,
): Promise<Facts> {
  const ids = products.map((p) => p.id)
  const links = await db
    .select({ childId: productSuperLink.childId, parentId: productSuperLink.parentId })
    .from(productSuperLink)
    .where(inArray(productSuperLink.childId, ids))
  const parentIds = [...new Set(links.map((l) => l.parentId))]
  const parents = parentIds.length
    ? await db
        .select({ id: product.id, attributes: product.attributes })
        .from(product)
        .where(inArray(product.id, parentIds))
    : []
  const brandOf = (attributes: Record<string, unknown> | undefined) =>
    typeof attributes?.[BRAND_ATTRIBUTE] === 'number' ? (attributes[BRAND_ATTRIBUTE] as number) : null
  const parentAttributes = new Map(parents.map((p) => [p.id, p.attributes]))
  const owners = new Map<number, number[]>() // product -> itself and its parents
  for (const id of ids) owners.set(id, [id])
  for (const l of links) owners.get(l.childId)!.push(l.parentId)

  const brandOption = new Map<number, number | null>()
  for (const p of products) {
    const parentBrand = owners
      .get(p.id)!
      .slice(1)
      .map((id) => brandOf(parentAttributes.get(id)))
      .find((b) => b !== null)
    brandOption.set(p.id, brandOf(p.attributes) ?? parentBrand ?? null)
  }

  const categories = new Map<number, Set<string>>(ids.map((id) => [id, new Set()]))
  if (needCategories) {
    const rows = await db
      .select({ productId: productCategory.productId, path: category.path })
      .from(productCategory)
      .innerJoin(category, eq(category.id, productCategory.categoryId))
      .where(inArray(productCategory.productId, [...ids, ...parentIds]))
    const pathsOf = new Map<number, string[]>()
    for (const r of rows) pathsOf.set(r.productId, [...(pathsOf.get(r.productId) ?? []), r.path])
    for (const [id, set] of categories)
      // a path 1/2/1394/1504 names the category and every ancestor: all of them hold the product
      for (const owner of owners.get(id)!)
        for (const path of pathsOf.get(owner) ?? []) for (const c of path.split('/')) set.add(c)
  }
  return { brands: needBrands ? await pricingBrandLabels(db) : new Map(), categories, brandOption }
}

/** Per product id, the agreements that concern it (not yet checked for quantity or date). */
export async function agreementsByProduct(
  db: Db,
  agreements: readonly StoredAgreement[],
  products: readonly { id: number; sku: string; attributes: Record<string, unknown> }[],
): Promise<Map<number, StoredAgreement[]>> {
  const result = new Map<number, StoredAgreement[]>(products.map((p) => [p.id, []]))
  if (!agreements.length || !products.length) return result
  const needBrands = agreements.some((a) => a.kind === 'brand')
  const needCategories = agreements.some((a) => a.kind === 'category')
  const facts =
    needBrands || needCategories ? await productFacts(db, products, needBrands, needCategories) : null
  for (const p of products) {
    const option = facts?.brandOption.get(p.id) ?? null
    const labels = option === null ? [] : (facts?.brands.get(option) ?? [])
    const cats = facts?.categories.get(p.id)
    result.set(
      p.id,
      agreements.filter((a) =>
        a.kind === 'sku'
          ? a.target === p.sku
          : a.kind === 'brand'
            ? labels.includes(brandKey(a.target))
            : (cats?.has(a.target) ?? false),
      ),
    )
  }
  return result
}

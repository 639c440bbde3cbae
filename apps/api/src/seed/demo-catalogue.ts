import { mediaImage, urlRewrite } from '../db/schema/index.ts'
import type { Database, Db } from '../db/client.ts'
import { seedAttributes } from './attributes.ts'
import { CAT, routableCategoryIds, seedCategories } from './categories.ts'
import { seedContent } from './content.ts'
import { insertRows } from './insert.ts'
import { ACCESSORY_RANGES } from './products/accessory-data.ts'
import { addBike, type BikeOptions } from './products/bikes.ts'
import { categoryImage } from './products/category-images.ts'
import { SeedContext } from './products/context.ts'
import { PART_RANGES } from './products/part-data.ts'
import { addRangeItem, pickRange, type RangeItemOptions } from './products/ranges.ts'
import type { RangeDef } from './products/range-types.ts'
import { addSpecialProducts } from './products/specials.ts'
import { Random } from './random.ts'
import { seedTradeCustomers } from './trade-customers.ts'
import { seedDemoOrderHistory } from './demo-order-history.ts'
import { seedDemoClaims } from './demo-claims.ts'
import { seedDemoVisitReports } from './demo-visit-reports.ts'
import { seedStoresAndTax, STORE_IDS, STORE_NL } from './stores-and-tax.ts'

export interface SeedOptions {
  /** number of sellable products (default 1000, up to 100,000) */
  products: number
  /** random seed: the same seed gives the same catalogue */
  seed?: number
  onProgress?: (step: string, done: number, total: number) => void
  /** the clock special-price windows and creation dates are relative to (default: now) */
  now?: Date
}

export const DEFAULT_SEED = 1991

type Kind = 'accessory' | 'part' | 'bike'
const SHARES: readonly [Kind, number][] = [
  ['accessory', 0.3],
  ['part', 0.45],
  ['bike', 0.25],
]

/** The first products of each kind are fixed so that even a small catalogue has every kind. */
const FIRST_BIKES: readonly BikeOptions[] = [
  { type: 'E-bike', brand: 'Granville', configurable: true },
  { type: 'Stadsfiets', brand: 'Granville', configurable: true },
  { type: 'Transportfiets', brand: 'Urban Arrow', configurable: true },
  { type: 'Kinderfiets', configurable: true },
  { type: 'Racefiets' },
  { type: 'Mountainbike' },
  { type: 'Hybride' },
  { type: 'Stadsfiets', configurable: false },
]
const range = (ranges: readonly RangeDef[], category: number) => ranges.find((r) => r.category === category)!
const FIRST_ACCESSORIES: readonly [RangeDef, RangeItemOptions][] = [
  [range(ACCESSORY_RANGES, CAT.bags), { brand: 'Urban Arrow', item: 'Regenhoes voor de bak' }],
  [range(ACCESSORY_RANGES, CAT.childSeats), { brand: 'Urban Arrow', item: 'Maxi-Cosi adapter' }],
  [range(ACCESSORY_RANGES, CAT.helmets), {}],
  [range(ACCESSORY_RANGES, CAT.clothing), { item: 'Regenjas Compact' }],
  [range(ACCESSORY_RANGES, CAT.maps), {}],
  [range(ACCESSORY_RANGES, CAT.locks), {}],
]

/** Writes the demo catalogue into an empty, migrated database (one transaction). */
export async function seedDemoCatalogue(database: Database, options: SeedOptions): Promise<void> {
  const report = options.onProgress ?? (() => {})
  const now = options.now ?? new Date()
  const ctx = new SeedContext(new Random(options.seed ?? DEFAULT_SEED), now)
  await database.db.transaction(async (tx) => {
    const db: Db = tx
    report('setup', 0, 3)
    await seedStoresAndTax(db)
    await seedAttributes(db)
    report('setup', 1, 3)
    const categoryPaths = await seedCategories(db, (id) => categoryImage(ctx.images, id))
    await insertRows(
      db,
      urlRewrite,
      routableCategoryIds().flatMap((id) =>
        STORE_IDS.map((storeId) => ({
          storeId,
          requestPath: categoryPaths.get(id)![storeId === STORE_NL ? 'nl' : 'de'],
          entityType: 'category',
          entityId: id,
          targetPath: '',
          redirectType: 0,
        })),
      ),
    )
    report('setup', 2, 3)
    await seedContent(db, now)
    ctx.images.banners()
    report('setup', 3, 3)

    await seedProducts(db, ctx, options.products, report)

    const images = await ctx.images.render((done, total) => report('images', done, total))
    report('image rows', 0, images.length)
    await insertRows(db, mediaImage, images, (written) => report('image rows', written, images.length), 25)
    // the demo's trade customers price against this catalogue (issue 16)
    await seedTradeCustomers(db)
    // issue 18: a year of back-office orders for the demo dealers
    await seedDemoOrderHistory(db, now)
    // issue 19: loyalty claims on the demo dealers' cards
    await seedDemoClaims(db, now)
    // issue 19: a purchaser's visit reports and todos on two demo dealers
    await seedDemoVisitReports(db, now)
  })
}

async function seedProducts(
  db: Db,
  ctx: SeedContext,
  wanted: number,
  report: NonNullable<SeedOptions['onProgress']>,
) {
  addSpecialProducts(ctx)
  const remaining = Math.max(0, wanted - ctx.counts.sellable)
  const done: Record<Kind, number> = { accessory: 0, part: 0, bike: 0 }
  for (let i = 0; i < remaining; i++) {
    // interleave the kinds in their shares (largest deficit first), so ids and dates mix
    let kind: Kind = 'part'
    let deficit = -Infinity
    for (const [k, share] of SHARES) {
      const d = share * (i + 1) - done[k]
      if (d > deficit) [kind, deficit] = [k, d]
    }
    const n = done[kind]++
    if (kind === 'bike') addBike(ctx, FIRST_BIKES[n] ?? {})
    else if (kind === 'accessory') {
      const [r, o] = FIRST_ACCESSORIES[n] ?? [pickRange(ctx, ACCESSORY_RANGES), {}]
      addRangeItem(ctx, r, o)
    } else addRangeItem(ctx, pickRange(ctx, PART_RANGES))
    await ctx.flushIfFull(db)
    if (i % 250 === 0) report('products', ctx.counts.sellable, wanted)
  }
  // a few disabled products (status 2) on top: they exist but never show in listings
  const disabled = Math.max(2, Math.round(wanted * 0.005))
  for (let i = 0; i < disabled; i++) addRangeItem(ctx, pickRange(ctx, PART_RANGES), { status: 2 })
  await ctx.batch.flush(db)
  report('products', ctx.counts.sellable, wanted)
}

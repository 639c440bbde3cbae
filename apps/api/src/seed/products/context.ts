import type { Db } from '../../db/client.ts'
import type { Random } from '../random.ts'
import { ImageRegistry } from '../images/registry.ts'
import { ProductBatch } from './batch.ts'
import type { Names } from './builder.ts'

/** Editions that tell apart products that would share a name (Dutch, German). */
const EDITIONS: readonly (readonly [string, string])[] = [
  ['Comfort', 'Comfort'],
  ['Sport', 'Sport'],
  ['Plus', 'Plus'],
  ['Tour', 'Tour'],
  ['Deluxe', 'Deluxe'],
  ['Classic', 'Classic'],
  ['Pro', 'Pro'],
  ['Limited', 'Limited'],
  ['Urban', 'Urban'],
  ['Active', 'Active'],
  ['Edition', 'Edition'],
  ['Premium', 'Premium'],
]

/** Rows per batch flush: products (with their children) kept in memory before they are written. */
const FLUSH_EVERY = 2000

/** Shared state of one seed run: the random stream, the clock, id counters and the pending batch. */
export class SeedContext {
  readonly batch = new ProductBatch()
  readonly images = new ImageRegistry()
  readonly skus = new Set<string>()
  /** Dutch names of listed products: no two products a shopper sees share one */
  private readonly names = new Set<string>()
  /**
   * Listed product ids by what they are ('locks', 'lighting', 'bags', 'helmets', 'kids-helmets',
   * 'bells', 'bikes:{category}'): the related products of a bicycle come from fitting pools.
   */
  readonly related = new Map<string, number[]>()
  readonly categoryPositions = new Map<number, number>()
  readonly counts = { sellable: 0, total: 0 }
  private nextProductId = 1
  private nextArticle = 10_000
  private nextIds = { customOption: 1, customOptionValue: 1, bundleOption: 1, bundleSelection: 1 }

  constructor(
    readonly rng: Random,
    readonly now: Date,
  ) {}

  productId(): number {
    return this.nextProductId++
  }

  id(kind: keyof SeedContext['nextIds']): number {
    return this.nextIds[kind]++
  }

  addRelated(pool: string, id: number): void {
    const ids = this.related.get(pool)
    if (ids) ids.push(id)
    else this.related.set(pool, [id])
  }

  /** a wholesale article number for parts and accessories: rising, with small random gaps */
  articleNumber(): number {
    this.nextArticle += this.rng.int(1, 7)
    return this.nextArticle
  }

  /** `base`, or `base-2`, `base-3`, ... when taken */
  uniqueSku(base: string): string {
    let sku = base.slice(0, 56)
    for (let n = 2; this.skus.has(sku); n++) sku = `${base.slice(0, 52)}-${n}`
    this.skus.add(sku)
    return sku
  }

  /**
   * `name`, or when a listed product already has it, the name with the first free edition
   * ("... Damesfiets Comfort", "... Damesfiets Sport 2"): five "Granville Canal N3 Damesfiets" at
   * five prices look like a broken shop. The same edition goes into both languages.
   */
  claimName(name: Names): Names {
    let claimed = name
    for (let n = 0; this.names.has(claimed.nl.toLowerCase()); n++) {
      const [nl, de] = EDITIONS[n % EDITIONS.length]!
      const round = Math.floor(n / EDITIONS.length)
      const suffix = (label: string) => (round === 0 ? label : `${label} ${round + 1}`)
      claimed = { nl: `${name.nl} ${suffix(nl)}`, de: `${name.de} ${suffix(de)}` }
    }
    this.names.add(claimed.nl.toLowerCase())
    return claimed
  }

  nextPosition(categoryId: number): number {
    const position = (this.categoryPositions.get(categoryId) ?? 0) + 1
    this.categoryPositions.set(categoryId, position)
    return position
  }

  /** a creation time spread over the last two years */
  createdAt(): Date {
    const days = this.rng.next() * 730
    return new Date(Math.floor((this.now.getTime() - days * 86_400_000) / 1000) * 1000)
  }

  async flushIfFull(db: Db): Promise<void> {
    if (this.batch.pending >= FLUSH_EVERY) await this.batch.flush(db)
  }
}

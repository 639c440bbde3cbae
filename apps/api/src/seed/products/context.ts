import type { Db } from '../../db/client.ts'
import type { Random } from '../random.ts'
import { ImageRegistry } from '../images/registry.ts'
import { ProductBatch } from './batch.ts'

/** Rows per batch flush: products (with their children) kept in memory before they are written. */
const FLUSH_EVERY = 2000

/** Shared state of one seed run: the random stream, the clock, id counters and the pending batch. */
export class SeedContext {
  readonly batch = new ProductBatch()
  readonly images = new ImageRegistry()
  readonly skus = new Set<string>()
  /** visible accessory ids that bicycles link to as related products */
  readonly relatedPool: number[] = []
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

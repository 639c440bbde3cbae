import {
  bundleOption,
  bundleSelection,
  customOption,
  customOptionValue,
  mediaGallery,
  product,
  productCategory,
  productConfigurableOption,
  productLink,
  productStore,
  productSuperLink,
  stockItem,
  tierPrice,
  urlRewrite,
} from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { insertRows } from '../insert.ts'

/**
 * Rows of the product tables waiting to be written. The generator fills a batch and flushes it
 * every few thousand products, table by table in foreign-key order, so that memory stays flat even
 * for 100,000 products.
 */
export class ProductBatch {
  products: (typeof product.$inferInsert)[] = []
  stores: (typeof productStore.$inferInsert)[] = []
  categories: (typeof productCategory.$inferInsert)[] = []
  superLinks: (typeof productSuperLink.$inferInsert)[] = []
  configurableOptions: (typeof productConfigurableOption.$inferInsert)[] = []
  links: (typeof productLink.$inferInsert)[] = []
  bundleOptions: (typeof bundleOption.$inferInsert)[] = []
  bundleSelections: (typeof bundleSelection.$inferInsert)[] = []
  customOptions: (typeof customOption.$inferInsert)[] = []
  customOptionValues: (typeof customOptionValue.$inferInsert)[] = []
  tierPrices: (typeof tierPrice.$inferInsert)[] = []
  gallery: (typeof mediaGallery.$inferInsert)[] = []
  stock: (typeof stockItem.$inferInsert)[] = []
  rewrites: (typeof urlRewrite.$inferInsert)[] = []

  get pending(): number {
    return this.products.length
  }

  /** Writes everything (parents before children, products before the rows that refer to them). */
  async flush(db: Db): Promise<void> {
    await insertRows(db, product, this.products)
    await insertRows(db, productStore, this.stores)
    await insertRows(db, productCategory, this.categories)
    await insertRows(db, productSuperLink, this.superLinks)
    await insertRows(db, productConfigurableOption, this.configurableOptions)
    await insertRows(db, productLink, this.links)
    await insertRows(db, bundleOption, this.bundleOptions)
    await insertRows(db, bundleSelection, this.bundleSelections)
    await insertRows(db, customOption, this.customOptions)
    await insertRows(db, customOptionValue, this.customOptionValues)
    await insertRows(db, tierPrice, this.tierPrices)
    await insertRows(db, mediaGallery, this.gallery)
    await insertRows(db, stockItem, this.stock)
    await insertRows(db, urlRewrite, this.rewrites)
    this.clear()
  }

  private clear() {
    this.products = []
    this.stores = []
    this.categories = []
    this.superLinks = []
    this.configurableOptions = []
    this.links = []
    this.bundleOptions = []
    this.bundleSelections = []
    this.customOptions = []
    this.customOptionValues = []
    this.tierPrices = []
    this.gallery = []
    this.stock = []
    this.rewrites = []
  }
}

import { customerGroup, storeView, taxClass, taxRate, taxRule } from '../db/schema/index.ts'
import type { Db } from '../db/client.ts'
import { insertRows, syncSequence } from './insert.ts'

/** Store views, customer groups and the Dutch/German/Belgian VAT set-up (ids are fixed). */

export const STORE_NL = 1
export const STORE_DE = 3
export const STORE_IDS = [STORE_NL, STORE_DE] as const

export const TAX_CLASS_HIGH = 2
export const TAX_CLASS_LOW = 5
export const TAX_CLASS_RETAIL = 3
export const TAX_CLASS_BUSINESS = 4

/** VAT percent per product tax class in the Netherlands (the prices are chosen for NL incl. tax). */
export const NL_RATE: Record<number, number> = { [TAX_CLASS_HIGH]: 21, [TAX_CLASS_LOW]: 9 }

export const CUSTOMER_GROUP_BUSINESS = 2

export async function seedStoresAndTax(db: Db): Promise<void> {
  await insertRows(db, storeView, [
    {
      id: STORE_NL,
      code: 'default',
      name: 'Nederlands',
      locale: 'nl-NL',
      currency: 'EUR',
      defaultCountry: 'NL',
      indexName: 'vue_storefront_catalog',
      textSearchConfig: 'dutch',
    },
    {
      id: STORE_DE,
      code: 'de',
      name: 'Deutsch',
      locale: 'de-DE',
      currency: 'EUR',
      defaultCountry: 'DE',
      indexName: 'vue_storefront_catalog_de',
      textSearchConfig: 'german',
    },
  ])
  await insertRows(db, taxClass, [
    { id: TAX_CLASS_HIGH, name: 'Hoog tarief', type: 'product' },
    { id: TAX_CLASS_RETAIL, name: 'Particulier', type: 'customer' },
    { id: TAX_CLASS_BUSINESS, name: 'Zakelijk', type: 'customer' },
    { id: TAX_CLASS_LOW, name: 'Laag tarief', type: 'product' },
  ])
  await insertRows(db, customerGroup, [
    { id: 0, code: 'NOT LOGGED IN', taxClassId: TAX_CLASS_RETAIL },
    { id: 1, code: 'Particulier', taxClassId: TAX_CLASS_RETAIL },
    { id: CUSTOMER_GROUP_BUSINESS, code: 'Zakelijk', taxClassId: TAX_CLASS_BUSINESS },
    { id: 3, code: 'Dealer', taxClassId: TAX_CLASS_BUSINESS },
  ])
  await insertRows(db, taxRate, [
    { id: 1, code: 'NL-21', country: 'NL', rate: '21.0000', title: 'BTW 21%' },
    { id: 2, code: 'NL-9', country: 'NL', rate: '9.0000', title: 'BTW 9%' },
    { id: 3, code: 'DE-19', country: 'DE', rate: '19.0000', title: 'MwSt 19%' },
    { id: 4, code: 'DE-7', country: 'DE', rate: '7.0000', title: 'MwSt 7%' },
    { id: 5, code: 'BE-21', country: 'BE', rate: '21.0000', title: 'BTW 21%' },
    { id: 6, code: 'BE-6', country: 'BE', rate: '6.0000', title: 'BTW 6%' },
  ])
  await syncSequence(db, taxRate)
  await insertRows(db, taxRule, [
    {
      id: 1,
      code: 'BTW hoog',
      priority: 0,
      position: 0,
      productTaxClassIds: [TAX_CLASS_HIGH],
      customerTaxClassIds: [TAX_CLASS_RETAIL, TAX_CLASS_BUSINESS],
      rateIds: [1, 3, 5],
    },
    {
      id: 2,
      code: 'BTW laag',
      priority: 0,
      position: 1,
      productTaxClassIds: [TAX_CLASS_LOW],
      customerTaxClassIds: [TAX_CLASS_RETAIL, TAX_CLASS_BUSINESS],
      rateIds: [2, 4, 6],
    },
  ])
}

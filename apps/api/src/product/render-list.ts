/**
 * Magento's products-render-info items (contract §8): the prices the client syncs onto products
 * it already shows. Each price comes from the pricing module (pricing/price-fields.ts) for the
 * shopper's price context, from the prices the price sources give (the catalogue's, with a
 * customer's laid over them); this file only picks which product or child a field describes.
 */
import { UNAVAILABLE_STATUS, formatPrice } from '@shop/commerce'
import { priceFieldsOf } from '../pricing/price-fields.ts'
import { sourcePricesOf, type SourcePrices } from '../pricing/price-source.ts'
import type { PricedProduct } from './product-data.ts'
import type { PricingContext } from './pricing-context.ts'

export interface PriceInfoFields {
  final_price: number
  max_price: number
  max_regular_price: number
  minimal_regular_price: number
  special_price: number | null
  minimal_price: number
  regular_price: number
}

export interface RenderInfoItem {
  id: number
  name: string
  type: string
  store_id: number
  currency_code: string
  url: string
  is_salable: '1' | '0'
  price_info: PriceInfoFields & {
    formatted_prices: { final_price: string }
    extension_attributes: {
      /** the same fields excluding tax */
      tax_adjustments: PriceInfoFields & { formatted_prices: Record<string, never> }
      weee_attributes: []
      weee_adjustment: string
    }
  }
}

interface Amount {
  incl: number
  excl: number
}

/** The prices of one sellable unit: a simple product or one configurable child. */
interface UnitPrice {
  final: Amount
  regular: Amount
  /** null outside the special-price window or when not below the regular price */
  special: Amount | null
}

function unitPrice(p: PricedProduct, prices: SourcePrices, context: PricingContext): UnitPrice {
  const fields = priceFieldsOf(prices, p.taxClassId, context)
  return {
    final: { incl: fields.final_price_incl_tax, excl: fields.final_price },
    regular: { incl: fields.price_incl_tax, excl: fields.price },
    special:
      fields.special_price > 0 ? { incl: fields.special_price_incl_tax, excl: fields.special_price } : null,
  }
}

export function isSalable(p: PricedProduct): boolean {
  return p.status < UNAVAILABLE_STATUS && (p.manageStock === false || p.isInStock === true)
}

function pick(units: UnitPrice[], value: (u: UnitPrice) => number, lowest: boolean): UnitPrice {
  return units.reduce((best, u) => ((lowest ? value(u) < value(best) : value(u) > value(best)) ? u : best))
}

function priceFields(units: UnitPrice[], side: keyof Amount): PriceInfoFields {
  const cheapest = pick(units, (u) => u.final.incl, true)
  const dearest = pick(units, (u) => u.final.incl, false)
  const lowRegular = pick(units, (u) => u.regular.incl, true)
  const highRegular = pick(units, (u) => u.regular.incl, false)
  return {
    final_price: cheapest.final[side],
    max_price: dearest.final[side],
    max_regular_price: highRegular.regular[side],
    minimal_regular_price: lowRegular.regular[side],
    special_price: cheapest.special?.[side] ?? null,
    minimal_price: cheapest.final[side],
    regular_price: lowRegular.regular[side],
  }
}

/**
 * A configurable product is priced by its children, as in Magento: the salable ones, else all
 * enabled ones; a product without children by its own price. Its minimal and maximal fields
 * then span the children.
 */
function unitsOf(p: PricedProduct, children: readonly PricedProduct[]): PricedProduct[] {
  const salable = children.filter(isSalable)
  if (salable.length > 0) return salable
  const enabled = children.filter((c) => c.status < UNAVAILABLE_STATUS)
  return enabled.length > 0 ? enabled : [p]
}

function productUrl(p: PricedProduct, context: PricingContext): string {
  const prefix = context.store.storeCode ? `/${context.store.storeCode}` : ''
  return `${prefix}/${(p.urlPath ?? p.sku).replace(/^\/+/, '')}`
}

export function renderInfoItem(
  p: PricedProduct,
  children: readonly PricedProduct[],
  prices: ReadonlyMap<number, SourcePrices>,
  context: PricingContext,
): RenderInfoItem {
  const units = unitsOf(p, children).map((u) =>
    unitPrice(u, prices.get(u.id) ?? sourcePricesOf(u, []), context),
  )
  const incl = priceFields(units, 'incl')
  const { locale, currency } = context.store
  const asHtml = (amount: number) => `<span class="price">${formatPrice(amount, locale, currency)}</span>`
  const salable = isSalable(p) && (children.length === 0 || children.some(isSalable))
  return {
    id: p.id,
    name: p.name ?? p.sku,
    type: p.typeId,
    store_id: context.store.storeId,
    currency_code: currency,
    url: productUrl(p, context),
    is_salable: salable ? '1' : '0',
    price_info: {
      ...incl,
      formatted_prices: { final_price: asHtml(incl.final_price) },
      extension_attributes: {
        tax_adjustments: { ...priceFields(units, 'excl'), formatted_prices: {} },
        weee_attributes: [],
        weee_adjustment: asHtml(0),
      },
    },
  }
}

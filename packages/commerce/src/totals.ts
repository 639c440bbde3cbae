/**
 * Cart totals in the shape of Magento's totals object (contract §3, GET /api/cart/totals). Every
 * amount is computed in integer cents; the euro numbers are produced only at the end.
 *
 * Rules (decision 0011):
 * - A line's unit net price and its tax come from the catalogue; tax is computed per unit and
 *   multiplied, so a line of 3 costs exactly 3x the shelf price incl. tax.
 * - Discounts are taken off the price incl. tax (the price shoppers see); the net part of each
 *   line's discount is derived with that line's tax rate, so tax shrinks with the discount.
 * - A purchaser's line discount (decision 0158) comes off its row first; a coupon is shared over
 *   what is left. Both count in the line's discount_amount and in the `discount` segment.
 * - Shipping is charged at its configured price incl. tax; its tax is at the highest rate among
 *   the cart lines (the main-service rule), so 5.00 incl. is 4.13 + 0.87 at 21 %.
 * - grand_total = subtotal incl. tax + shipping incl. tax - discount incl. tax, exactly.
 */
import { allocateDiscount, type CouponRule } from './coupon.ts'
import { discountedRow } from './line-discount.ts'
import type { Cents } from './money.ts'
import { addTax, fromCents, netFromGross, sumCents } from './money.ts'

export interface TotalsLine {
  itemId: number
  name: string
  qty: number
  /** net unit price in cents, options included */
  unitNetCents: Cents
  /**
   * The unit price incl. tax as the product page showed it (bundle sums, cross-border prices,
   * decision 0090); the unit's tax is then gross - net. Absent: net plus tax at taxPercent.
   */
  unitGrossCents?: Cents
  /** percent, e.g. 21 */
  taxPercent: number
  taxTitle: string
  /** shown option labels, e.g. [{label: 'Kleur', value: 'Zwart'}] */
  options: readonly { label: string; value: string }[]
  /** a purchaser's line discount in percent (0 or absent: none) */
  discountPercent?: number
}

export interface TotalsShipping {
  carrierTitle: string
  methodTitle: string
  priceInclTaxCents: Cents
}

export interface TotalsTitles {
  subtotal: string
  shipping: string
  /** `{code}` is replaced by the coupon code */
  discount: string
  /** the discount segment's title when only line discounts apply (no coupon) */
  lineDiscount: string
  tax: string
  grandTotal: string
}

export interface TotalsInput {
  lines: readonly TotalsLine[]
  shipping: TotalsShipping | null
  coupon: CouponRule | null
  currency: string
  titles: TotalsTitles
}

export interface TotalsItem {
  item_id: number
  price: number
  base_price: number
  qty: number
  row_total: number
  base_row_total: number
  row_total_with_discount: number
  tax_amount: number
  base_tax_amount: number
  tax_percent: number
  discount_amount: number
  base_discount_amount: number
  discount_percent: number
  price_incl_tax: number
  base_price_incl_tax: number
  row_total_incl_tax: number
  base_row_total_incl_tax: number
  /** the row incl. tax after its discounts (what a discounted cart line shows; not in Magento's shape) */
  row_total_with_discount_incl_tax: number
  /** a purchaser's line-discount comment of type 'customer' (decision 0158); absent otherwise */
  discount_comment?: string
  /** JSON string of [{value, label}] as Magento sends it */
  options: string
  name: string
}

export interface TaxDetail {
  amount: number
  rates: { percent: string; title: string }[]
  group_id: number
}

export interface TotalSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total'
  title: string
  value: number
  area?: string
  extension_attributes?: { tax_grandtotal_details: TaxDetail[] }
}

export interface CartTotals {
  grand_total: number
  base_grand_total: number
  subtotal: number
  base_subtotal: number
  discount_amount: number
  base_discount_amount: number
  subtotal_with_discount: number
  base_subtotal_with_discount: number
  shipping_amount: number
  base_shipping_amount: number
  shipping_discount_amount: number
  base_shipping_discount_amount: number
  tax_amount: number
  base_tax_amount: number
  shipping_tax_amount: number
  base_shipping_tax_amount: number
  subtotal_incl_tax: number
  shipping_incl_tax: number
  base_shipping_incl_tax: number
  base_currency_code: string
  quote_currency_code: string
  /** present only when a coupon is applied (the client tests hasOwnProperty) */
  coupon_code?: string
  items_qty: number
  items: TotalsItem[]
  total_segments: TotalSegment[]
}

interface LineFigures {
  line: TotalsLine
  rowNet: Cents
  rowTax: Cents
  rowGross: Cents
  unitGross: Cents
  discountGross: Cents
  discountNet: Cents
  /** the part of the discount that is the line's own (purchaser) discount, incl. tax */
  lineDiscountGross: Cents
}

/** Percent as the contract prints it in tax details: "21", "9", "8.5". */
function percentText(percent: number): string {
  return String(Number(percent.toFixed(4)))
}

/** Cents in all totals: the same value for the base and the quote currency (one currency per store). */
export function computeTotals(input: TotalsInput): CartTotals {
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.qty) || line.qty <= 0)
      throw new RangeError(`Not a line quantity: ${line.qty}`)
  }
  const figures = input.lines.map(lineFigures)
  if (input.coupon) applyCoupon(figures, input.coupon)
  const hasLineDiscount = figures.some((f) => f.lineDiscountGross > 0)

  const subtotal = sumCents(figures.map((f) => f.rowNet))
  const subtotalInclTax = sumCents(figures.map((f) => f.rowGross))
  const discountNet = sumCents(figures.map((f) => f.discountNet))
  const discountGross = sumCents(figures.map((f) => f.discountGross))
  const lineTax = sumCents(figures.map(lineTaxOf))

  const shippingRate = Math.max(0, ...figures.map((f) => f.line.taxPercent))
  const shippingGross = input.shipping?.priceInclTaxCents ?? 0
  const shippingNet = netFromGross(shippingGross, shippingRate)
  const shippingTax = shippingGross - shippingNet

  const taxAmount = lineTax + shippingTax
  const grandTotal = subtotal - discountNet + shippingNet + taxAmount

  const segments = totalSegments(input, hasLineDiscount, {
    subtotalInclTax,
    shippingGross,
    discountGross,
    taxAmount,
    taxByRate: taxByRate(figures, shippingRate, shippingTax),
    grandTotal,
  })

  const totals: CartTotals = {
    grand_total: fromCents(grandTotal),
    base_grand_total: fromCents(grandTotal),
    subtotal: fromCents(subtotal),
    base_subtotal: fromCents(subtotal),
    discount_amount: fromCents(-discountNet),
    base_discount_amount: fromCents(-discountNet),
    subtotal_with_discount: fromCents(subtotal - discountNet),
    base_subtotal_with_discount: fromCents(subtotal - discountNet),
    shipping_amount: fromCents(shippingNet),
    base_shipping_amount: fromCents(shippingNet),
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: fromCents(taxAmount),
    base_tax_amount: fromCents(taxAmount),
    shipping_tax_amount: fromCents(shippingTax),
    base_shipping_tax_amount: fromCents(shippingTax),
    subtotal_incl_tax: fromCents(subtotalInclTax),
    shipping_incl_tax: fromCents(shippingGross),
    base_shipping_incl_tax: fromCents(shippingGross),
    base_currency_code: input.currency,
    quote_currency_code: input.currency,
    items_qty: input.lines.reduce((sum, line) => sum + line.qty, 0),
    items: figures.map((f) => totalsItem(f, input.coupon)),
    total_segments: segments,
  }
  if (input.coupon) totals.coupon_code = input.coupon.code
  return totals
}

/** A line's row amounts before any discount. */
function lineFigures(line: TotalsLine): LineFigures {
  const unit =
    line.unitGrossCents === undefined
      ? addTax(line.unitNetCents, line.taxPercent)
      : { tax: line.unitGrossCents - line.unitNetCents, gross: line.unitGrossCents }
  const rowNet = line.unitNetCents * line.qty
  const rowTax = unit.tax * line.qty
  const off = discountedRow(
    { rowNetCents: rowNet, rowGrossCents: rowNet + rowTax, taxPercent: line.taxPercent },
    line.discountPercent ?? 0,
  )
  return {
    line,
    rowNet,
    rowTax,
    rowGross: rowNet + rowTax,
    unitGross: unit.gross,
    discountGross: off.discountGross,
    discountNet: off.discountNet,
    lineDiscountGross: off.discountGross,
  }
}

/** Shares the coupon's discount over the lines by their gross rows (after a line's own discount). */
function applyCoupon(figures: LineFigures[], coupon: NonNullable<TotalsInput['coupon']>): void {
  const shares = allocateDiscount(
    coupon,
    figures.map((f) => f.rowGross - f.lineDiscountGross),
  )
  figures.forEach((f, i) => {
    f.discountGross = f.lineDiscountGross + (shares[i] ?? 0)
    f.discountNet = Math.min(netFromGross(f.discountGross, f.line.taxPercent), f.rowNet)
  })
}

/** A line's tax after its discount. */
function lineTaxOf(f: LineFigures): Cents {
  return f.rowTax - (f.discountGross - f.discountNet)
}

/** Tax per rate for the tax segment's details (shipping tax counts at its rate). */
function taxByRate(
  figures: readonly LineFigures[],
  shippingRate: number,
  shippingTax: Cents,
): Map<string, { cents: Cents; title: string }> {
  const byRate = new Map<string, { cents: Cents; title: string }>()
  const addToRate = (percent: number, title: string, cents: Cents) => {
    const key = percentText(percent)
    const entry = byRate.get(key) ?? { cents: 0, title }
    entry.cents += cents
    byRate.set(key, entry)
  }
  for (const f of figures) addToRate(f.line.taxPercent, f.line.taxTitle, lineTaxOf(f))
  if (shippingTax !== 0) {
    const main = figures.find((f) => f.line.taxPercent === shippingRate)
    addToRate(shippingRate, main?.line.taxTitle ?? '', shippingTax)
  }
  return byRate
}

/** A line as the totals' items list it. */
function totalsItem(f: LineFigures, coupon: TotalsInput['coupon']): TotalsItem {
  return {
    item_id: f.line.itemId,
    price: fromCents(f.line.unitNetCents),
    base_price: fromCents(f.line.unitNetCents),
    qty: f.line.qty,
    row_total: fromCents(f.rowNet),
    base_row_total: fromCents(f.rowNet),
    row_total_with_discount: fromCents(f.rowNet - f.discountNet),
    tax_amount: fromCents(lineTaxOf(f)),
    base_tax_amount: fromCents(lineTaxOf(f)),
    tax_percent: f.line.taxPercent,
    discount_amount: fromCents(f.discountNet),
    base_discount_amount: fromCents(f.discountNet),
    // the line's own discount wins: it is what the cart line shows ("5 % korting")
    discount_percent:
      f.lineDiscountGross > 0
        ? (f.line.discountPercent ?? 0)
        : coupon?.discountType === 'percent' && f.discountGross > 0
          ? coupon.amount
          : 0,
    price_incl_tax: fromCents(f.unitGross),
    base_price_incl_tax: fromCents(f.unitGross),
    row_total_incl_tax: fromCents(f.rowGross),
    base_row_total_incl_tax: fromCents(f.rowGross),
    row_total_with_discount_incl_tax: fromCents(f.rowGross - f.discountGross),
    options: JSON.stringify(f.line.options.map((o) => ({ value: o.value, label: o.label }))),
    name: f.line.name,
  }
}

/** The segments in the contract's order: subtotal, shipping, discount, tax, grand total. */
function totalSegments(
  input: TotalsInput,
  hasLineDiscount: boolean,
  sums: {
    subtotalInclTax: Cents
    shippingGross: Cents
    discountGross: Cents
    taxAmount: Cents
    taxByRate: Map<string, { cents: Cents; title: string }>
    grandTotal: Cents
  },
): TotalSegment[] {
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: input.titles.subtotal, value: fromCents(sums.subtotalInclTax) },
  ]
  if (input.shipping) {
    const method = [input.shipping.carrierTitle, input.shipping.methodTitle].filter(Boolean).join(' - ')
    segments.push({
      code: 'shipping',
      title: `${input.titles.shipping} (${method})`,
      value: fromCents(sums.shippingGross),
    })
  }
  if (input.coupon || hasLineDiscount) {
    segments.push({
      code: 'discount',
      title: input.coupon
        ? input.titles.discount.replace('{code}', input.coupon.code)
        : input.titles.lineDiscount,
      value: fromCents(-sums.discountGross),
    })
  }
  segments.push({
    code: 'tax',
    title: input.titles.tax,
    value: fromCents(sums.taxAmount),
    area: 'taxes',
    extension_attributes: {
      tax_grandtotal_details: [...sums.taxByRate].map(([percent, { cents, title }], i) => ({
        amount: fromCents(cents),
        rates: [{ percent, title }],
        group_id: i + 1,
      })),
    },
  })
  segments.push({
    code: 'grand_total',
    title: input.titles.grandTotal,
    value: fromCents(sums.grandTotal),
    area: 'footer',
  })
  return segments
}

/** Segment titles per store language; the client renders them as they come. */
export const TOTALS_TITLES: Readonly<Record<'nl' | 'de', TotalsTitles>> = Object.freeze({
  nl: {
    subtotal: 'Subtotaal',
    shipping: 'Verzendkosten',
    discount: 'Korting ({code})',
    lineDiscount: 'Korting',
    tax: 'Btw',
    grandTotal: 'Totaal',
  },
  de: {
    subtotal: 'Zwischensumme',
    shipping: 'Versandkosten',
    discount: 'Rabatt ({code})',
    lineDiscount: 'Rabatt',
    tax: 'MwSt.',
    grandTotal: 'Gesamtsumme',
  },
})

export function totalsTitles(language: string): TotalsTitles {
  return language === 'de' ? TOTALS_TITLES.de : TOTALS_TITLES.nl
}

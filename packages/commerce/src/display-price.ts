/**
 * The consumer price a product tile or page shows: the final price incl. BTW, and the regular
 * price struck through next to it when the final price is lower (an active special price or a
 * tier price for one piece; the API zeroes inactive special prices, contract §6.4).
 */

export interface ShownPriceFields {
  price_incl_tax?: number | null
  final_price_incl_tax?: number | null
  original_price_incl_tax?: number | null
  special_price_incl_tax?: number | null
}

export interface ShownPrice {
  /** null when the product has no usable price */
  amount: number | null
  /** the regular price when it is higher than the amount */
  oldAmount: number | null
}

function usable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

export function shownPrice(product: ShownPriceFields): ShownPrice {
  const regular = usable(product.original_price_incl_tax)
    ? product.original_price_incl_tax
    : usable(product.price_incl_tax)
      ? product.price_incl_tax
      : null
  let amount = usable(product.final_price_incl_tax) ? product.final_price_incl_tax : regular
  const special = product.special_price_incl_tax
  // a hit without final price fields may still carry an active special price
  if (usable(special) && special > 0 && (amount === null || special < amount)) amount = special
  const oldAmount = amount !== null && regular !== null && regular > amount ? regular : null
  return { amount, oldAmount }
}

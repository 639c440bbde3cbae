/**
 * What a shipping method can carry (issue 13, decision 0080). Every product gets a size class
 * derived from its weight (the catalogue has no dimensions): a letterbox parcel takes small
 * parts only, a courier parcel no bicycle, and a bicycle goes by bicycle delivery, our own
 * delivery round, insured bike-box shipping or pick-up. Pallets and the customer's own carrier
 * are for business customers only. A method is offered when it carries every line of the cart.
 */

export type SizeClass = 'letterbox' | 'parcel' | 'bicycle'

/** Smallest first: a method that carries a class carries every smaller one too. */
export const SIZE_CLASSES: readonly SizeClass[] = Object.freeze(['letterbox', 'parcel', 'bicycle'])

/** Up to this weight an item fits a letterbox parcel (bells, lights, small tools). */
export const LETTERBOX_MAX_KG = 0.2
/** Above this weight an item is bulky like a bicycle (the lightest demo bike weighs 6 kg). */
export const PARCEL_MAX_KG = 5

/**
 * The class of a shipped item. An unknown weight (null or 0) counts as a parcel: the safe middle,
 * never letterbox (it might not fit) and never bicycle (it would hide every courier).
 */
export function sizeClassOf(weightKg: number | null | undefined): SizeClass {
  if (weightKg == null || !Number.isFinite(weightKg) || weightKg <= 0) return 'parcel'
  if (weightKg <= LETTERBOX_MAX_KG) return 'letterbox'
  if (weightKg <= PARCEL_MAX_KG) return 'parcel'
  return 'bicycle'
}

/** The largest of the classes; null for none (nothing to ship). */
export function largestClass(classes: readonly SizeClass[]): SizeClass | null {
  let largest = -1
  for (const c of classes) largest = Math.max(largest, SIZE_CLASSES.indexOf(c))
  return largest < 0 ? null : SIZE_CLASSES[largest]!
}

export interface ShippingFit {
  /** the largest class the method carries */
  carries: SizeClass
  /** offered only when the cart holds an item of (at least) this class, e.g. bicycle delivery */
  requires?: SizeClass
  /** pallets, the customer's own carrier: business customers only */
  businessOnly?: boolean
}

/** What the cart asks of a method: the classes of its shipped lines and who buys. */
export interface CartShape {
  classes: readonly SizeClass[]
  business: boolean
}

export function methodFits(fit: ShippingFit, shape: CartShape): boolean {
  if (fit.businessOnly && !shape.business) return false
  const largest = largestClass(shape.classes)
  if (largest === null) return true
  if (SIZE_CLASSES.indexOf(largest) > SIZE_CLASSES.indexOf(fit.carries)) return false
  if (fit.requires && SIZE_CLASSES.indexOf(largest) < SIZE_CLASSES.indexOf(fit.requires)) return false
  return true
}

/** The fit of the default methods by code (flatrate and 0001-0011; decision 0080). */
export const DEFAULT_SHIPPING_FIT: Readonly<Record<string, ShippingFit>> = Object.freeze({
  flatrate: { carries: 'parcel' },
  '0001': { carries: 'bicycle' },
  '0002': { carries: 'letterbox' },
  '0003': { carries: 'bicycle', businessOnly: true },
  '0004': { carries: 'bicycle', requires: 'bicycle' },
  '0005': { carries: 'parcel' },
  '0006': { carries: 'parcel' },
  '0007': { carries: 'parcel' },
  '0008': { carries: 'bicycle' },
  '0009': { carries: 'bicycle' },
  '0010': { carries: 'bicycle', businessOnly: true },
  '0011': { carries: 'parcel' },
})

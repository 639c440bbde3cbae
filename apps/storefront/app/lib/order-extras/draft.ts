/**
 * The purchase-order draft of a trade customer (spec 001 §3: comment, po_number, dateVal,
 * is_yearorder and per-sku line comments; plus the reference and the dropshipment this shop adds)
 * and how it becomes the order's extras and the body of updateCartDataBeforeOrder (spec 001 §7).
 * Pure, so every rule is unit-tested; the browser storage is draft-store.ts.
 */
import { purchaseOrderNumber, type DropshipAddress, type OrderExtras } from '@shop/commerce'

export interface LineDraft {
  comment: string
  /** earliest delivery date of the line, YYYY-MM-DD or '' */
  date: string
}

export interface DropshipDraft {
  firstname: string
  lastname: string
  company: string
  street: string
  postcode: string
  city: string
  country_id: string
  telephone: string
}

/** One date for the whole order, or one per line (spec 001 §1 "per item or for the whole order"). */
export type DateMode = 'order' | 'line'

export interface PurchaseOrderDraft {
  po_number: string
  comment: string
  /** earliest delivery date of the whole order (the spec's `dateVal`), YYYY-MM-DD or '' */
  dateVal: string
  dateMode: DateMode
  is_yearorder: boolean
  reference: string
  is_dropship: boolean
  dropship_address: DropshipDraft
  /** per sku */
  lines: Record<string, LineDraft>
}

export const emptyDropship = (country = 'NL'): DropshipDraft => ({
  firstname: '',
  lastname: '',
  company: '',
  street: '',
  postcode: '',
  city: '',
  country_id: country,
  telephone: '',
})

export function emptyDraft(country = 'NL'): PurchaseOrderDraft {
  return {
    po_number: '',
    comment: '',
    dateVal: '',
    dateMode: 'order',
    is_yearorder: false,
    reference: '',
    is_dropship: false,
    dropship_address: emptyDropship(country),
    lines: {},
  }
}

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback)

/** A stored draft from an older version or another hand: every field checked, defaults filled. */
export function readDraft(value: unknown): PurchaseOrderDraft {
  const empty = emptyDraft()
  if (!value || typeof value !== 'object') return empty
  const raw = value as Record<string, unknown>
  const address = (raw.dropship_address ?? {}) as Record<string, unknown>
  const lines: Record<string, LineDraft> = {}
  if (raw.lines && typeof raw.lines === 'object')
    for (const [sku, line] of Object.entries(raw.lines as Record<string, unknown>)) {
      const l = (line ?? {}) as Record<string, unknown>
      lines[sku] = { comment: str(l.comment), date: str(l.date) }
    }
  return {
    po_number: str(raw.po_number),
    comment: str(raw.comment),
    dateVal: str(raw.dateVal),
    dateMode: raw.dateMode === 'line' ? 'line' : 'order',
    is_yearorder: raw.is_yearorder === true,
    reference: str(raw.reference),
    is_dropship: raw.is_dropship === true,
    dropship_address: {
      ...empty.dropship_address,
      ...Object.fromEntries(
        Object.keys(empty.dropship_address).map((key) => [
          key,
          str(address[key], empty.dropship_address[key as keyof DropshipDraft]),
        ]),
      ),
    },
    lines,
  }
}

/** The dropship address fields the back office needs to deliver. */
export const DROPSHIP_REQUIRED = [
  'firstname',
  'lastname',
  'street',
  'postcode',
  'city',
  'country_id',
] as const

/** The fields of the dropship address still empty. */
export function missingDropshipFields(address: DropshipDraft): (typeof DROPSHIP_REQUIRED)[number][] {
  return DROPSHIP_REQUIRED.filter((field) => !address[field].trim())
}

/** The address as the order keeps it; null while a required field is empty. */
export function dropshipAddressOf(address: DropshipDraft): DropshipAddress | null {
  if (missingDropshipFields(address).length) return null
  return {
    firstname: address.firstname.trim(),
    lastname: address.lastname.trim(),
    company: address.company.trim() || null,
    street: [address.street.trim()],
    postcode: address.postcode.trim(),
    city: address.city.trim(),
    country_id: address.country_id,
    telephone: address.telephone.trim() || null,
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/**
 * The extras of the order from the draft, for the skus in the cart: the whole-order date or the
 * line dates (whichever the shopper chose), dropshipment only for an account allowed to use it,
 * and the PO number '000000000' when left empty (spec 001 §9).
 */
export function extrasOfDraft(
  draft: PurchaseOrderDraft,
  skus: readonly string[],
  options: { dropEnabled: boolean },
): OrderExtras {
  const lines: NonNullable<OrderExtras['lines']> = {}
  for (const sku of skus) {
    const line = draft.lines[sku]
    if (!line) continue
    const comment = orNull(line.comment)
    const date = draft.dateMode === 'line' ? orNull(line.date) : null
    if (comment !== null || date !== null) lines[sku] = { comment, delivery_date: date }
  }
  const dropship = options.dropEnabled && draft.is_dropship
  return {
    po_number: purchaseOrderNumber(draft.po_number),
    comment: orNull(draft.comment),
    delivery_date: draft.dateMode === 'order' ? orNull(draft.dateVal) : null,
    is_yearorder: draft.is_yearorder,
    is_dropship: dropship,
    dropship_address: dropship ? dropshipAddressOf(draft.dropship_address) : null,
    // kept as typed: a reference over the limit is the shopper's to shorten, not ours to cut
    reference: draft.reference === '' ? null : draft.reference,
    lines,
  }
}

/** The body of updateCartDataBeforeOrder (contract in COMMON.md, spec 001 §7). */
export function updateCartDataBody(
  extras: OrderExtras,
  context: { cartId: string; oculusCode: string; skus: readonly string[] },
) {
  return {
    cart_id: context.cartId,
    products: context.skus.map((sku) => {
      const line = extras.lines?.[sku]
      return {
        sku,
        ...(line?.comment ? { comment: line.comment } : {}),
        ...(line?.delivery_date ? { date: line.delivery_date } : {}),
      }
    }),
    // the spec's body always carries `date`: empty when the order has no date of its own
    date: extras.delivery_date ?? '',
    oculus_code: context.oculusCode,
    is_dropship: extras.is_dropship ?? false,
    is_yearorder: extras.is_yearorder ?? false,
    po_number: extras.po_number ?? undefined,
    ...(extras.comment ? { comment: extras.comment } : {}),
    ...(extras.reference ? { reference: extras.reference } : {}),
    ...(extras.is_dropship && extras.dropship_address ? { dropship_address: extras.dropship_address } : {}),
  }
}

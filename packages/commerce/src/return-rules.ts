/**
 * Returns and warranty requests (spec 001 §3 "Return and warranty", issue 18, decisions 0177-0181):
 * which delivered pieces may still go back, the reasons a request can give, and the steps staff
 * take it through. Pure: the API and the storefront use the same rules.
 */
import { MESSAGES } from './messages.ts'

export type AfterSalesType = 'return' | 'warranty'
export const RETURN_TYPES: readonly AfterSalesType[] = ['return', 'warranty']

/** A return (the dealer does not want the goods) is possible this many days after delivery. */
export const RETURN_PERIOD_DAYS = 30
/** A warranty claim (the goods are faulty) this many months after delivery. */
export const WARRANTY_PERIOD_MONTHS = 24

/** The last moment a piece delivered at `deliveredAt` may be sent back as `type`. */
export function returnDeadline(type: AfterSalesType, deliveredAt: Date): Date {
  if (type === 'return') return new Date(deliveredAt.getTime() + RETURN_PERIOD_DAYS * 86_400_000)
  const end = new Date(deliveredAt.getTime())
  const day = end.getUTCDate()
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + WARRANTY_PERIOD_MONTHS)
  // 31 January + 1 month is the last day of February, not 3 March
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

/** Whether a piece delivered at `deliveredAt` is still within the type's period at `now`. */
export function withinPeriod(type: AfterSalesType, deliveredAt: Date, now: Date): boolean {
  return now.getTime() <= returnDeadline(type, deliveredAt).getTime()
}

/** What of a line can still go back: delivered minus what earlier requests took (never below 0). */
export function qtyReturnable(line: { qtyDelivered: number; qtyReturned: number }): number {
  return Math.max(0, line.qtyDelivered - line.qtyReturned)
}

/** The reasons, by code; the storefront shows the label in the store's language. */
export const RETURN_REASONS = Object.freeze({
  return: ['wrong_item', 'damaged_in_transit', 'ordered_by_mistake', 'too_many', 'other'],
  warranty: ['defect', 'broken', 'wear', 'missing_part', 'other'],
} as const satisfies Record<AfterSalesType, readonly string[]>)

export const RETURN_REASON_LABELS: Readonly<Record<'nl' | 'de', Record<string, string>>> = Object.freeze({
  nl: {
    wrong_item: 'Verkeerd artikel geleverd',
    damaged_in_transit: 'Beschadigd bij levering',
    ordered_by_mistake: 'Per ongeluk besteld',
    too_many: 'Te veel besteld',
    defect: 'Defect',
    broken: 'Gebroken',
    wear: 'Ongewone slijtage',
    missing_part: 'Onderdeel ontbreekt',
    other: 'Anders',
  },
  de: {
    wrong_item: 'Falscher Artikel geliefert',
    damaged_in_transit: 'Bei Lieferung beschädigt',
    ordered_by_mistake: 'Versehentlich bestellt',
    too_many: 'Zu viel bestellt',
    defect: 'Defekt',
    broken: 'Gebrochen',
    wear: 'Ungewöhnlicher Verschleiß',
    missing_part: 'Teil fehlt',
    other: 'Sonstiges',
  },
})

/** The reason's label in the language (the code itself when it has none). */
export function returnReasonLabel(reason: string, language: string): string {
  return RETURN_REASON_LABELS[language === 'de' ? 'de' : 'nl'][reason] ?? reason
}

export function isReturnReason(type: AfterSalesType, reason: string): boolean {
  return (RETURN_REASONS[type] as readonly string[]).includes(reason)
}

export const RETURN_TEXT_MAX = 2000

export const RETURN_MESSAGES = Object.freeze({
  warrantyNeedsDescription: MESSAGES.warrantyNeedsDescription,
  sendWarrantyFailed: MESSAGES.sendWarrantyFailed,
  reasonUnknown: 'reason: "{reason}" is not a reason for a {type}; one of {allowed}.',
  reasonTextTooLong: 'reasonText: The description may have at most {max} characters.',
  qtyTooHigh: 'qtys: {sku} can be sent back at most {max} time(s).',
  lineNotInOrder: 'items: line {lineId} is not a line of order {order}.',
  lineTwice: 'items: line {lineId} is named twice.',
  itemsQtysMismatch: 'qtys: give one quantity for each item ({items} items, {qtys} quantities).',
  periodOver: 'items: {sku} was delivered on {date}; the {type} period has ended.',
  orderNotFound: 'oculus_order: no such order of yours: {order}.',
  photosOnlyWarranty: 'photos: photos go with a warranty request only.',
  photoCount: 'photos: at most {max} photos.',
  photoTooLarge: 'photos[{index}]: {name} is larger than {max} MB.',
  photoNotImage: 'photos[{index}]: {name} is not a {contentType} image.',
  photoNotBase64: 'photos[{index}]: data must be base64.',
  returnNotFound: 'No such return or warranty request: {ref}',
  photoNotFound: 'No such photo: {index}',
  statusStep: 'status: a request that is {from} cannot become {to}; next can be {allowed}.',
  rejectReasonMissing: 'rejectReason: say why the request is rejected.',
} as const)

export type ReturnStatus = 'requested' | 'received' | 'approved' | 'rejected' | 'credited' | 'replaced'
export const RETURN_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'received',
  'approved',
  'rejected',
  'credited',
  'replaced',
]

/** The steps staff may take from each status (decision 0178); rejected, credited, replaced are final. */
const NEXT: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = Object.freeze({
  requested: ['received', 'rejected'],
  received: ['approved', 'rejected'],
  approved: ['credited', 'replaced'],
  rejected: [],
  credited: [],
  replaced: [],
})

export function nextReturnStatuses(from: ReturnStatus): readonly ReturnStatus[] {
  return NEXT[from]
}

export function isReturnStatus(value: string): value is ReturnStatus {
  return (RETURN_STATUSES as readonly string[]).includes(value)
}

export type ReturnStepCheck = { ok: true } | { ok: false; message: string }

/** Whether staff may move a request from `from` to `to`; a rejection must say why. */
export function checkReturnStep(
  from: ReturnStatus,
  to: ReturnStatus,
  rejectReason?: string | null,
): ReturnStepCheck {
  const allowed = NEXT[from]
  if (!allowed.includes(to)) {
    const message = RETURN_MESSAGES.statusStep
      .replace('{from}', from)
      .replace('{to}', to)
      .replace('{allowed}', allowed.length ? allowed.join(' or ') : 'nothing (it is final)')
    return { ok: false, message }
  }
  if (to === 'rejected' && !rejectReason?.trim())
    return { ok: false, message: RETURN_MESSAGES.rejectReasonMissing }
  return { ok: true }
}

/** A rejected request gives its pieces back to what can still be returned. */
export const releasesQuantity = (to: ReturnStatus): boolean => to === 'rejected'

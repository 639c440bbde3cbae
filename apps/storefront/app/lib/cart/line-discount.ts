/**
 * A purchaser's line discount in the storefront (spec 001 §7 applyDiscountCart,
 * getDiscountsAppliedMagento; decision 0158): what a discounted line shows, the calls, and the
 * server's refusal in the store's language. The rules themselves are @shop/commerce's
 * (line-discount.ts), so the dialog checks exactly what the server checks.
 */
import { checkLineDiscount, type LineDiscountProblem, type LineDiscountType } from '@shop/commerce'
import type { MessageKey } from '../../i18n/translate.ts'
import { networkTask } from '../network-task.ts'
import { OCULUS_BASE_PATH, oculusCall } from '../oculus.ts'
import { getUser } from '../user/user-store.ts'
import { getCart } from './cart-store.ts'
import { serial, syncTotals } from './cart-sync.ts'
import type { CartItem } from './cart-types.ts'

export interface LineDiscountShown {
  percent: number
  /** the row before and after the discount; null before the server's totals */
  before: number | null
  after: number | null
}

/** The line's discount as the cart shows it (net for a trade customer, else incl. tax); null: none. */
export function lineDiscountShown(item: CartItem, net: boolean): LineDiscountShown | null {
  const totals = item.totals
  const percent = totals?.discount_percent ?? 0
  if (!totals || !(percent > 0)) return null
  return net
    ? { percent, before: totals.row_total, after: totals.row_total_with_discount ?? null }
    : { percent, before: totals.row_total_incl_tax, after: totals.row_total_with_discount_incl_tax ?? null }
}

/** One discounted line as getDiscountsAppliedMagento lists it. */
export interface AppliedDiscount {
  item_id: number
  sku: string
  disc_perc: number
  comment: string | null
  type: LineDiscountType | null
}

export interface DiscountRequest {
  itemId: number
  percent: string
  comment: string
  type: LineDiscountType
}

export type DiscountOutcome = { ok: true } | { ok: false; message: string }

/** Gives (0: removes) the discount, then brings the cart's totals up to date. */
export function applyLineDiscount(request: DiscountRequest, storeCode?: string): Promise<DiscountOutcome> {
  return serial(async () => {
    const cartId = getCart().cartServerToken
    const token = getUser().token
    if (!cartId || !token) return { ok: false, message: '' }
    const answer = await networkTask<unknown>({
      url: `${OCULUS_BASE_PATH}/applyDiscountCart`,
      method: 'POST',
      token,
      storeCode: storeCode || undefined,
      body: {
        cart_id: cartId,
        item_id: request.itemId,
        quote_item_id: request.itemId,
        disc_perc: request.percent.trim(),
        comment: request.comment,
        type: request.type,
      },
    }).catch(() => null)
    if (answer?.code === 200) {
      await syncTotals()
      return { ok: true }
    }
    return { ok: false, message: typeof answer?.result === 'string' ? answer.result : '' }
  })
}

/** The acting purchaser's maximum (percent); null when it could not be asked. */
export const purchaserMaxDiscount = (storeCode?: string) =>
  oculusCall<number>('getPurchaserMaxDiscountPercMagento', {}, storeCode)

/** The cart's discounted lines (the purchaser reads every comment, the customer only theirs). */
export function cartDiscounts(storeCode?: string): Promise<AppliedDiscount[] | null> {
  const cartId = getCart().cartServerToken
  if (!cartId) return Promise.resolve(null)
  return oculusCall<AppliedDiscount[]>('getDiscountsAppliedMagento', { cart_id: cartId }, storeCode)
}

export interface DiscountProblemText {
  key: MessageKey
  values?: Record<string, string | number>
}

/** A rule's problem in the store's words (the same rule the server answers with). */
export function problemText(problem: LineDiscountProblem): DiscountProblemText {
  if (problem.field === 'comment')
    return { key: 'lineDiscount.error.commentTooLong', values: { max: problem.max } }
  if (problem.field === 'type') return { key: 'lineDiscount.error.type' }
  switch (problem.reason) {
    case 'above_max':
      return { key: 'lineDiscount.error.aboveMax', values: { max: problem.max } }
    case 'negative':
      return { key: 'lineDiscount.error.negative' }
    case 'above_100':
      return { key: 'lineDiscount.error.above100' }
    case 'too_many_decimals':
      return { key: 'lineDiscount.error.decimals' }
    default:
      return { key: 'lineDiscount.error.notANumber' }
  }
}

/** The dialog's own check before it asks the server; null: fine. */
export function checkDialog(
  input: { percent: string; comment: string; type: LineDiscountType },
  max: number | null,
): DiscountProblemText[] {
  // without a known maximum only the server can say; check the rest with no cap
  const checked = checkLineDiscount(input, max ?? 100)
  return checked.ok ? [] : checked.problems.map(problemText)
}

/** The server's refusal (English, naming the field) in the store's words. */
export function refusalText(message: string): DiscountProblemText {
  const max = /at most ([\d.]+) %, your maximum/.exec(message)
  if (max) return { key: 'lineDiscount.error.aboveMax', values: { max: Number(max[1]) } }
  if (message.startsWith('disc_perc: A negative')) return { key: 'lineDiscount.error.negative' }
  if (message.startsWith('disc_perc: The discount may be at most 100'))
    return { key: 'lineDiscount.error.above100' }
  if (message.startsWith('disc_perc: The discount may have')) return { key: 'lineDiscount.error.decimals' }
  if (message.startsWith('disc_perc')) return { key: 'lineDiscount.error.notANumber' }
  if (message.startsWith('comment')) return { key: 'lineDiscount.error.commentTooLong', values: { max: 255 } }
  if (message.startsWith('Only a purchaser')) return { key: 'lineDiscount.error.notPurchaser' }
  return { key: 'lineDiscount.error.failed' }
}

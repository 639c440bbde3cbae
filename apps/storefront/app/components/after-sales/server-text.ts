/**
 * The after-sales screens show the API's refusals in the shop's languages (decision 0071): the
 * refusals a customer can meet (a return racing another one, a period that ended, a backorder
 * already on its way, an automatic order dated too soon) map to message keys with their values
 * carried over; anything else becomes the screen's general failure, never raw English.
 */
import { BACKORDER_CANCEL_REFUSALS, MESSAGES, RETURN_MESSAGES } from '@shop/commerce'
import type { MessageKey, Translate } from '../../i18n/translate.ts'

/** A server template ("… {sku} … {max} …") as a pattern capturing its values. */
function template(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(escaped.replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)'))
}

const isoToShopDate = (iso: string) => iso.split('-').reverse().join('-')

const KNOWN: [RegExp, MessageKey][] = [
  [template(RETURN_MESSAGES.qtyTooHigh), 'afterSales.refused.qtyTooHigh'],
  [template(RETURN_MESSAGES.periodOver), 'afterSales.refused.periodOver'],
  [template(MESSAGES.warrantyNeedsDescription), 'afterSales.problem.description'],
  [
    /date: must be more than one day ahead: (?<earliest>\d{4}-\d{2}-\d{2}) or later/,
    'afterSales.refused.dateTooSoon',
  ],
  [template(BACKORDER_CANCEL_REFUSALS.on_its_way), 'afterSales.refused.backorderOnItsWay'],
  [template(BACKORDER_CANCEL_REFUSALS.nothing_backordered), 'afterSales.refused.nothingBackordered'],
  [template(BACKORDER_CANCEL_REFUSALS.order_closed), 'afterSales.refused.orderClosed'],
]

/** The refusal in the page's language; null when the API said something the screens do not know. */
export function knownRefusal(message: string, t: Translate): string | null {
  for (const [pattern, key] of KNOWN) {
    const found = pattern.exec(message)
    if (!found) continue
    const values = { ...found.groups }
    if (values.earliest) values.earliest = isoToShopDate(values.earliest)
    if (values.date) values.date = isoToShopDate(values.date)
    return t(key, values)
  }
  return null
}

/** The refusal in the page's language, or the general failure. */
export function refusalText(
  message: string,
  t: Translate,
  fallback: MessageKey = 'afterSales.failed',
): string {
  return knownRefusal(message, t) ?? t(fallback)
}

/**
 * The shopper's words for an order's status (Magento's vocabulary on the wire: pending, holded, ...).
 * A status the shop does not know yet is shown as it is rather than hidden.
 */
import type { MessageKey, Translate } from '../../i18n/translate.ts'

const STATUS_MESSAGES: Readonly<Record<string, MessageKey>> = {
  pending: 'account.orders.state.pending',
  pending_payment: 'account.orders.state.pending_payment',
  processing: 'account.orders.state.processing',
  canceled: 'account.orders.state.canceled',
  complete: 'account.orders.state.complete',
  closed: 'account.orders.state.closed',
  holded: 'account.orders.state.holded',
}

export function orderStatusLabel(status: string, t: Translate): string {
  const key = Object.hasOwn(STATUS_MESSAGES, status) ? STATUS_MESSAGES[status] : undefined
  return key ? t(key) : status
}

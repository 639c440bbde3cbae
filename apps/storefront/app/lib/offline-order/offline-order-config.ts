/**
 * "Offline orders are transmitted automatically if configured" (spec 001 §4). The shop's default
 * is to ask (decision 0222): prices and stock may have changed while the order waited, so the
 * shopper confirms in the "Order waiting!" dialog. A device may switch automatic sending on
 * (a storeroom tablet that only ever orders for itself) with the local setting below.
 */
export const AUTO_SEND_SETTING = 'shop/offline-orders/auto-send'
export const AUTO_SEND_DEFAULT = false

export function autoSendConfigured(): boolean {
  try {
    const value = globalThis.localStorage?.getItem(AUTO_SEND_SETTING)
    return value === null || value === undefined ? AUTO_SEND_DEFAULT : value === '1'
  } catch {
    return AUTO_SEND_DEFAULT
  }
}

/** On the thank-you page the spec sends without asking: the shopper has just pressed order. */
export function onThankYouPage(pathname: string): boolean {
  return /^(\/de)?\/(order-success|order-status|orderstatus)(\/|$)/.test(pathname)
}

/**
 * Cart settings (spec 000 §4 and §9, contract §13 defaults). One object so a later shop-config
 * issue can feed it from the server's whitelisted settings.
 */
export interface CartConfig {
  /** guest-cart retries after a 401 on connect (queues.maxCartBypassAttempts) */
  maxCartBypassAttempts: number
  /** false: server items replace the client's on connect; true: the two sets are merged */
  serverMergeByDefault: boolean
  /** the cart count is the number of lines instead of the sum of quantities */
  countByLines: boolean
  /** zero-price products may be added (useZeroPriceProduct) */
  useZeroPriceProduct: boolean
  /** out-of-stock items may stay in the cart (spec 000 §9: yes) */
  allowOutOfStock: boolean
  /** ask the server's live stock for lines after an add and on the cart page (VSF stock.synchronize) */
  synchronizeStock: boolean
  /** the user counts as in checkout this long after the last checkout change (ms) */
  checkoutWindowMs: number
}

export const CART_CONFIG: CartConfig = Object.freeze({
  maxCartBypassAttempts: 1,
  serverMergeByDefault: true,
  countByLines: false,
  useZeroPriceProduct: true,
  allowOutOfStock: true,
  synchronizeStock: true,
  checkoutWindowMs: 30 * 60 * 1000,
})

import { commonNl } from './nl/common.ts'
import { catalogNl } from './nl/catalog.ts'
import { cartNl } from './nl/cart.ts'
import { checkoutNl } from './nl/checkout.ts'
import { accountNl } from './nl/account.ts'
import { wishlistNl } from './nl/wishlist.ts'
import { reviewNl } from './nl/review.ts'
import { tradeNl } from './nl/trade.ts'
import { orderExtrasNl } from './nl/order-extras.ts'
import { lineDiscountNl } from './nl/line-discount.ts'
import { orderlistNl } from './nl/orderlist.ts'
import { purchaserNl } from './nl/purchaser.ts'
import { afterSalesNl } from './nl/after-sales.ts'
import { loyaltyNl } from './nl/loyalty.ts'
import { visitReportNl } from './nl/visit-report.ts'
import { scanNl } from './nl/scan.ts'
import { accountRequestNl } from './nl/account-request.ts'
import { contactNl } from './nl/contact.ts'
import { offlineBrowsingNl } from './nl/offline-browsing.ts'
import { syncTaskNl } from './nl/sync-task.ts'
import { offlineOrderNl } from './nl/offline-order.ts'

/** Dutch catalogue: one file per area so areas can grow independently. */
export const nl = {
  ...commonNl,
  ...catalogNl,
  ...cartNl,
  ...checkoutNl,
  ...accountNl,
  ...wishlistNl,
  ...reviewNl,
  ...tradeNl,
  ...orderExtrasNl,
  ...lineDiscountNl,
  ...orderlistNl,
  ...purchaserNl,
  ...afterSalesNl,
  ...loyaltyNl,
  ...visitReportNl,
  ...scanNl,
  ...accountRequestNl,
  ...contactNl,
  ...offlineBrowsingNl,
  ...syncTaskNl,
  ...offlineOrderNl,
}

import type { nl } from './messages.nl.ts'
import { commonDe } from './de/common.ts'
import { catalogDe } from './de/catalog.ts'
import { cartDe } from './de/cart.ts'
import { checkoutDe } from './de/checkout.ts'
import { accountDe } from './de/account.ts'
import { wishlistDe } from './de/wishlist.ts'
import { reviewDe } from './de/review.ts'
import { tradeDe } from './de/trade.ts'
import { orderExtrasDe } from './de/order-extras.ts'
import { lineDiscountDe } from './de/line-discount.ts'
import { orderlistDe } from './de/orderlist.ts'
import { purchaserDe } from './de/purchaser.ts'
import { afterSalesDe } from './de/after-sales.ts'
import { loyaltyDe } from './de/loyalty.ts'
import { visitReportDe } from './de/visit-report.ts'
import { scanDe } from './de/scan.ts'
import { accountRequestDe } from './de/account-request.ts'
import { contactDe } from './de/contact.ts'
import { offlineBrowsingDe } from './de/offline-browsing.ts'
import { syncTaskDe } from './de/sync-task.ts'
import { offlineOrderDe } from './de/offline-order.ts'

/** German catalogue: typed against the Dutch keys, so a missing key fails the typecheck. */
export const de: Record<keyof typeof nl, string> = {
  ...commonDe,
  ...catalogDe,
  ...cartDe,
  ...checkoutDe,
  ...accountDe,
  ...wishlistDe,
  ...reviewDe,
  ...tradeDe,
  ...orderExtrasDe,
  ...lineDiscountDe,
  ...orderlistDe,
  ...purchaserDe,
  ...afterSalesDe,
  ...loyaltyDe,
  ...visitReportDe,
  ...scanDe,
  ...accountRequestDe,
  ...contactDe,
  ...offlineBrowsingDe,
  ...syncTaskDe,
  ...offlineOrderDe,
}

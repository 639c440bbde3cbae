/**
 * Reserve (in the order's transaction): the coupon's usage limits, counted under lock (decision
 * 0113), then the stock, all or nothing. Both are given back by the transaction's rollback.
 */
import { fail, ok } from '../result.ts'
import { couponUseRefused } from '../cart/coupon-usage.ts'
import { reserveStock } from '../stock/stock-service.ts'
import type { PlacementStep } from './place-order-steps.ts'
import { done, type Placement } from './placement.ts'

export const checkCouponUse: PlacementStep<Placement> = {
  name: 'check coupon use',
  undo: 'none',
  async run(p) {
    const { totals } = done(p.priced, 're-price')
    if (!totals.coupon_code) return ok(null)
    const who = { customerId: p.shopper.customerId, email: p.email }
    const refused = await couponUseRefused(done(p.tx, 'transaction'), totals.coupon_code, who, { lock: true })
    return refused ? fail('conflict', refused) : ok(null)
  },
}

export const reserve: PlacementStep<Placement> = {
  name: 'reserve',
  undo: 'rollback',
  async run(p) {
    const stock = await reserveStock(done(p.tx, 'transaction'), done(p.priced, 're-price').reservations)
    if (!stock.ok) return fail('conflict', stock.message)
    p.stock = { taken: stock.taken, touchedProductIds: stock.touchedProductIds }
    return ok(p.stock)
  },
}

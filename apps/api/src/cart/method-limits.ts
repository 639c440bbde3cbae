/**
 * The back office's word on a shopper (decision 0142): a trade customer (one with a back-office id)
 * and the payment and shipping methods they may use. Guests and retail customers are not limited.
 * The cart's method lists, collect-totals and POST /api/order all ask here, so what is listed is
 * what may be ordered.
 */
import { methodLimitsOf, NO_METHOD_LIMITS, type MethodLimits } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import type { TradeCustomer } from '../backoffice/back-office.ts'
import type { Shopper } from './shopper.ts'

/** The shopper's back-office flags when they are a trade customer; null for anybody else. */
export async function tradeCustomerOf(
  ctx: Pick<AppContext, 'database' | 'now'>,
  shopper: Shopper,
): Promise<TradeCustomer | null> {
  if (shopper.customerId === null) return null
  const flags = await backOfficeOf(ctx).customer(shopper.customerId)
  return flags && flags.backofficeCustomerId !== null ? flags : null
}

export async function methodLimitsFor(
  ctx: Pick<AppContext, 'database' | 'now'>,
  shopper: Shopper,
): Promise<MethodLimits> {
  if (shopper.customerId === null) return NO_METHOD_LIMITS
  return methodLimitsOf(await tradeCustomerOf(ctx, shopper))
}

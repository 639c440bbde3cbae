/**
 * Who a back-office call (spec 001 §7) answers for, and the one rule of whose things it may name
 * (decision 0136): every call needs a signed-in customer (no token, or one that does not verify:
 * 401), and a customer or cart it names must be that customer's (403). Issue 17's purchaser acting
 * for a customer is let in by `actsFor` (src/principal.ts); an apart cart only with its purchaser.
 */
import { ACCOUNT_MESSAGES, MESSAGES, fillMessage, type StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { TradeCustomer } from '../backoffice/back-office.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { quoteByCartId, type Quote } from '../cart/cart-store.ts'
import { actsFor, type Principal } from '../principal.ts'
import { fail, ok, type Result } from '../result.ts'

export interface OculusCaller {
  ctx: AppContext
  principal: Principal
  /** the customer the call answers for (the signed-in one; issue 17: the one a purchaser acts for) */
  customerId: number
  groupId: number
  store: StoreView
}

export function callerOf(ctx: AppContext, principal: Principal): Result<OculusCaller> {
  const customer = principal.customer
  if (!customer) return fail('unauthorized', ACCOUNT_MESSAGES.notAuthorized)
  if (principal.purchaserRefused) return fail('forbidden', MESSAGES.purchaserParamRefused)
  const store = principal.storeView
  if (!store) return fail('invalid', 'storeCode: no such store view')
  return ok({ ctx, principal, customerId: customer.id, groupId: customer.groupId, store })
}

/** The caller's flags as the back office has them (a shop account it does not know has defaults). */
export async function tradeCustomerOf(caller: OculusCaller): Promise<TradeCustomer> {
  const found = await backOfficeOf(caller.ctx).customer(caller.customerId)
  // the customer signed in a moment ago; gone since: nothing the back office knows about them
  return (
    found ?? {
      customerId: caller.customerId,
      backofficeCustomerId: null,
      isPurchaser: false,
      dropEnabled: false,
      allowedPaymentMethods: null,
      allowedShipmentMethods: null,
      purchaserMaxDiscountPercent: 0,
      hiddenPriceMode: 3,
      company: null,
      vatId: null,
      kvkNumber: null,
      addresses: [],
    }
  )
}

/**
 * A `customer_id` / `customerId` the body names: absent, or the caller's own, by shop id or
 * back-office id. Anything else is refused, whether or not such a customer exists.
 */
export async function checkNamedCustomer(
  caller: OculusCaller,
  field: string,
  named: string | number | null | undefined,
): Promise<Result<true>> {
  if (named === undefined || named === null || named === '') return ok(true)
  const text = String(named).trim()
  if (/^\d+$/.test(text) && actsFor(caller.principal, Number(text))) return ok(true)
  const trade = await tradeCustomerOf(caller)
  if (trade.backofficeCustomerId !== null && trade.backofficeCustomerId === text) return ok(true)
  return fail('forbidden', fillMessage(MESSAGES.oculusNotOwnCustomer, { field }))
}

/** An apart cart (decision 0151) is its purchaser's alone: the customer's own token never reaches it. */
function mayUseApartCart(caller: OculusCaller, q: Quote): boolean {
  return q.purchaserId === null || caller.principal.actingPurchaser?.purchaserId === q.purchaserId
}

/**
 * The cart a `cart_id` / `cartId` names, active or already ordered: 404 when there is none, 403
 * when it is somebody else's (a guest cart is nobody's own).
 */
export async function namedCart(
  caller: OculusCaller,
  field: string,
  cartId: string | number | null | undefined,
): Promise<Result<Quote>> {
  const text = cartId === undefined || cartId === null ? '' : String(cartId).trim()
  const q = text === '' ? null : await quoteByCartId(caller.ctx.database.db, text)
  if (!q) return fail('not_found', MESSAGES.cartNotFound)
  if (q.customerId === null || !actsFor(caller.principal, q.customerId) || !mayUseApartCart(caller, q))
    return fail('forbidden', fillMessage(MESSAGES.oculusNotOwnCart, { field }))
  return ok(q)
}

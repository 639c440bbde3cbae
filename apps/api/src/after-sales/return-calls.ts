/**
 * The returns and warranty calls of spec 001 §7 for the signed-in customer (or the purchaser
 * acting for them, served as that customer): what can still go back (plain and cached), the
 * requests sent, and a photo of one of them.
 */
import type { AfterSalesType } from '@shop/commerce'
import { checkNamedCustomer, type OculusCaller } from '../oculus/oculus-caller.ts'
import { ok, type Result } from '../result.ts'
import { customerReturns, returnPhoto, type PhotoFile, type ReturnView } from './return-list.ts'
import { returnableOrders, type ReturnableOrder } from './returnable.ts'
import { cachedReturnable } from './returnable-cache.ts'

type Named = { customer_id?: string | number | null; customerId?: string | number | null }

async function ownCustomer(caller: OculusCaller, body: Named): Promise<Result<true>> {
  const first = await checkNamedCustomer(caller, 'customer_id', body.customer_id)
  if (!first.ok) return first
  return checkNamedCustomer(caller, 'customerId', body.customerId)
}

export async function warrantyReturns(
  caller: OculusCaller,
  body: Named & { type: AfterSalesType },
  cached: boolean,
): Promise<Result<{ orders: ReturnableOrder[] }>> {
  const own = await ownCustomer(caller, body)
  if (!own.ok) return own
  const { ctx, customerId } = caller
  const compute = () => returnableOrders(ctx.database.db, customerId, body.type, ctx.now())
  return ok(cached ? await cachedReturnable(ctx.cache, customerId, body.type, compute) : await compute())
}

export async function itemsSentBack(
  caller: OculusCaller,
  body: Named & { type?: AfterSalesType },
): Promise<Result<{ requests: ReturnView[] }>> {
  const own = await ownCustomer(caller, body)
  if (!own.ok) return own
  return ok(await customerReturns(caller.ctx.database.db, caller.customerId, body.type))
}

export async function ownPhoto(
  caller: OculusCaller,
  query: { customer_id?: string; returnId: number; index: number },
): Promise<Result<PhotoFile>> {
  const own = await ownCustomer(caller, query)
  if (!own.ok) return own
  return returnPhoto(caller.ctx.database.db, query.returnId, query.index, caller.customerId)
}

/**
 * The takeover login (spec 001 §7, contract §15: login body `purchaserId` and `hash`, decision
 * 0150): `{username: <customer e-mail>, password: '', purchaserId, hash}` with a hash from
 * create-hash answers the customer's token and refresh token carrying the acting purchaser. The
 * purchaser must still have the flag and the customer assigned; every refusal is the one 401 of
 * the spec, so a caller learns nothing about which part was wrong.
 */
import { MESSAGES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { fail, type Failure } from '../result.ts'
import { findCustomerByEmail } from '../user/customer-store.ts'
import { startSession, type Tokens } from '../user/session.ts'
import { mayActFor } from './access.ts'
import { recordPurchaserAction } from './audit.ts'
import { checkTakeoverHash } from './takeover-hash.ts'

export type TakeoverResult = { ok: true; value: Tokens; customerId: number } | Failure

export async function takeoverLogin(
  ctx: AppContext,
  input: { username: string; purchaserId: number; hash: string; client: string | null },
): Promise<TakeoverResult> {
  const refused = fail('unauthorized', MESSAGES.purchaserHashIncorrect)
  const found = await findCustomerByEmail(ctx.database.db, input.username)
  if (!found) return refused
  if (!checkTakeoverHash(ctx, input.hash, input.purchaserId, found.id)) return refused
  if (!(await mayActFor(ctx, input.purchaserId, found.id))) return refused
  const value = await ctx.database.db.transaction(async (tx) => {
    const tokens = await startSession(ctx, found.id, input.client, tx, input.purchaserId)
    await recordPurchaserAction(tx, {
      purchaserId: input.purchaserId,
      customerId: found.id,
      action: 'takeover',
      details: { client: input.client },
    })
    return tokens
  })
  return { ok: true, value, customerId: found.id }
}

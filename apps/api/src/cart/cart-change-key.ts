/**
 * A cart change carried out once per key (decision 0244). The browser sends its queued cart changes
 * (update, delete) with `Idempotency-Key: <sync task id>`; when the answer was lost (the page was
 * reloaded mid-call, the connection dropped after the server had it) the browser sends the task
 * again, and an add without item_id would then add its quantity a second time. The first call's
 * change and its key are written in one transaction; a repeat of the key for the same cart gets
 * the first answer and changes nothing. A refused change is not recorded: it changed nothing, and
 * a repeat is judged again.
 */
import { createHash } from 'node:crypto'
import { and, eq, lt, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Db } from '../db/client.ts'
import { cartChange } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { openCart, type CartCall } from './cart-service.ts'

export const CHANGE_KEY_HEADER = 'idempotency-key'

/** How long a key is remembered: a change queued offline may wait days for a connection. */
export const CHANGE_KEY_DAYS = 30

const KEY = /^[A-Za-z0-9._:-]{1,100}$/

export const MSG_BAD_CHANGE_KEY =
  "Idempotency-Key must be 1-100 characters: letters, digits, '.', '_', ':' or '-'"

export const MSG_CHANGE_KEY_REUSED =
  'This Idempotency-Key was already used for another change of this cart: send a new key for a new change'

/**
 * The header in the route's schema, so /api/docs names it (and the attack run tries it); loose,
 * because Fastify replaces the request's headers with what the schema lets through. Its form is
 * checked by changeKeyOf, which names the rule.
 */
export const changeKeyHeaders = z.looseObject({
  [CHANGE_KEY_HEADER]: z
    .string()
    .optional()
    .describe('a key of the change (decision 0244): a repeat with the same key is carried out once'),
})

/** What the change asks (path and body): a key sent again must come with the same request. */
export function requestFingerprint(path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex')
}

/** The header's key, null when absent; a failure naming the header when it is malformed. */
export function changeKeyOf(header: string | string[] | undefined): Result<string | null> {
  if (header === undefined) return ok(null)
  if (typeof header !== 'string' || !KEY.test(header)) return fail('invalid', MSG_BAD_CHANGE_KEY)
  return ok(header)
}

/** The same database seen through a transaction: every query of `work` runs inside it. */
function throughTransaction(database: Database, tx: Db): Database {
  return {
    ...database,
    db: tx,
    async rows<T>(query: SQL) {
      return ((await tx.execute(query)) as unknown as { rows: T[] }).rows
    },
  }
}

class Refused extends Error {
  constructor(readonly failure: Result<never>) {
    super('refused')
  }
}

/**
 * Runs `change` once for (cart, key): without a key as before; with one, the change and the key
 * together or neither, and a repeat answers what the first call answered. A key sent again with
 * another request (`fingerprint`) is a client's mistake, refused with 409 rather than answered
 * with another change's result.
 */
export async function oncePerKey<T>(
  call: CartCall,
  cartId: string | undefined,
  key: string | null,
  fingerprint: string,
  change: (call: CartCall) => Promise<Result<T>>,
): Promise<Result<T>> {
  if (key === null) return change(call)
  const cart = await openCart(call, cartId)
  if (!cart.ok) return cart
  const quoteId = cart.value.id
  const { database } = call.ctx
  try {
    return await database.db.transaction(async (tx) => {
      // a concurrent call with the same key waits here until this one commits, then finds it
      const claimed = await tx
        .insert(cartChange)
        .values({ quoteId, key, request: fingerprint })
        .onConflictDoNothing()
        .returning({ key: cartChange.key })
      if (!claimed.length) {
        const [earlier] = await tx
          .select({ answer: cartChange.answer, request: cartChange.request })
          .from(cartChange)
          .where(and(eq(cartChange.quoteId, quoteId), eq(cartChange.key, key)))
        if (earlier!.request !== fingerprint) return fail('conflict', MSG_CHANGE_KEY_REUSED)
        return ok(earlier!.answer as T)
      }
      const inside: CartCall = { ...call, ctx: { ...call.ctx, database: throughTransaction(database, tx) } }
      const result = await change(inside)
      if (!result.ok) throw new Refused(result)
      await tx
        .update(cartChange)
        .set({ answer: result.value as unknown })
        .where(and(eq(cartChange.quoteId, quoteId), eq(cartChange.key, key)))
      const expired = new Date(call.ctx.now().getTime() - CHANGE_KEY_DAYS * 86_400_000)
      await tx
        .delete(cartChange)
        .where(and(eq(cartChange.quoteId, quoteId), lt(cartChange.createdAt, expired)))
      return result
    })
  } catch (error) {
    if (error instanceof Refused) return error.failure
    throw error
  }
}

/**
 * The shop's request limits in one table (decision 0112): what is counted, per what, for how long.
 * A call past its limit is answered 429 with a message naming the wait and a Retry-After header.
 */
import type { FastifyReply } from 'fastify'
import type { AppContext } from '../context.ts'
import type { Database } from '../db/client.ts'
import { sendError } from '../http/envelope.ts'
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from './limit-store.ts'

export interface LimitRule {
  max: number
  windowMs: number
}

const MINUTE = 60_000

export const LIMITS = {
  /** sign-ups per client address: a family or an office, not a script */
  signUp: { max: 10, windowMs: 10 * MINUTE },
  /** reset-password mails per e-mail address, known or not (the answer must not tell which) */
  resetPerEmail: { max: 3, windowMs: 15 * MINUTE },
  resetPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** reviews per client address (guests and customers alike) */
  review: { max: 10, windowMs: 60 * MINUTE },
  /** unknown coupon codes per client address; a shopper mistypes a few, a guesser thousands */
  coupon: { max: 20, windowMs: 10 * MINUTE },
  /** unknown order tokens and transaction ids per client address: they are not to be guessed */
  orderLookup: { max: 30, windowMs: 10 * MINUTE },
  /** newsletter calls per client address and per e-mail address (each may send a mail) */
  newsletterPerAddress: { max: 20, windowMs: 60 * MINUTE },
  newsletterPerEmail: { max: 3, windowMs: 60 * MINUTE },
  /** failed sign-ins per client address, whatever the account (decision 0110) */
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE },
  /** account requests per client address (issue 19, decision 0193): each one mails twice */
  accountRequest: { max: 10, windowMs: 60 * MINUTE },
  /** captcha challenges and checks per client address (decision 0198): a few per form, not a farm */
  captchaChallenge: { max: 60, windowMs: 10 * MINUTE },
  captchaVerify: { max: 60, windowMs: 10 * MINUTE },
  /** contact messages per client address (decision 0201): each sends two mails */
  contact: { max: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>

export type LimitName = keyof typeof LIMITS

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait {minutes} minutes and try again.'

const stores = new WeakMap<Database, LimitStore>()

/** The counters of this app: Redis when configured (shared by every process), else memory. */
export function limitStore(ctx: Pick<AppContext, 'config' | 'database' | 'now'>): LimitStore {
  let store = stores.get(ctx.database)
  if (!store) {
    store = ctx.config.redisUrl
      ? createRedisLimitStore(ctx.config.redisUrl)
      : // the app's clock, so that tests can let a window pass
        createMemoryLimitStore(() => ctx.now().getTime())
    stores.set(ctx.database, store)
  }
  return store
}

/** For tests: counters of their own (a Redis store under a test prefix, or a fresh memory store). */
export function useLimitStore(database: Database, store: LimitStore): void {
  stores.set(database, store)
}

export type LimitCheck = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Counts one call against the rule; refused once the window holds more than `max`. */
export async function takeLimit(
  ctx: Pick<AppContext, 'config' | 'database' | 'now'>,
  name: LimitName,
  key: string,
): Promise<LimitCheck> {
  const rule: LimitRule = LIMITS[name]
  const hit = await limitStore(ctx).hit(`${name}:${key}`, rule.windowMs)
  if (hit.count <= rule.max * ctx.config.limits.factor) return { ok: true }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(hit.resetMs / 1000)) }
}

export function tooManyMessage(retryAfterSeconds: number, template = TOO_MANY_REQUESTS): string {
  return template.replace('{minutes}', String(Math.max(1, Math.ceil(retryAfterSeconds / 60))))
}

/** 429 in the contract's envelope, with Retry-After in seconds. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, message?: string) {
  reply.header('retry-after', String(retryAfterSeconds))
  return sendError(reply, 429, message ?? tooManyMessage(retryAfterSeconds))
}

/**
 * Route guard: counts the call under `name` for every key given and answers 429 when one is past
 * its limit. Returns true when the route may go on.
 */
export async function withinLimits(
  ctx: AppContext,
  reply: FastifyReply,
  checks: [LimitName, string][],
): Promise<boolean> {
  for (const [name, key] of checks) {
    const check = await takeLimit(ctx, name, key)
    if (!check.ok) {
      await sendTooMany(reply, check.retryAfterSeconds)
      return false
    }
  }
  return true
}

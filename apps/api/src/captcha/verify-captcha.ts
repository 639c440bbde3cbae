/**
 * The one server-side captcha check the public forms call (request-account, contacts; issue 19,
 * decisions 0198 and 0199). `verifyCaptcha` verifies AND spends a solution: the form calls it before
 * it stores anything, and a refusal is its 4xx naming `captcha`. `confirmCaptcha` only says whether
 * a solution would pass now (`POST /api/captcha/verify`, spec 001 §7 "Captcha": is_verified).
 */
import type { AppContext } from '../context.ts'
import { fail, ok, type Failure, type Result } from '../result.ts'
import { checkAltcha } from './altcha.ts'
import { captchaSetup } from './captcha-setup.ts'
import { checkHosted, hostedKey, HOSTED_TOKEN_TTL_MS } from './hosted.ts'
import { isConfirmed, isSpent, markConfirmed, spendKey } from './spent-store.ts'

/** a hosted provider's token is a few kB at most; an altcha payload under one */
export const MAX_CAPTCHA_TOKEN = 8192

export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'replayed' | 'unavailable'

export const CAPTCHA_MESSAGES: Record<CaptchaRefusal, string> = {
  missing: 'captcha: Field is required.',
  invalid: 'captcha: The captcha solution is not valid. Please solve the captcha again.',
  expired: 'captcha: The captcha has expired. Please solve it again.',
  replayed: 'captcha: This captcha solution was already used. Please solve the captcha again.',
  unavailable: 'captcha: The captcha service did not answer. Please try again in a moment.',
}

const refuse = (reason: CaptchaRefusal): Failure =>
  fail(
    reason === 'replayed' ? 'conflict' : reason === 'unavailable' ? 'upstream_failed' : 'invalid',
    CAPTCHA_MESSAGES[reason],
    { meta: { field: 'captcha', reason } },
  )

type Checked =
  { ok: true; key: string; expiresAt: Date; confirmedBefore: boolean } | { ok: false; failure: Failure }

async function check(ctx: AppContext, token: unknown, remoteIp: string | undefined): Promise<Checked | null> {
  const setup = captchaSetup(ctx.config)
  if (!setup.active) return null
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, failure: refuse('missing') }
  if (token.length > MAX_CAPTCHA_TOKEN) return { ok: false, failure: refuse('invalid') }
  const now = ctx.now()
  if (setup.provider === 'altcha') {
    const checked = await checkAltcha(setup, token, now)
    if (!checked.ok)
      return { ok: false, failure: refuse(checked.reason === 'expired' ? 'expired' : 'invalid') }
    return { ok: true, key: checked.key, expiresAt: checked.expiresAt, confirmedBefore: false }
  }
  const key = hostedKey(setup, token)
  const expiresAt = new Date(now.getTime() + HOSTED_TOKEN_TTL_MS)
  // confirmed by the check-only call a moment ago: the provider would call it a duplicate now
  if (await isConfirmed(ctx, key)) return { ok: true, key, expiresAt, confirmedBefore: true }
  if (await isSpent(ctx, key)) return { ok: false, failure: refuse('replayed') }
  const answer = await checkHosted(setup, token, remoteIp)
  if (!answer.ok)
    return { ok: false, failure: refuse(answer.reason === 'invalid' ? 'invalid' : 'unavailable') }
  return { ok: true, key, expiresAt, confirmedBefore: false }
}

/** Verifies and spends `token` (the solution the browser's captcha produced): 4xx result when refused. */
export async function verifyCaptcha(
  ctx: AppContext,
  token: unknown,
  remoteIp: string | undefined,
): Promise<Result<true>> {
  const checked = await check(ctx, token, remoteIp)
  if (checked === null) return ok(true) // not active: the spec's warning was logged at boot
  if (!checked.ok) return checked.failure
  if (!(await spendKey(ctx, checked.key, checked.expiresAt))) return refuse('replayed')
  return ok(true)
}

/** Would `token` pass now? Does not spend it (a hosted provider's confirmation is remembered). */
export async function confirmCaptcha(
  ctx: AppContext,
  token: unknown,
  remoteIp: string | undefined,
): Promise<Result<{ success: boolean; reason?: CaptchaRefusal }>> {
  const checked = await check(ctx, token, remoteIp)
  if (checked === null) return ok({ success: true })
  if (!checked.ok) {
    // the provider being down is not the shopper's answer being wrong
    if (checked.failure.error === 'upstream_failed') return checked.failure
    return ok({ success: false, reason: (checked.failure.meta as { reason: CaptchaRefusal }).reason })
  }
  if (await isSpent(ctx, checked.key)) return ok({ success: false, reason: 'replayed' })
  if (captchaSetup(ctx.config).provider !== 'altcha' && !checked.confirmedBefore) {
    await markConfirmed(ctx, checked.key, checked.expiresAt)
  }
  return ok({ success: true })
}

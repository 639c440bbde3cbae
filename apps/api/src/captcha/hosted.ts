/**
 * Hosted captchas (reCAPTCHA, hCaptcha, Turnstile; decision 0198) verified on the server: all three
 * take a form POST of `secret`, `response` and `remoteip` to their siteverify URL and answer JSON
 * with `success`. A provider that does not answer in time, or answers something else, is an
 * upstream failure (502/504), never a pass.
 */
import { createHash } from 'node:crypto'
import type { CaptchaSetup } from './captcha-setup.ts'

type ActiveSetup = Extract<CaptchaSetup, { active: true }>

const TIMEOUT_MS = 8_000
/** how long a confirmed hosted token stays usable for the form's submit (reCAPTCHA: 2 min, Turnstile: 5) */
export const HOSTED_TOKEN_TTL_MS = 5 * 60_000

export type HostedCheck = { ok: true } | { ok: false; reason: 'invalid' | 'unreachable' | 'timeout' }

export const hostedKey = (setup: ActiveSetup, token: string) =>
  `${setup.provider}:${createHash('sha256').update(token).digest('hex')}`

export async function checkHosted(
  setup: ActiveSetup,
  token: string,
  remoteIp: string | undefined,
): Promise<HostedCheck> {
  const form = new URLSearchParams({ secret: setup.secret, response: token })
  if (remoteIp) form.set('remoteip', remoteIp)
  let answer: Response
  try {
    answer = await fetch(setup.verifyUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (err) {
    return { ok: false, reason: (err as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' }
  }
  if (!answer.ok) return { ok: false, reason: 'unreachable' }
  let body: unknown
  try {
    body = await answer.json()
  } catch {
    return { ok: false, reason: 'unreachable' }
  }
  return (body as { success?: unknown } | null)?.success === true
    ? { ok: true }
    : { ok: false, reason: 'invalid' }
}

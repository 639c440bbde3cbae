/**
 * Whether the public forms' captcha is on, and with what (spec 001 §5 "Captcha"; decision 0198):
 * active only if CAPTCHA_ACTIVE and both keys are there. A hosted provider (reCAPTCHA, hCaptcha,
 * Turnstile) needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY. The self-hosted altcha has no third
 * party to hand a site key to: its "site key" is the shop's own challenge URL, always there, and
 * its secret key is the HMAC secret, CAPTCHA_SECRET_KEY or one generated once and kept in
 * DATA_DIR/captcha-secret (like the auth secret). Otherwise it is disabled with a warning at boot.
 */
import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppConfig } from '../config/config.ts'
import type { AppContext } from '../context.ts'

export type CaptchaProvider = AppConfig['captcha']['provider']

export const CHALLENGE_PATH = '/api/captcha/challenge'

/** The provider's siteverify endpoints (POST form: secret, response, remoteip → {success}). */
export const SITEVERIFY_URLS: Record<Exclude<CaptchaProvider, 'altcha'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
}

export type CaptchaSetup =
  | { active: false; provider: CaptchaProvider; reason: string }
  | {
      active: true
      provider: CaptchaProvider
      /** hosted: the public site key; altcha: null (the challenge URL stands for it) */
      siteKey: string | null
      secret: string
      /** hosted: where solutions are verified */
      verifyUrl: string | null
      complexity: number
      expirySeconds: number
    }

export const CAPTCHA_DISABLED_WARNING =
  'Captcha disabled: the account request and contact forms are sent without a captcha'

const setups = new WeakMap<AppConfig, CaptchaSetup>()

export function captchaSetup(config: AppConfig): CaptchaSetup {
  let setup = setups.get(config)
  if (!setup) {
    setup = decide(config)
    setups.set(config, setup)
  }
  return setup
}

function decide(config: AppConfig): CaptchaSetup {
  const c = config.captcha
  if (!c.active) return { active: false, provider: c.provider, reason: 'CAPTCHA_ACTIVE is false' }
  const common = { complexity: c.complexity, expirySeconds: c.expirySeconds }
  if (c.provider === 'altcha') {
    return {
      active: true,
      provider: 'altcha',
      siteKey: null,
      secret: c.secretKey ?? altchaSecret(config.dataDir),
      verifyUrl: null,
      ...common,
    }
  }
  const missing = [!c.siteKey && 'CAPTCHA_SITE_KEY', !c.secretKey && 'CAPTCHA_SECRET_KEY'].filter(Boolean)
  if (!c.siteKey || !c.secretKey) {
    return { active: false, provider: c.provider, reason: `${c.provider} needs ${missing.join(' and ')}` }
  }
  return {
    active: true,
    provider: c.provider,
    siteKey: c.siteKey,
    secret: c.secretKey,
    verifyUrl: c.verifyUrl ?? SITEVERIFY_URLS[c.provider],
    ...common,
  }
}

/** Logged once when the routes are registered (at boot): the spec's warning when it is off. */
export function announceCaptcha(ctx: AppContext): void {
  const setup = captchaSetup(ctx.config)
  if (!setup.active) {
    ctx.log.warn({ provider: setup.provider, reason: setup.reason }, CAPTCHA_DISABLED_WARNING)
  }
}

function altchaSecret(dataDir: string): string {
  const file = join(dataDir, 'captcha-secret')
  try {
    const kept = readFileSync(file, 'utf8').trim()
    if (kept.length >= 32) return kept
  } catch {
    // not made yet
  }
  mkdirSync(dataDir, { recursive: true })
  // written aside and linked into place: complete or absent, and a process losing the race reads the winner's
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600 })
  try {
    linkSync(temp, file)
  } catch {
    // another process made it first
  } finally {
    unlinkSync(temp)
  }
  return readFileSync(file, 'utf8').trim()
}

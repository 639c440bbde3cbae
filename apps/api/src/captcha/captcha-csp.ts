/**
 * What a hosted captcha needs from the page's Content-Security-Policy (decision 0198): its
 * script, the frame it draws the challenge in and the calls the script makes all come from the
 * provider's own origins. The self-hosted default needs none, and an inactive captcha opens
 * nothing.
 */
import type { CaptchaSetup } from './captcha-setup.ts'

const HOSTED_ORIGINS = {
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  turnstile: ['https://challenges.cloudflare.com'],
} as const

export function captchaCspOrigins(setup: CaptchaSetup): readonly string[] {
  if (!setup.active || setup.provider === 'altcha') return []
  return HOSTED_ORIGINS[setup.provider]
}

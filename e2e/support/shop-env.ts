/**
 * What journeys know about the shop beyond its URL: its data directory (the mail outbox) and its
 * admin key (review moderation). Global setup sets both for the shop it starts; against a shop
 * started by hand (E2E_BASE_URL) set E2E_DATA_DIR and E2E_ADMIN_API_KEY to that shop's values.
 */
import { join } from 'node:path'

function required(name: string): string {
  const value = process.env[name]
  if (!value) {
    throw new Error(
      `${name} is not set: run the journeys through playwright.config.ts, or set it for your shop`,
    )
  }
  return value
}

/** The shop's DATA_DIR. */
export const dataDir = (): string => required('E2E_DATA_DIR')

/** DATA_DIR/outbox, where the shop writes its e-mail as .eml files (no SMTP_URL). */
export const outboxDir = (): string => join(dataDir(), 'outbox')

/** The shop's ADMIN_API_KEY, sent as x-admin-key. */
export const adminKey = (): string => required('E2E_ADMIN_API_KEY')

/**
 * The captcha of the journeys' shop (issue 19, decision 0198): active, self-hosted (altcha), at a
 * low cost, so every public form shows it and a journey's browser solves it in a moment.
 */
export const CAPTCHA_SHOP_ENV = {
  CAPTCHA_ACTIVE: 'true',
  CAPTCHA_PROVIDER: 'altcha',
  CAPTCHA_COMPLEXITY: '2000',
} as const

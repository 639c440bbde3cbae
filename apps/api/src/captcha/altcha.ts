/**
 * The self-hosted proof-of-work captcha (ALTCHA v2, `altcha-lib`; decision 0198). A challenge is
 * signed with the shop's HMAC secret and carries its expiry; the browser's widget finds the
 * counter (a random one between half the complexity and all of it) and sends back a base64 JSON
 * payload `{challenge, solution}`. Verifying checks the signature, the expiry and the solution;
 * the signed nonce is the key that makes one solution usable once (spent-store.ts).
 */
import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { CaptchaSetup } from './captcha-setup.ts'

type ActiveSetup = Extract<CaptchaSetup, { active: true }>

export const ALTCHA_ALGORITHM = 'SHA-256'

const keySecret = (secret: string) =>
  createHmac('sha256', secret).update('altcha-key-signature').digest('hex')

export async function newAltchaChallenge(setup: ActiveSetup, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(setup.complexity, Math.max(1, Math.floor(setup.complexity / 2))),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + setup.expirySeconds,
    hmacSignatureSecret: setup.secret,
    hmacKeySignatureSecret: keySecret(setup.secret),
  })
}

export type AltchaCheck =
  { ok: true; key: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' }

/** Decodes and verifies a widget payload; does not spend it. */
export async function checkAltcha(setup: ActiveSetup, token: string, now: Date): Promise<AltchaCheck> {
  const payload = decode(token)
  if (!payload) return { ok: false, reason: 'malformed' }
  const { challenge, solution } = payload
  const expiresAt = challenge.parameters.expiresAt
  // an unsigned expiry or none at all is not ours; the signature check below covers the value
  if (typeof expiresAt !== 'number') return { ok: false, reason: 'invalid' }
  if (expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  if (challenge.parameters.algorithm !== ALTCHA_ALGORITHM) return { ok: false, reason: 'invalid' }
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: setup.secret,
      hmacKeySignatureSecret: keySecret(setup.secret),
    })
    if (result.expired) return { ok: false, reason: 'expired' }
    if (!result.verified) return { ok: false, reason: 'invalid' }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  return { ok: true, key: `altcha:${challenge.parameters.nonce}`, expiresAt: new Date(expiresAt * 1000) }
}

function decode(token: string): { challenge: Challenge; solution: Solution } | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const { challenge, solution } = parsed as { challenge?: unknown; solution?: unknown }
  if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null
  const c = challenge as Challenge
  const s = solution as Solution
  if (!c.parameters || typeof c.parameters !== 'object') return null
  if (typeof c.parameters.nonce !== 'string' || c.parameters.nonce.length > 128) return null
  if (typeof c.signature !== 'string') return null
  if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null
  return { challenge: c, solution: s }
}

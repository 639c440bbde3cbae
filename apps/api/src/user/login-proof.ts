/**
 * Device tokens and proof-of-work challenges of the sign-in gate (decision 0110).
 *
 * A device token is set as an HttpOnly cookie after a successful sign-in: an HS256 JWT naming the
 * customer and a random device id, so the right password from that browser is never refused for
 * a stranger's failures. A challenge is stateless: `expires.bits.random.mac`, bound to the
 * e-mail address; the random part is remembered once used, so one solved proof signs in once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { jwtVerify, SignJWT } from 'jose'
import { isProofOfWork, normalizeEmail } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { limitStore } from '../limits/rate-limits.ts'
import { ensureAuthSecret } from './auth-secret.ts'

export const DEVICE_COOKIE = 'shop_device'
const DEVICE_DAYS = 180
const CHALLENGE_MS = 5 * 60_000
const encoder = new TextEncoder()

const secret = (ctx: Pick<AppContext, 'config'>) => ensureAuthSecret(ctx.config)

export interface KnownDevice {
  customerId: number
  deviceId: string
}

function cookieValue(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie
  if (typeof header !== 'string') return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

export async function readDevice(ctx: AppContext, request: FastifyRequest): Promise<KnownDevice | null> {
  const token = cookieValue(request, DEVICE_COOKIE)
  if (!token || token.length > 1000) return null
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret(ctx)), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    })
    if (payload.typ !== 'device' || typeof payload.did !== 'string' || !/^\d{1,9}$/.test(payload.sub ?? '')) {
      return null
    }
    return { customerId: Number(payload.sub), deviceId: payload.did }
  } catch {
    return null
  }
}

/** Sets (or renews) the device cookie of the customer after a successful sign-in. */
export async function rememberDevice(
  ctx: AppContext,
  reply: FastifyReply,
  customerId: number,
  known: KnownDevice | null,
): Promise<void> {
  const now = Math.floor(ctx.now().getTime() / 1000)
  const deviceId = known?.customerId === customerId ? known.deviceId : randomBytes(12).toString('base64url')
  const token = await new SignJWT({ typ: 'device', did: deviceId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(customerId))
    .setIssuedAt(now)
    .setExpirationTime(now + DEVICE_DAYS * 86_400)
    .sign(encoder.encode(secret(ctx)))
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=/api/user; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`,
  )
}

function mac(ctx: AppContext, email: string, body: string): string {
  return createHmac('sha256', secret(ctx))
    .update(`login-challenge|${normalizeEmail(email)}|${body}`)
    .digest('base64url')
}

export function issueChallenge(ctx: AppContext, email: string, difficulty: number) {
  const body = `${ctx.now().getTime() + CHALLENGE_MS}.${difficulty}.${randomBytes(12).toString('base64url')}`
  return { algorithm: 'SHA-256', salt: `${body}.${mac(ctx, email, body)}`, difficulty }
}

/** Whether the proof solves a challenge issued for this e-mail, still fresh and not used before. */
export async function acceptProof(
  ctx: AppContext,
  email: string,
  proof: { salt: string; nonce: string } | undefined,
  difficulty: number,
): Promise<boolean> {
  if (!proof) return false
  const parts = proof.salt.split('.')
  if (parts.length !== 4) return false
  const [expires, bits, random, given] = parts as [string, string, string, string]
  const expected = Buffer.from(mac(ctx, email, `${expires}.${bits}.${random}`))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false
  if (Number(expires) < ctx.now().getTime() || Number(bits) < difficulty) return false
  if (!(await isProofOfWork(proof.salt, proof.nonce, Number(bits)))) return false
  const use = await limitStore(ctx).hit(`login-proof:${random}`, CHALLENGE_MS)
  return use.count === 1
}

/** Solving the shop's self-hosted captcha in API tests, as the browser's widget does. */
import type { FastifyInstance } from 'fastify'
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

export async function fetchChallenge(app: FastifyInstance, ip = '127.0.0.1'): Promise<Challenge> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: ip })
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`)
  return JSON.parse(res.body) as Challenge
}

export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 })
  if (!solution) throw new Error('challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A fresh solved challenge of the app: the token a form sends as `captcha`. */
export async function solvedCaptcha(app: FastifyInstance, ip?: string): Promise<string> {
  return solve(await fetchChallenge(app, ip))
}

/** A challenge signed with `secret` that expired a minute ago (what an old browser tab holds). */
export async function expiredToken(secret: string): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 50,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) - 60,
    hmacSignatureSecret: secret,
  })
  return solve(challenge)
}

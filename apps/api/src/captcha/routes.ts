/**
 * The captcha's public calls (spec 001 §7 "Captcha", decision 0198): what the browser needs to show
 * it (`GET /api/captcha`), a self-hosted challenge (`GET /api/captcha/challenge`) and the check that
 * sets is_verified (`POST /api/captcha/verify {response}` → `{code: 200, result: {success}}`),
 * which does not spend the solution. No cookies; rate-limited per client address.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendFailure } from '../http/result.ts'
import { limitCalls } from '../limits/route-limits.ts'
import { newAltchaChallenge } from './altcha.ts'
import { announceCaptcha, captchaSetup, CHALLENGE_PATH } from './captcha-setup.ts'
import { confirmCaptcha, MAX_CAPTCHA_TOKEN } from './verify-captcha.ts'

const tags = ['captcha']
const verifyBody = z.object({ response: z.string().max(MAX_CAPTCHA_TOKEN).optional() })

/** the hosted providers' browser scripts (loaded with the site key, spec 001 §7) */
export const HOSTED_SCRIPTS = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
} as const

export async function captchaRoutes(app: FastifyInstance, ctx: AppContext) {
  announceCaptcha(ctx)
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/captcha',
    { schema: { summary: 'Whether the forms need a captcha, which one, and its public site key', tags } },
    async (_req, reply) => {
      const setup = captchaSetup(ctx.config)
      return sendOk(reply, {
        is_active: setup.active,
        provider: setup.provider,
        site_key: setup.active ? setup.siteKey : null,
        challenge_url: setup.active && setup.provider === 'altcha' ? CHALLENGE_PATH : null,
        script_url: setup.active && setup.provider !== 'altcha' ? HOSTED_SCRIPTS[setup.provider] : null,
      })
    },
  )

  r.get(
    CHALLENGE_PATH,
    {
      schema: { summary: 'A new self-hosted proof-of-work challenge (ALTCHA v2)', tags },
      ...limitCalls(ctx, 'captchaChallenge'),
    },
    async (_req, reply) => {
      const setup = captchaSetup(ctx.config)
      if (!setup.active || setup.provider !== 'altcha') {
        return sendError(reply, 404, 'The self-hosted captcha is not active in this shop')
      }
      // the widget reads the challenge itself, not an envelope
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(await newAltchaChallenge(setup, ctx.now()))
    },
  )

  r.post(
    '/api/captcha/verify',
    {
      schema: {
        summary: 'Whether a captcha solution is valid now; does not use it up',
        tags,
        body: verifyBody,
      },
      ...limitCalls(ctx, 'captchaVerify'),
    },
    async (req, reply) => {
      const result = await confirmCaptcha(ctx, req.body?.response, req.ip)
      return result.ok ? sendOk(reply, result.value) : sendFailure(reply, result)
    },
  )
}

/** `/api/user/*` (000 §7, contract §2): accounts, sessions, profile, order history and passwords. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { limitCalls } from '../limits/route-limits.ts'
import { envelope, sendError, sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf, signedInCustomer } from '../http/principal.ts'
import { sendFailure, sendResult, statusOf } from '../http/result.ts'
import { storeCodeOf } from '../http/store-view.ts'
import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/commerce'
import { recordPurchaserAction } from '../purchaser/audit.ts'
import { createAccount, me, updateMe } from './account-service.ts'
import { ensureAuthSecret } from './auth-secret.ts'
import { orderHistory } from '../order/order-history.ts'
import { changePassword, createPassword, resetPassword } from './password-service.ts'
import {
  changePasswordBody,
  createBody,
  createPasswordBody,
  loginBody,
  orderHistoryQuery,
  refreshBody,
  resetPasswordBody,
  tokenQuery,
  updateMeBody,
} from './schemas.ts'
import { login, logout, refresh } from './session.ts'
import { takeoverLogin } from '../purchaser/takeover.ts'
import { readDevice, rememberDevice } from './login-proof.ts'

const tags = ['user']

function clientOf(request: FastifyRequest): string | null {
  const header = request.headers['x-client']
  return typeof header === 'string' && header.trim() ? header.trim().slice(0, 128) : null
}

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  ensureAuthSecret(ctx.config)
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const customerOf = async (req: FastifyRequest) => signedInCustomer(await principalOf(ctx, req))

  r.post(
    '/api/user/create',
    { ...limitCalls(ctx, 'signUp'), schema: { summary: 'Create an account', tags, body: createBody } },
    async (req, reply) => sendResult(reply, await createAccount(ctx, req.body)),
  )

  r.post(
    '/api/user/login',
    { schema: { summary: 'Sign in: token in result, refresh token in meta', tags, body: loginBody } },
    async (req, reply) => {
      const { purchaserId, hash } = req.body
      if (purchaserId !== undefined && hash) {
        const taken = await takeoverLogin(ctx, {
          username: req.body.username,
          purchaserId: Number(purchaserId),
          hash,
          client: clientOf(req),
        })
        if (!taken.ok) return sendFailure(reply, taken)
        return sendOk(reply, taken.value.token, { refreshToken: taken.value.refreshToken })
      }
      const device = await readDevice(ctx, req)
      const result = await login(ctx, { ...req.body, address: req.ip, client: clientOf(req), device })
      if (!result.ok) {
        if (!result.challenge) return sendFailure(reply, result)
        // the challenge travels in meta, as the refresh token does on success
        const status = statusOf(result)
        return reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send(envelope(status, result.message, { challenge: result.challenge }))
      }
      await rememberDevice(ctx, reply, result.customerId, device)
      return sendOk(reply, result.value.token, { refreshToken: result.value.refreshToken })
    },
  )

  r.post(
    '/api/user/refresh',
    { schema: { summary: 'New access token for a refresh token (rotating)', tags, body: refreshBody } },
    async (req, reply) => {
      const given = req.body.refreshToken
      if (!given) return sendError(reply, 400, ACCOUNT_MESSAGES.noRefreshToken)
      const result = await refresh(ctx, given, clientOf(req))
      if (!result.ok) return sendFailure(reply, result)
      return sendOk(reply, result.value.token, { refreshToken: result.value.refreshToken })
    },
  )

  r.post(
    '/api/user/logout',
    {
      schema: { summary: 'End the session of a refresh token (any answer is 200)', tags, body: refreshBody },
    },
    async (req, reply) => {
      // an unknown token is as logged out as can be: no answer tells whether it existed
      if (req.body.refreshToken) await logout(ctx, req.body.refreshToken)
      return sendOk(reply, true)
    },
  )

  r.get(
    '/api/user/me',
    { schema: { summary: 'The profile', tags, querystring: tokenQuery } },
    async (req, reply) => {
      const who = await customerOf(req)
      if (!who.ok) return sendFailure(reply, who)
      return sendResult(reply, await me(ctx, who.value.id))
    },
  )

  r.post(
    '/api/user/me',
    {
      schema: {
        summary: 'Update name, e-mail and addresses',
        tags,
        querystring: tokenQuery,
        body: updateMeBody,
      },
    },
    async (req, reply) => {
      const principal = await principalOf(ctx, req)
      const who = signedInCustomer(principal)
      if (!who.ok) return sendFailure(reply, who)
      const result = await updateMe(ctx, who.value.id, req.body.customer)
      // a purchaser acting for the customer changed their profile: kept in the audit log (0152)
      const acting = principal.actingPurchaser
      if (result.ok && acting)
        await recordPurchaserAction(ctx.database.db, {
          purchaserId: acting.purchaserId,
          customerId: acting.customerId,
          action: 'profile_saved',
          details: { addresses: req.body.customer.addresses?.length ?? null },
        })
      return sendResult(reply, result)
    },
  )

  r.get(
    '/api/user/order-history',
    { schema: { summary: "The customer's orders, newest first", tags, querystring: orderHistoryQuery } },
    async (req, reply) => {
      const who = await customerOf(req)
      if (!who.ok) return sendFailure(reply, who)
      return sendOk(reply, await orderHistory(ctx, who.value.id, req.query))
    },
  )

  for (const path of ['/api/user/reset-password', '/api/user/resetPassword']) {
    r.post(
      path,
      {
        schema: {
          summary: 'Mail a link to set a new password',
          tags,
          querystring: tokenQuery,
          body: resetPasswordBody,
        },
      },
      async (req, reply) => {
        const storeCode = storeCodeOf(req, req.body.storeCode, req.query.storeCode)
        return sendResult(
          reply,
          await resetPassword(ctx, { email: req.body.email, storeCode, address: req.ip }),
        )
      },
    )
  }

  r.post(
    '/api/user/create-password',
    { schema: { summary: 'Set a new password with the mailed token', tags, body: createPasswordBody } },
    async (req, reply) => sendResult(reply, await createPassword(ctx, req.body)),
  )

  for (const path of ['/api/user/change-password', '/api/user/changePassword']) {
    r.post(
      path,
      { schema: { summary: 'Change the password', tags, querystring: tokenQuery, body: changePasswordBody } },
      async (req, reply) => {
        const principal = await principalOf(ctx, req)
        const who = signedInCustomer(principal)
        if (!who.ok) return sendFailure(reply, who)
        // the password is the customer's alone: a purchaser acting for them never changes it
        if (principal.actingPurchaser) return sendError(reply, 403, MESSAGES.purchaserNoPasswordChange)
        return sendResult(reply, await changePassword(ctx, who.value.id, req.body))
      },
    )
  }
}

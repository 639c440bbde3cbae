/**
 * `/api/purchaser/*`: the purchaser calls of spec 001 §7 (issue 17, decision 0150). The token as
 * `?token=` or `Authorization: Bearer` (me-purchaser and customer-list also in the path, as the spec
 * has them). Every call needs a purchaser: a guest 401, any other customer 403. Answers are
 * `{code, result}` (http/envelope.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf } from '../http/principal.ts'
import { sendFailure, sendResult } from '../http/result.ts'
import type { Result } from '../result.ts'
import { deleteAddress, saveAddress } from './purchaser-addresses.ts'
import { purchaserCallerOf, type PurchaserCaller } from './purchaser-caller.ts'
import { createHash, customerList, mePurchaser } from './purchaser-service.ts'
import * as s from './schemas.ts'

export async function purchaserRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  // every answer is one purchaser's: never kept by a shared cache
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['purchaser']

  const serve = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    op: (caller: PurchaserCaller) => Promise<Result<T>>,
    pathToken?: string,
  ) => {
    const caller = await purchaserCallerOf(ctx, await principalOf(ctx, request, pathToken))
    if (!caller.ok) return sendFailure(reply, caller)
    return sendResult(reply, await op(caller.value))
  }

  r.post(
    '/api/purchaser/create-hash',
    {
      schema: {
        summary: 'A short-lived hash for the takeover login of an assigned customer',
        tags,
        querystring: s.tokenQuery,
        body: s.createHashBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => createHash(c, req.body)),
  )

  r.get(
    '/api/purchaser/me-purchaser/:token',
    {
      schema: {
        summary: "The purchaser's own profile (also with a takeover token)",
        tags,
        params: s.tokenParams,
        querystring: s.tokenQuery,
      },
    },
    (req, reply) => serve(req, reply, mePurchaser, req.params.token),
  )
  r.get(
    '/api/purchaser/me-purchaser',
    {
      schema: {
        summary: "The purchaser's own profile (token in the query)",
        tags,
        querystring: s.tokenQuery,
      },
    },
    (req, reply) => serve(req, reply, mePurchaser),
  )

  r.post(
    '/api/purchaser/customer-list/:token',
    {
      schema: {
        summary: 'The customers assigned to the purchaser, by company',
        tags,
        params: s.tokenParams,
        querystring: s.tokenQuery,
        body: s.emptyBody,
      },
    },
    (req, reply) => serve(req, reply, customerList, req.params.token),
  )
  r.post(
    '/api/purchaser/customer-list',
    {
      schema: {
        summary: 'The customers assigned to the purchaser (token in the query)',
        tags,
        querystring: s.tokenQuery,
        body: s.emptyBody,
      },
    },
    (req, reply) => serve(req, reply, customerList),
  )

  r.post(
    '/api/purchaser/save-address',
    {
      schema: {
        summary: 'Add or change an address of the customer acted for (takeover token)',
        tags,
        querystring: s.tokenQuery,
        body: s.saveAddressBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => saveAddress(c, req.body.address)),
  )

  r.post(
    '/api/purchaser/delete-address',
    {
      schema: {
        summary: 'Delete an address of the customer acted for (takeover token)',
        tags,
        querystring: s.tokenQuery,
        body: s.deleteAddressBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => deleteAddress(c, req.body.addressId)),
  )
}

/**
 * The returns and warranty calls of spec 001 §7 under OCULUS_BASE_PATH (decisions 0177-0181):
 * POST with JSON, the token as Bearer or `?token=`, answers `{code: 200, result: {body}}`.
 * sendItensBackToOculus alone takes a larger body (three photos of 3 MB in base64). The photo of a
 * request is answered as the image itself (GET, for an <img> with ?token=).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf } from '../http/principal.ts'
import { sendFailure } from '../http/result.ts'
import { callerOf } from '../oculus/oculus-caller.ts'
import { itemsSentBack, ownPhoto, warrantyReturns } from './return-calls.ts'
import * as s from './schemas.ts'
import { sendItemsBack } from './send-return.ts'
import { serveCalls } from '../http/serve-calls.ts'

export async function afterSalesRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = ctx.config.oculus.basePath
  const tags = ['oculus']

  const serve = serveCalls(ctx, callerOf)

  r.post(
    `${base}/getOculusWarrantyReturns`,
    {
      schema: {
        summary: 'Delivered order lines that can still be returned (type return) or claimed (type warranty)',
        tags,
        querystring: s.tokenQuery,
        body: s.warrantyReturnsBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => warrantyReturns(c, req.body, false)),
  )
  r.post(
    `${base}/getOculusWarrantyReturnsCached`,
    {
      schema: {
        summary: 'getOculusWarrantyReturns, kept per customer for up to a minute (dropped on send)',
        tags,
        querystring: s.tokenQuery,
        body: s.warrantyReturnsBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => warrantyReturns(c, req.body, true)),
  )
  r.post(
    `${base}/sendItensBackToOculus`,
    {
      bodyLimit: s.SEND_BODY_LIMIT,
      schema: {
        summary: 'Send delivered lines back: a return, or a warranty request with description and photos',
        description:
          'qtys[i] pieces of line items[i] of order oculus_order; at most what was delivered and not yet ' +
          'returned (400 naming the sku and the maximum; 409 when another request took them meanwhile). ' +
          'A warranty request needs reasonText; up to 3 photos (JPEG, PNG, WebP, 3 MB each) as base64.',
        tags,
        querystring: s.tokenQuery,
        body: s.sendItemsBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => sendItemsBack(c, req.body)),
  )
  r.post(
    `${base}/getItensSentBackToOculus`,
    {
      schema: {
        summary: "The customer's return or warranty requests with status, lines, credit note and history",
        tags,
        querystring: s.tokenQuery,
        body: s.sentBackBody,
      },
    },
    (req, reply) => serve(req, reply, (c) => itemsSentBack(c, req.body)),
  )
  r.get(
    `${base}/getWarrantyPhoto`,
    {
      schema: {
        summary: 'A photo (index 1..3) of one of the customer’s warranty requests, as the image',
        tags,
        querystring: s.photoQuery,
      },
    },
    async (req, reply) => {
      const caller = callerOf(ctx, await principalOf(ctx, req))
      if (!caller.ok) return sendFailure(reply, caller)
      const photo = await ownPhoto(caller.value, req.query)
      if (!photo.ok) return sendFailure(reply, photo)
      return reply
        .header('content-type', photo.value.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo.value.bytes)
    },
  )
}

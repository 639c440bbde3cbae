/**
 * The back-office calls of spec 001 §7 as HTTP routes (decision 0136): POST with JSON under
 * `OCULUS_BASE_PATH` (default /api/oculus), getAttributeSetsData also as GET; the token as
 * `Authorization: Bearer` or `?token=`. Each answers `{code: 200, result: {body}}` for the caller
 * alone, a failure `{code, result: "<message naming the problem>"}`.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import type { Result } from '../result.ts'
import { attributeSets } from './attribute-sets.ts'
import { isCartAlreadyOrdered, isCartUpdated, updateAll, updateCartDataBeforeOrder } from './cart-calls.ts'
import * as customer from './customer-calls.ts'
import { applyDiscountCart, discountsApplied } from './discount-calls.ts'
import { callerOf, type OculusCaller } from './oculus-caller.ts'
import { oculusPrices, refreshCartPrices, supplierStock } from './price-calls.ts'
import * as s from './schemas.ts'
import { serveCalls } from '../http/serve-calls.ts'

export async function oculusRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  // every answer is one customer's: never kept by a shared cache
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = ctx.config.oculus.basePath
  const tags = ['oculus']

  const serve = serveCalls(ctx, callerOf)

  const noBody = (summary: string) => ({ schema: { summary, tags, querystring: s.tokenQuery } })
  const schema = <B extends z.ZodType>(summary: string, body: B) => ({
    schema: { summary, tags, querystring: s.tokenQuery, body },
  })

  r.get(`${base}/getAttributeSetsData`, noBody('Attribute sets of the catalogue'), (req, reply) =>
    serve(req, reply, attributeSets),
  )
  // the storefront's client posts every call; the spec's GET and a POST answer alike
  r.post(
    `${base}/getAttributeSetsData`,
    noBody('Attribute sets of the catalogue (POST form)'),
    (req, reply) => serve(req, reply, attributeSets),
  )
  r.post(
    `${base}/getOculusPrices`,
    schema("The caller's prices, stock, tiers and soon-available date per sku", s.pricesBody),
    (req, reply) => serve(req, reply, (c) => oculusPrices(c, req.body)),
  )
  r.post(
    `${base}/getSupplierStock`,
    schema('Supplier stock and delivery days per sku', s.supplierStockBody),
    (req, reply) => serve(req, reply, (c) => supplierStock(c, req.body)),
  )
  r.post(
    `${base}/refreshOculusCartPrices`,
    schema("The cart's lines at the caller's prices", s.refreshPricesBody),
    (req, reply) => serve(req, reply, (c) => refreshCartPrices(c, req.body)),
  )
  r.post(
    `${base}/updateCartDataBeforeOrder`,
    schema('Order extras (PO number, dates, dropshipment, reference) kept with the cart', s.beforeOrderBody),
    (req, reply) => serve(req, reply, (c) => updateCartDataBeforeOrder(c, req.body)),
  )
  r.post(
    `${base}/isCartAlreadyOrdered`,
    schema('Whether an order was placed from the cart', s.cartIdBody),
    (req, reply) => serve(req, reply, (c) => isCartAlreadyOrdered(c, req.body.cartId)),
  )
  r.post(`${base}/isCartUpdated`, schema('When the cart last changed', s.cart_idBody), (req, reply) =>
    serve(req, reply, (c) => isCartUpdated(c, req.body.cart_id)),
  )
  r.post(
    `${base}/updateall`,
    schema('Several line quantities at once, all or none', s.updateAllBody),
    (req, reply) => serve(req, reply, (c) => updateAll(c, req.body)),
  )
  r.post(`${base}/allcarriers`, noBody('The shipping methods the caller may use'), (req, reply) =>
    serve(req, reply, customer.allCarriers),
  )
  const flagCalls: [
    string,
    string,
    (c: OculusCaller, b?: customer.CustomerBody) => Promise<Result<unknown>>,
  ][] = [
    ['oculusCustomerIdEndpoint', "The caller's back-office customer id", customer.oculusCustomerId],
    ['isPurchaserEndpoint', 'Whether the caller is a purchaser (0/1)', customer.isPurchaser],
    ['hasDropshippingEnabled', 'Whether the caller may order dropshipments (0/1)', customer.hasDropshipping],
    [
      'getAllowedPaymentMethodsInMagento',
      'Payment method codes the caller may use',
      customer.allowedPaymentMethods,
    ],
    [
      'getAllowedShipmentMethodsInMagento',
      'Shipping method codes the caller may use',
      customer.allowedShipmentMethods,
    ],
    [
      'getPurchaserMaxDiscountPercMagento',
      "The caller's maximum line discount as a purchaser (percent)",
      customer.purchaserMaxDiscount,
    ],
  ]
  for (const [name, summary, op] of flagCalls) {
    r.post(`${base}/${name}`, schema(summary, s.customerBody), (req, reply) =>
      serve(req, reply, (c) => op(c, req.body)),
    )
  }
  r.post(
    `${base}/getDiscountsAppliedMagento`,
    schema(
      "A purchaser's line discounts on the cart (the customer reads a comment only of type customer)",
      s.discountsBody,
    ),
    (req, reply) => serve(req, reply, (c) => discountsApplied(c, req.body)),
  )
  r.post(
    `${base}/applyDiscountCart`,
    schema(
      "A purchaser acting for the customer gives (0: removes) a line discount up to the purchaser's maximum",
      s.applyDiscountBody,
    ),
    (req, reply) => serve(req, reply, (c) => applyDiscountCart(c, req.body)),
  )
}

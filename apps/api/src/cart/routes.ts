import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendResult, sendFailure } from '../http/result.ts'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { sendError } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf, shopperOf } from '../http/principal.ts'
import { unknownStoreCode } from '../http/store-view.ts'
import type { Result } from '../result.ts'
import * as cart from './cart-service.ts'
import { applyCoupon, deleteCoupon, getCoupon } from './cart-coupon.ts'
import { extensionAttributes, idOrText } from './product-option-schema.ts'
import { limitMisses } from '../limits/route-limits.ts'
import { addCartLines, addLinesBody } from './cart-lines-add.ts'
import {
  CHANGE_KEY_HEADER,
  changeKeyHeaders,
  changeKeyOf,
  oncePerKey,
  requestFingerprint,
} from './cart-change-key.ts'

const query = z.object({
  token: z.string().max(4096).optional(),
  cartId: z.string().max(64).optional(),
  storeCode: z.string().max(32).optional(),
})
/** The apart cart (spec 001 §4, decision 0151): the acting purchaser's id in the body selects it. */
const createBody = z
  .object({ purchaserId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)]).optional() })
  .passthrough()
  .optional()
  .nullable()
const couponQuery = query.extend({ coupon: z.string().max(64).optional() })

export const cartItemSchema = z.object({
  sku: z.string().trim().min(1).max(64).optional(),
  // checked by checkCartQty so the shopper gets the spec's quantity messages
  qty: z.unknown().optional(),
  item_id: z.union([z.number().int().positive(), z.string().regex(/^\d{0,12}$/)]).optional(),
  quoteId: idOrText.optional(),
  product_option: z.object({ extension_attributes: extensionAttributes.optional() }).optional(),
})
const itemBody = z.object({ cartItem: cartItemSchema.optional() }).optional()

export const addressSchema = z.object({
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
  countryId: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
  firstname: z.string().max(255).optional(),
  lastname: z.string().max(255).optional(),
  company: z.string().max(255).optional(),
  street: z.array(z.string().max(255)).max(4).optional(),
  postcode: z.string().max(32).optional(),
  city: z.string().max(255).optional(),
  telephone: z.string().max(64).optional(),
  email: z.string().max(255).optional(),
  region: z.string().max(255).optional(),
  region_id: z.union([z.number(), z.string().max(16)]).optional(),
  region_code: z.string().max(32).optional(),
  vat_id: z.string().max(64).optional(),
})
type AddressInput = z.infer<typeof addressSchema>

/** VSF sends `countryId` (camelCase) in shipping-information and `country_id` elsewhere. */
export function normalizeAddress(a: AddressInput | undefined) {
  if (!a) return undefined
  const { countryId, region_id, ...rest } = a
  const country = (a.country_id ?? countryId ?? '').toUpperCase()
  return {
    ...rest,
    country_id: country,
    ...(region_id === undefined ? {} : { region_id: Number(region_id) || 0 }),
  }
}

const shippingMethodsBody = z.object({ address: addressSchema.optional() }).optional()
const shippingInformationBody = z
  .object({
    addressInformation: z
      .object({
        shippingAddress: addressSchema.optional(),
        billingAddress: addressSchema.optional(),
        shippingCarrierCode: z.string().max(32).optional(),
        shippingMethodCode: z.string().max(32).optional(),
      })
      .optional(),
  })
  .optional()
const collectTotalsBody = z
  .object({
    methods: z
      .object({
        paymentMethod: z.object({ method: z.string().max(64).optional() }).optional(),
        shippingCarrierCode: z.string().max(32).optional(),
        shippingMethodCode: z.string().max(32).optional(),
      })
      .optional(),
  })
  .optional()
const updatedBody = z.object({ cart_id: z.string().max(64).optional() }).optional()

type Query = z.infer<typeof query>

export async function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()

  const run = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    q: Query,
    op: (call: cart.CartCall) => Promise<Result<T>>,
    bodyPurchaser?: string | number,
  ) => {
    const principal = await principalOf(ctx, request)
    const store = principal.storeView
    if (!store) return sendError(reply, 400, unknownStoreCode(q.storeCode))
    const shopper = shopperOf(principal, bodyPurchaser)
    if (!shopper.ok) return sendFailure(reply, shopper)
    const result = await op({ ctx, shopper: shopper.value, store })
    return sendResult(reply, result)
  }
  const tags = ['cart']
  /** A change sent with an Idempotency-Key is carried out once per cart and key (decision 0244). */
  const keyed = <T>(
    request: FastifyRequest,
    cartId: string | undefined,
    call: cart.CartCall,
    change: (call: cart.CartCall) => Promise<Result<T>>,
  ) => {
    const key = changeKeyOf(request.headers[CHANGE_KEY_HEADER])
    if (!key.ok) return Promise.resolve(key)
    const fingerprint = requestFingerprint(request.routeOptions.url ?? request.url, request.body)
    return oncePerKey(call, cartId, key.value, fingerprint, change)
  }

  r.post(
    '/api/cart/create',
    {
      schema: {
        summary: "New cart; answers its id (a purchaser's apart cart with purchaserId)",
        tags,
        querystring: query,
        body: createBody,
      },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) => cart.createCart(call, req.query.cartId), req.body?.purchaserId),
  )
  r.get('/api/cart/pull', { schema: { summary: 'Cart lines', tags, querystring: query } }, (req, reply) =>
    run(req, reply, req.query, (call) => cart.pullCart(call, req.query.cartId)),
  )
  r.post(
    '/api/cart/update',
    {
      schema: {
        summary: 'Add a product or change a line quantity',
        tags,
        querystring: query,
        headers: changeKeyHeaders,
        body: itemBody,
      },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) =>
        keyed(req, req.query.cartId, call, (inside) =>
          cart.updateCart(inside, req.query.cartId, req.body?.cartItem),
        ),
      ),
  )
  r.post(
    '/api/cart/add-lines',
    {
      schema: {
        summary: 'Add up to 200 lines at once, all or none (quick ordering, order lists)',
        tags,
        querystring: query,
        body: addLinesBody,
      },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) => addCartLines(call, req.query.cartId, req.body.cartItems)),
  )
  r.post(
    '/api/cart/delete',
    {
      schema: {
        summary: 'Remove a line',
        tags,
        querystring: query,
        headers: changeKeyHeaders,
        body: itemBody,
      },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) =>
        keyed(req, req.query.cartId, call, (inside) =>
          cart.deleteCartItem(inside, req.query.cartId, req.body?.cartItem),
        ),
      ),
  )
  r.get(
    '/api/cart/totals',
    { schema: { summary: 'Cart totals and segments', tags, querystring: query } },
    (req, reply) => run(req, reply, req.query, (call) => cart.cartTotals(call, req.query.cartId)),
  )
  r.get(
    '/api/cart/payment-methods',
    { schema: { summary: 'Payment methods for the cart', tags, querystring: query } },
    (req, reply) => run(req, reply, req.query, (call) => cart.cartPaymentMethods(call, req.query.cartId)),
  )
  r.post(
    '/api/cart/shipping-methods',
    {
      schema: {
        summary: 'Shipping methods for an address',
        tags,
        querystring: query,
        body: shippingMethodsBody,
      },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) =>
        cart.cartShippingMethods(call, req.query.cartId, normalizeAddress(req.body?.address)),
      ),
  )
  r.post(
    '/api/cart/shipping-information',
    {
      schema: {
        summary: 'Save addresses and shipping method',
        tags,
        querystring: query,
        body: shippingInformationBody,
      },
    },
    (req, reply) => {
      const info = req.body?.addressInformation
      return run(req, reply, req.query, (call) =>
        cart.saveShippingInformation(
          call,
          req.query.cartId,
          info && {
            ...info,
            shippingAddress: normalizeAddress(info.shippingAddress),
            billingAddress: normalizeAddress(info.billingAddress),
          },
        ),
      )
    },
  )
  r.post(
    '/api/cart/collect-totals',
    {
      schema: { summary: 'Choose methods and get totals', tags, querystring: query, body: collectTotalsBody },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) => cart.collectTotals(call, req.query.cartId, req.body?.methods)),
  )
  r.post(
    '/api/cart/apply-coupon',
    // codes are not to be guessed: unknown ones count against the address (decision 0112)
    {
      ...limitMisses(ctx, 'coupon'),
      schema: { summary: 'Apply a coupon code', tags, querystring: couponQuery },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) => applyCoupon(call, req.query.cartId, req.query.coupon)),
  )
  r.post(
    '/api/cart/delete-coupon',
    { schema: { summary: 'Remove the coupon', tags, querystring: query } },
    (req, reply) => run(req, reply, req.query, (call) => deleteCoupon(call, req.query.cartId)),
  )
  r.get(
    '/api/cart/coupon',
    { schema: { summary: 'The applied coupon code', tags, querystring: query } },
    (req, reply) => run(req, reply, req.query, (call) => getCoupon(call, req.query.cartId)),
  )
  r.get(
    '/api/cart/updated',
    { schema: { summary: 'Last update time of the cart (auto-sync check)', tags, querystring: query } },
    (req, reply) => run(req, reply, req.query, (call) => cart.cartUpdatedAt(call, req.query.cartId)),
  )
  r.post(
    '/api/cart/is-cart-updated',
    {
      schema: {
        summary: 'Last update time of the cart by cart_id',
        tags,
        querystring: query,
        body: updatedBody,
      },
    },
    (req, reply) =>
      run(req, reply, req.query, (call) => cart.cartUpdatedAt(call, req.body?.cart_id ?? req.query.cartId)),
  )
}

import type { FastifyInstance } from 'fastify'
import { sendFailure } from '../http/result.ts'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { storeByCode } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { principalOf } from '../http/principal.ts'
import { storeCodeOf, unknownStoreCode } from '../http/store-view.ts'
import { parseSkuList } from '../stock/sku-list.ts'
import { getProductList } from './product-list.ts'
import { getRenderList, resolvePricingContext } from './render-service.ts'
import { renderListGroup } from './render-list-group.ts'

const wholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)

// skus stays optional here so that its absence gets the contract's message ("skus parameter is required")
const skus = z.string().max(65_000).optional()

const renderListQuery = z.object({
  skus,
  currencyCode: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currencyCode must be a three-letter ISO 4217 code')
    .optional(),
  storeId: wholeNumber('storeId').optional(),
  userGroupId: wholeNumber('userGroupId').optional(),
  // a logged-in customer's access token: its customer's group decides the prices (decision 0053)
  token: z.string().max(4096).optional(),
})

const listQuery = z.object({
  skus,
  storeCode: z.string().max(32).optional(),
})

export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/product/render-list',
    {
      schema: {
        summary: 'Prices (incl. and excl. tax) of up to 1000 skus for a store view and customer group',
        tags: ['product'],
        querystring: renderListQuery,
      },
    },
    async (req, reply) => {
      const list = parseSkuList(req.query.skus)
      if (!list.ok) return sendFailure(reply, list)
      const { storeId, currencyCode } = req.query
      const { customer } = await principalOf(ctx, req)
      const group = await renderListGroup(ctx, customer, req.query.userGroupId)
      if (!group.ok) return sendFailure(reply, group)
      const context = await resolvePricingContext(ctx.database, {
        storeId,
        currencyCode,
        userGroupId: group.value,
        customer,
        now: ctx.now(),
      })
      if (!context.ok) return sendFailure(reply, context)
      return sendOk(reply, { items: await getRenderList(ctx.database, list.value, context.value) })
    },
  )

  r.get(
    '/api/product/list',
    { schema: { summary: 'Products of up to 1000 skus', tags: ['product'], querystring: listQuery } },
    async (req, reply) => {
      const list = parseSkuList(req.query.skus)
      if (!list.ok) return sendFailure(reply, list)
      const code = storeCodeOf(req, req.query.storeCode)
      const store = storeByCode(code)
      if (!store) return sendError(reply, 400, unknownStoreCode(code))
      return sendOk(reply, await getProductList(ctx.database, list.value, store))
    },
  )
}

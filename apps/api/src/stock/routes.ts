import type { FastifyInstance, FastifyReply } from 'fastify'
import { sendFailure } from '../http/result.ts'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { noStore } from '../http/no-store.ts'
import { MAX_SKU_LENGTH, parseSkuList } from './sku-list.ts'
import { MSG_NO_STOCK_INFO, getStockBySku, getStockBySkus } from './stock-service.ts'

// Optional in the schema so that a missing sku gets the contract's own message, not zod's.
const skuQuery = z.object({ sku: z.string().max(MAX_SKU_LENGTH).optional() })
const skuParams = z.object({ sku: z.string().max(MAX_SKU_LENGTH) })
// 1000 skus of up to 64 characters plus commas
const skusQuery = z.object({ skus: z.string().max(65_000).optional() })

export async function stockRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // stock is live: no copy may be kept
  const check = async (reply: FastifyReply, raw: string | undefined) => {
    noStore(reply)
    const sku = raw?.trim()
    if (!sku) return sendError(reply, 400, 'sku parameter is required')
    const item = await getStockBySku(ctx.database, sku)
    return item ? sendOk(reply, item) : sendError(reply, 404, MSG_NO_STOCK_INFO)
  }

  r.get(
    '/api/stock/check',
    { schema: { summary: 'Live stock of one sku', tags: ['stock'], querystring: skuQuery } },
    async (req, reply) => check(reply, req.query.sku),
  )
  r.get(
    '/api/stock/check/:sku',
    { schema: { summary: 'Live stock of one sku', tags: ['stock'], params: skuParams } },
    async (req, reply) => check(reply, req.params.sku),
  )
  r.get(
    '/api/stock/list',
    {
      schema: {
        summary: 'Live stock of up to 1000 skus (comma separated)',
        tags: ['stock'],
        querystring: skusQuery,
      },
    },
    async (req, reply) => {
      noStore(reply)
      const skus = parseSkuList(req.query.skus)
      if (!skus.ok) return sendFailure(reply, skus)
      return sendOk(reply, await getStockBySkus(ctx.database, skus.value))
    },
  )
}

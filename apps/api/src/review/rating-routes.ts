/** GET /api/review/ratings: star summaries for product tiles (rating-summary.ts). */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { storeViewOf, unknownStoreCode } from '../http/store-view.ts'
import { ratingSummaries } from './rating-summary.ts'

const query = z.object({
  productIds: z
    .string()
    .max(1200)
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'productIds must be up to 100 product ids, separated by commas')
    .transform((ids) => [...new Set(ids.split(',').map(Number))]),
  storeCode: z.string().max(32).optional(),
})

export async function ratingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/api/review/ratings',
    {
      schema: {
        summary: 'Average stars and count of approved reviews per product, for product tiles',
        tags: ['review'],
        querystring: query,
      },
    },
    async (req, reply) => {
      const store = storeViewOf(req)
      if (!store) return sendError(reply, 400, unknownStoreCode(req.query.storeCode))
      return sendOk(reply, await ratingSummaries(ctx, store.storeId, req.query.productIds))
    },
  )
}

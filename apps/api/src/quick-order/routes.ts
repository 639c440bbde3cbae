/**
 * `GET /api/purchaser/sizes/:id` and `/api/purchaser/colors/:id` (spec 001 §7 Purchaser; decision
 * 0161): the size and colour values a configurable product's children have, for the size x colour
 * matrix of quick ordering. Catalogue facts every product page shows already, so open to every
 * caller like the catalogue; the labels are the store view's (x-vs-store-code, else ?storeCode=).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { sendError } from '../http/envelope.ts'
import { sendResult } from '../http/result.ts'
import { storeViewOf, unknownStoreCode } from '../http/store-view.ts'
import { COLOUR_CODES, SIZE_CODES, variantOptions } from './variant-options.ts'

const params = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a whole number')
    .transform(Number),
})
const query = z.object({ token: z.string().max(4096).optional(), storeCode: z.string().max(32).optional() })

export async function quickOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['purchaser']
  for (const [kind, codes, summary] of [
    ['sizes', SIZE_CODES, 'The sizes the enabled children of a configurable product have'],
    ['colors', COLOUR_CODES, 'The colours the enabled children of a configurable product have'],
  ] as const) {
    r.get(
      `/api/purchaser/${kind}/:id`,
      { schema: { summary, tags, params, querystring: query } },
      async (req, reply) => {
        const store = storeViewOf(req)
        if (!store) return sendError(reply, 400, unknownStoreCode(req.query.storeCode))
        return sendResult(reply, await variantOptions(ctx.database.db, req.params.id, store.storeId, codes))
      },
    )
  }
}

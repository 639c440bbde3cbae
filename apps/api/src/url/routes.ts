import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { STORE_VIEWS } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { cachedBody } from '../cache/policy.ts'
import { sendError } from '../http/envelope.ts'
import { acceptAnyBody, requireJsonBody } from '../http/json-body-policy.ts'
import { urlMapStoreView } from '../http/store-view.ts'
import { resolveGroupId } from '../catalog/customer-group.ts'
import { shopDay } from '../catalog/catalog-service.ts'
import { mapUrl } from './url-map.ts'

const fieldList = z
  .array(
    z
      .string()
      .max(200)
      .regex(/^[^\u0000]*$/),
  )
  .max(200)
  .nullable()
  .optional()

const body = z
  .object({
    url: z
      .string()
      .max(2000)
      .refine((v) => !v.includes('\u0000'), 'must not contain NUL characters')
      .optional(),
    includeFields: fieldList,
    excludeFields: fieldList,
    options: z.record(z.string(), z.unknown()).nullable().optional(),
    filters: z.record(z.string(), z.unknown()).nullable().optional(),
    groupId: z.number().int().nonnegative().max(2_147_483_647).nullable().optional(),
    groupToken: z.string().max(4000).nullable().optional(),
  })
  .loose()

const querystring = z.object({ storeCode: z.string().max(32).optional() }).loose()

export async function urlRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  acceptAnyBody(app)
  r.post(
    '/api/url/map',
    {
      schema: {
        summary: 'Resolve a storefront URL to its product, category or CMS page',
        description:
          'Not enveloped (contract §7): the raw hit {_index, _type, _id, _score, _source} or null. A hidden child ' +
          'answers its parent with `_redirect: {status: 301, url_path, childSku}`.',
        querystring,
        body,
        response: { 200: z.unknown().describe('the hit, or null') },
      },
      preValidation: requireJsonBody,
    },
    async (request, reply) => {
      const { url, includeFields, excludeFields, groupId, groupToken } = request.body
      if (!url) return sendError(reply, 400, 'Missing url')
      const store = urlMapStoreView(request, request.query.storeCode)
      if (!store)
        return sendError(
          reply,
          400,
          `Unknown storeCode: use one of ${STORE_VIEWS.map((s) => s.storeCode || 'default').join(', ')}`,
        )
      const group = await resolveGroupId(ctx, groupId, groupToken)
      const query = {
        store,
        url,
        includeFields: includeFields ?? [],
        excludeFields: excludeFields ?? [],
        groupId: group,
      }
      const day = shopDay(ctx.now())
      const key = `urlmap:${createHash('sha256')
        .update(JSON.stringify([store.storeId, url, query.includeFields, query.excludeFields, group, day]))
        .digest('base64url')}`
      const { body: payload, hit } = await cachedBody(
        ctx.cache,
        key,
        ctx.config.cache.ttlSeconds,
        async () => {
          const result = await mapUrl(ctx, query)
          return { body: JSON.stringify(result.hit), tags: result.tags }
        },
      )
      return reply
        .header('x-cache', hit ? 'hit' : 'miss')
        .type('application/json; charset=utf-8')
        .send(payload)
    },
  )
}

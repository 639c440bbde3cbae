import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { sendError } from '../http/envelope.ts'
import { principalOf } from '../http/principal.ts'
import { acceptAnyBody, requireJsonBody } from '../http/json-body-policy.ts'
import { catalogQuerystringSchema, parseCatalogRequest, type CatalogQuerystring } from './catalog-request.ts'
import { createCatalogSearch, rawRequestKey } from './catalog-service.ts'
import { CATALOG_BUDGET } from './request-budget.ts'
import { sendFailure } from '../http/result.ts'
import { bodyBytes } from '../http/body-bytes.ts'
import { isVisitEntity, searchVisitEntity } from '../visit-report/catalog-search.ts'

const params = z.object({
  index: z.string().max(100).describe('vue_storefront_catalog (nl) or vue_storefront_catalog_de (de)'),
  entityType: z
    .string()
    .max(100)
    .describe(
      'product, category, attribute, taxrule, cms_page, cms_block, review, product-de, category-de; visitor_report and todos (a purchaser token)',
    ),
  action: z.string().max(100).describe('_search'),
})

const description =
  'Catalogue search (contract §6). Send the SearchQuery JSON (request_format=search-query) or an Elasticsearch ' +
  'body, as the `request` query parameter (GET) or as the body (POST). Not enveloped: answers the Elasticsearch-like ' +
  'response, or the compact one with response_format=compact. Cached; see the x-cache header.'

/** GET|POST /api/catalog/{index}/{entityType}/_search; other methods are refused with 405. */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const catalog = createCatalogSearch(ctx)
  acceptAnyBody(app)

  const rawKeyOf = (request: FastifyRequest) =>
    rawRequestKey(
      request.method,
      request.url,
      request.headers['x-vs-store-code'],
      request.headers.authorization,
    )
  const send = (reply: FastifyReply, payload: Buffer, hit: boolean) =>
    reply
      .header('x-cache', hit ? 'hit' : 'miss')
      .type('application/json; charset=utf-8')
      .send(payload)

  const handle = async (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const { index, entityType, action } = request.params as z.infer<typeof params>
    // issue 19: reports and todos of a purchaser's customers, live from their tables, never cached
    if (isVisitEntity(entityType) && action.startsWith('_search')) {
      reply.header('cache-control', 'no-store')
      const principal = await principalOf(ctx, request)
      const query = request.query as CatalogQuerystring
      const found = await searchVisitEntity(ctx, principal, {
        index,
        entity: entityType,
        method: request.method,
        query,
        body,
      })
      if (!found.ok) return sendFailure(reply, found)
      return send(reply, bodyBytes(found.value), false)
    }
    const parsed = parseCatalogRequest(
      { index, entityType, action },
      request.query as CatalogQuerystring,
      body,
      request.method,
    )
    // the access token (Bearer or ?token=) brings the customer's own prices; one that does not
    // verify is ignored, as a groupToken is (customer-group.ts)
    const { customer } = await principalOf(ctx, request)
    const { body: payload, hit } = await catalog.search(parsed, rawKeyOf(request), customer)
    return send(reply, payload, hit)
  }

  // a request identical to a cached one is answered before validation and parsing
  const cachedAsIs = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isVisitEntity((request.params as { entityType?: string }).entityType ?? '')) return
    const rawKey = rawKeyOf(request)
    const payload = rawKey === undefined ? undefined : await catalog.cachedByRawKey(rawKey)
    if (payload) return send(reply, payload, true)
  }

  const url = '/api/catalog/:index/:entityType/:action'
  const response = { 200: z.unknown().describe('Elasticsearch-like or compact search response') }
  r.get(
    url,
    {
      schema: {
        summary: 'Catalogue search',
        description,
        params,
        querystring: catalogQuerystringSchema,
        response,
      },
      onRequest: cachedAsIs,
    },
    (request, reply) => handle(request, reply, undefined),
  )
  r.post(
    url,
    {
      schema: {
        summary: 'Catalogue search (JSON body)',
        description,
        params,
        querystring: catalogQuerystringSchema,
        body: z.unknown(),
        response,
      },
      preValidation: requireJsonBody,
      bodyLimit: CATALOG_BUDGET.bodyBytes,
    },
    (request, reply) => handle(request, reply, request.body),
  )
  r.route({
    method: ['PUT', 'DELETE', 'PATCH'],
    url,
    schema: { hide: true },
    handler: (request, reply) =>
      sendError(reply, 405, `Method ${request.method} is not supported: use GET or POST`),
  })
}

/**
 * /graphql (spec 001 §7): the catalogue and CMS content as GraphQL, served by mercurius without
 * its own routes (decision 0235). These routes are ours so that they validate with zod, appear in
 * /api/docs, read the token and store view as REST does, and answer bad input with 4xx.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import mercurius from 'mercurius'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { principalOf } from '../http/principal.ts'
import { storeViewOf, unknownStoreCode } from '../http/store-view.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { createCatalogSource } from './catalog-source.ts'
import { formatExecutionErrors, graphqlErrorHandler, requestErrorsOf, sendGraphQLError } from './errors.ts'
import { countAliases, GRAPHQL_LIMITS, limitCost } from './limits.ts'
import { resolvers, type GraphQLContext } from './resolvers.ts'
import { typeDefs } from './schema.ts'
import { graphiqlRoutes } from './graphiql.ts'
import { graphql } from './graphql-lib.ts'

const caller = {
  token: z
    .string()
    .max(4000)
    .optional()
    .describe('access token: the signed-in customer gets their own prices'),
  storeCode: z.string().max(20).optional().describe('store view: default (nl) or de; x-vs-store-code wins'),
}
const operationName = z.string().max(200).nullable().optional()
const query = z
  .string()
  .min(1)
  .max(GRAPHQL_LIMITS.queryChars)
  .describe('the GraphQL query document (read-only: there are no mutations)')

const postBody = z.object({
  query,
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  operationName,
})
const getQuery = z.object({
  query,
  variables: z.string().max(20_000).optional().describe('the variables as a JSON object'),
  operationName: z.string().max(200).optional(),
  ...caller,
})

const description =
  'GraphQL over the catalogue and CMS content (products by sku, url key, category, text search with ' +
  'filters, facets and sort; categories; CMS pages and blocks) in both store views. Schema: ' +
  'GET /graphql/schema.graphql. Limits: depth 10, 20 aliases, estimated cost 3000, 100 products per page. ' +
  'Bad input: 400 with {errors: [{message}]}.'

function variablesOf(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw Object.assign(new Error('Invalid variables: not valid JSON'), { statusCode: 400 })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw Object.assign(new Error('Invalid variables: must be a JSON object'), { statusCode: 400 })
  return parsed as Record<string, unknown>
}

export async function graphqlRoutes(app: FastifyInstance, ctx: AppContext) {
  const source = createCatalogSource(ctx)
  jsonOnlyBodies(app)
  app.setErrorHandler(graphqlErrorHandler)
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: resolvers as never,
    routes: false,
    graphiql: false,
    jit: 0,
    queryDepth: GRAPHQL_LIMITS.depth,
    // a function of the variables (the cost reads page sizes from them) rules out mercurius's parse cache
    cache: false,
    validationRules: ({ variables }) => [
      countAliases(GRAPHQL_LIMITS.aliases),
      limitCost(GRAPHQL_LIMITS.cost, GRAPHQL_LIMITS.depth, variables ?? {}),
    ],
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    errorFormatter: formatExecutionErrors as never,
  })
  const sdl = graphql.printSchema(app.graphql.schema)

  const run = async (
    request: FastifyRequest,
    reply: FastifyReply,
    document: string,
    variables: Record<string, unknown>,
    operation: string | null | undefined,
  ) => {
    const store = storeViewOf(request)
    if (!store) {
      const code = request.headers['x-vs-store-code'] ?? (request.query as { storeCode?: string }).storeCode
      return sendGraphQLError(reply, 400, unknownStoreCode(String(code)))
    }
    // as the REST catalogue: a token that does not verify is ignored, the caller sees public prices
    const { customer } = await principalOf(ctx, request)
    const context: GraphQLContext = { caller: { store, customer }, source }
    reply.header('cache-control', customer ? 'private, no-store' : 'no-cache')
    try {
      const result = await reply.graphql(document, context as never, variables, operation ?? undefined)
      return reply.type('application/json; charset=utf-8').send(result)
    } catch (error) {
      const refused = requestErrorsOf(error)
      if (!refused) throw error
      return reply
        .code(refused.status)
        .type('application/json; charset=utf-8')
        .send({ data: null, errors: refused.errors })
    }
  }

  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/graphql',
    {
      schema: {
        summary: 'GraphQL query',
        description,
        tags: ['graphql'],
        querystring: z.object(caller),
        body: postBody,
      },
      bodyLimit: 64 * 1024,
    },
    (request, reply) =>
      run(request, reply, request.body.query, request.body.variables ?? {}, request.body.operationName),
  )
  r.get(
    '/graphql',
    { schema: { summary: 'GraphQL query (GET)', description, tags: ['graphql'], querystring: getQuery } },
    (request, reply) =>
      run(
        request,
        reply,
        request.query.query,
        variablesOf(request.query.variables),
        request.query.operationName,
      ),
  )
  r.route({
    method: ['PUT', 'DELETE', 'PATCH'],
    url: '/graphql',
    schema: { hide: true },
    handler: (request, reply) =>
      sendGraphQLError(reply, 405, `Method ${request.method} is not supported: use GET or POST`),
  })
  r.get(
    '/graphql/schema.graphql',
    { schema: { summary: 'The GraphQL schema (SDL)', tags: ['graphql'] } },
    (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=300').send(sdl),
  )
  if (ctx.config.env !== 'production') graphiqlRoutes(app)
}

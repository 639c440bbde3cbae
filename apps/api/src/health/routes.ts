import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { mirrorWarmth } from '../catalog/mirror/catalog-mirror.ts'

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/api', { schema: { hide: true } }, async () => ({ version: '0.1.0' }))
  r.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ code: z.literal(200), result: z.any() }), 503: z.any() },
      },
    },
    async (_req, reply) => {
      try {
        const [row] = await ctx.database.rows<{ products: number }>(
          sql`select count(*)::int as products from product`,
        )
        return sendOk(reply, {
          status: 'ok',
          database: ctx.database.kind,
          cache: ctx.cache.kind,
          products: row?.products ?? 0,
          catalog: {
            engine: ctx.config.catalog.engine,
            // 'loading' right after a start: searches may wait for the in-process catalogue
            mirror: ctx.config.catalog.engine === 'memory' ? mirrorWarmth(ctx.database) : 'off',
          },
        })
      } catch (err) {
        ctx.log.error({ err }, 'health check failed')
        return sendError(reply, 503, 'database unreachable')
      }
    },
  )
}

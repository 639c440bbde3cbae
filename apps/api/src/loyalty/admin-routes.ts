/**
 * Staff API for loyalty claims under /api/admin/backoffice/claims (x-admin-key, decision 0197):
 * a customer's claims, and adding one.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { adminGuard } from '../http/admin-key.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendResult } from '../http/result.ts'
import { addClaimBody, addCustomerClaim, claimsQuery, listCustomerClaims } from './staff-claims.ts'

const tags = ['admin']
const BASE = '/api/admin/backoffice/claims'

export async function loyaltyAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }
  r.get(
    BASE,
    {
      ...admin,
      schema: {
        summary: "A customer's loyalty claims, newest first, with their sum",
        tags,
        querystring: claimsQuery,
      },
    },
    async (req, reply) => sendResult(reply, await listCustomerClaims(ctx, req.query.customer)),
  )
  r.post(
    BASE,
    {
      ...admin,
      schema: {
        summary: 'Add a loyalty claim to a customer (value above 0; code generated unless given)',
        tags,
        body: addClaimBody,
      },
    },
    async (req, reply) => sendResult(reply, await addCustomerClaim(ctx, req.body)),
  )
}

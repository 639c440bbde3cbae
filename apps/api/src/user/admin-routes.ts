/**
 * `/api/admin/customers/*` (ADMIN_API_KEY, header x-admin-key): set a customer's group, so demos
 * and tests can make a business customer (docs/decisions/0077). The same guard as the review
 * moderation: without the setting these endpoints answer 404.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendOk } from '../http/envelope.ts'
import { sendResult } from '../http/result.ts'
import { adminGuard } from '../http/admin-key.ts'
import { customerGroups, setCustomerGroup } from './customer-group-admin.ts'
import { invalidateCustomerPrices } from '../backoffice/price-cache.ts'

const tags = ['admin']
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const groupBody = z.object({ group_id: z.number().int().nonnegative().max(2_147_483_647) })

export async function customerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }

  r.get(
    '/api/admin/customer-groups',
    { ...admin, schema: { summary: 'The customer groups (0 is for guests)', tags } },
    async (_req, reply) => sendOk(reply, await customerGroups(ctx)),
  )

  r.post(
    '/api/admin/customers/:id/group',
    {
      ...admin,
      schema: {
        summary: "Set a customer's group (1 retail, 2 business, 3 dealer)",
        description:
          'Cart prices follow at once; catalogue prices follow when the customer next loads /api/user/me ' +
          '(a new groupToken), which the storefront does at every page load.',
        tags,
        params: idParams,
        body: groupBody,
      },
    },
    async (req, reply) => {
      const changed = await setCustomerGroup(ctx, { id: req.params.id }, req.body.group_id)
      // the group is part of a trade customer's price (group tiers): their cached prices go too
      if (changed.ok) await invalidateCustomerPrices(ctx, [changed.value.id])
      return sendResult(reply, changed)
    },
  )
}

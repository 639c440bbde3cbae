/**
 * The customer group whose prices /api/product/render-list answers (decision 0053): a logged-in
 * customer's access token (`token` or a Bearer header) decides; without one, `userGroupId` counts
 * only for the public groups, so that business and dealer prices stay with their members.
 */
import type { FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { publicGroupOrNull } from '../catalog/customer-group.ts'
import { requestToken } from '../user/authenticate.ts'
import { verifyAccessToken } from '../user/tokens.ts'
import { fail, ok, type Result } from '../result.ts'

export async function renderListGroup(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Result<number | undefined>> {
  const token = requestToken(request)
  if (token) {
    const customerId = await verifyAccessToken(ctx, token)
    if (customerId !== null) {
      const [row] = await ctx.database.rows<{ groupId: number }>(
        sql`select group_id as "groupId" from customer where id = ${customerId}`,
      )
      if (row) return ok(row.groupId)
    }
  }
  const { userGroupId } = request.query as { userGroupId?: number }
  if (userGroupId === undefined || publicGroupOrNull(userGroupId) !== null) return ok(userGroupId)
  // a group that does not exist is a mistake worth naming; one that does is not for this caller
  const [known] = await ctx.database.rows(sql`select 1 from customer_group where id = ${userGroupId}`)
  return known ? ok(undefined) : fail('invalid', `Unknown userGroupId ${userGroupId}`)
}

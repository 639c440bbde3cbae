/**
 * The order-list calls of spec 001 §7 under /api/orderlist (decision 0161): the token as
 * `?token=` (or a Bearer header), answers `{code, result}`; guests get the spec's 401
 * 'U need to be loggedin to access your favorites.'. Thin: list-service.ts decides.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf } from '../http/principal.ts'
import { sendFailure, sendResult } from '../http/result.ts'
import type { Result } from '../result.ts'
import { listCallerOf, type ListCaller } from './caller.ts'
import * as lists from './list-service.ts'
import * as s from './schemas.ts'

const BASE = '/api/orderlist'

export async function orderListRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  // every answer is one customer's
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['orderlist']

  /** `field`/`named`: the customer the request names, by the name it uses for it */
  const serve = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    field: 'customer_id' | 'customerId',
    named: number | undefined,
    op: (caller: ListCaller) => Promise<Result<T>>,
  ) => {
    const caller = listCallerOf(ctx, await principalOf(ctx, request), field, named)
    if (!caller.ok) return sendFailure(reply, caller)
    return sendResult(reply, await op(caller.value))
  }

  r.get(
    `${BASE}/lists`,
    { schema: { summary: "The customer's order lists", tags, querystring: s.listsQuery } },
    (req, reply) => serve(req, reply, 'customer_id', req.query.customer_id, lists.lists),
  )
  r.get(
    `${BASE}/items`,
    {
      schema: {
        summary: "A list's items with product, variant, default amount and the caller's prices",
        tags,
        querystring: s.listQuery,
      },
    },
    (req, reply) =>
      serve(req, reply, 'customer_id', req.query.customer_id, (c) => lists.items(c, req.query.list_id)),
  )
  r.get(
    `${BASE}/is-allowed`,
    {
      schema: { summary: 'Whether the list is the customer’s (true/false)', tags, querystring: s.listQuery },
    },
    (req, reply) =>
      serve(req, reply, 'customer_id', req.query.customer_id, (c) => lists.isAllowed(c, req.query.list_id)),
  )
  r.get(
    `${BASE}/product-on-list`,
    {
      schema: {
        summary: 'Whether a product is on the list (true/false)',
        tags,
        querystring: s.productOnListQuery,
      },
    },
    (req, reply) =>
      serve(req, reply, 'customer_id', req.query.customer_id, (c) =>
        lists.productOnList(c, req.query.list_id, req.query.entity_id),
      ),
  )
  r.post(
    `${BASE}/list-with-filters`,
    {
      schema: {
        summary: "A page of a list's items, searched by name or sku",
        tags,
        querystring: s.tokenQuery,
        body: s.filtersBody,
      },
    },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) => lists.listWithFilters(c, req.body.options)),
  )
  r.post(
    `${BASE}/add-list`,
    { schema: { summary: 'A new, empty list', tags, querystring: s.tokenQuery, body: s.addListBody } },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) => lists.addList(c, req.body.name)),
  )
  r.post(
    `${BASE}/copy`,
    {
      schema: {
        summary: "A copy of a list (the customer's, or an acting purchaser's own) for the customer",
        tags,
        querystring: s.tokenQuery,
        body: s.copyBody,
      },
    },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) =>
        lists.copyList(c, req.body.listId, req.body.name),
      ),
  )
  r.post(
    `${BASE}/rename`,
    { schema: { summary: 'Rename a list', tags, querystring: s.tokenQuery, body: s.renameBody } },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) =>
        lists.renameList(c, req.body.listId, req.body.name),
      ),
  )
  r.delete(
    `${BASE}/list`,
    {
      schema: { summary: 'Delete a list with its items', tags, querystring: s.tokenQuery, body: s.listBody },
    },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) => lists.deleteList(c, req.body.listId)),
  )
  r.post(
    `${BASE}/add-product`,
    {
      schema: {
        summary: 'Put a product (with the chosen variant in childData) on a list',
        tags,
        querystring: s.tokenQuery,
        body: s.addProductBody,
      },
    },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) =>
        lists.addProduct(c, { ...req.body, childData: req.body.childData ?? undefined }),
      ),
  )
  r.delete(
    `${BASE}/item`,
    {
      schema: {
        summary: 'Take a product (all its variants, or the one childSku names) off a list',
        tags,
        querystring: s.tokenQuery,
        body: s.deleteItemBody,
      },
    },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) => lists.deleteItem(c, req.body)),
  )
  r.post(
    `${BASE}/reorder`,
    {
      schema: {
        summary: "A new order of the list's items (every item id once)",
        tags,
        querystring: s.tokenQuery,
        body: s.reorderBody,
      },
    },
    (req, reply) =>
      serve(req, reply, 'customerId', req.body.customerId, (c) =>
        lists.reorderList(c, req.body.listId, req.body.order),
      ),
  )
}

/**
 * `/api/admin/backoffice/orders…` (x-admin-key, decision 0170): staff create phone and counter
 * orders, ship lines (a shipment with track and trace, invoiced at once), put lines on backorder
 * with an expected date, deliver a shipment and cancel a backorder. staff-orders.ts decides; the
 * CLI (`npm run backoffice -- orders …`) calls the same functions.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { adminGuard } from '../http/admin-key.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendResult } from '../http/result.ts'
import * as s from './schemas.ts'
import * as staff from './staff-orders.ts'

const tags = ['admin']
const BASE = '/api/admin/backoffice'

export async function fulfilmentAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }

  r.get(
    `${BASE}/customers/:customer/orders`,
    {
      ...admin,
      schema: {
        summary: "A customer's back-office orders, newest first (50)",
        tags,
        params: s.customerParams,
      },
    },
    async (req, reply) => sendResult(reply, await staff.listOrders(ctx, req.params.customer)),
  )
  r.post(
    `${BASE}/orders`,
    {
      ...admin,
      schema: {
        summary: 'Create a phone or counter order at the customer’s prices',
        tags,
        body: s.createOrderSchema,
      },
    },
    async (req, reply) => sendResult(reply, await staff.createOrder(ctx, req.body)),
  )
  r.get(
    `${BASE}/orders/:orderId`,
    {
      ...admin,
      schema: { summary: 'One order with lines, shipments and invoices', tags, params: s.orderParams },
    },
    async (req, reply) => sendResult(reply, await staff.showOrder(ctx, req.params.orderId)),
  )
  r.post(
    `${BASE}/orders/:orderId/ship`,
    {
      ...admin,
      schema: {
        summary: 'Ship lines: a shipment with carrier and tracking, invoiced',
        tags,
        params: s.orderParams,
        body: s.shipSchema,
      },
    },
    async (req, reply) =>
      sendResult(reply, await staff.ship(ctx, { orderId: req.params.orderId, ...req.body })),
  )
  r.post(
    `${BASE}/orders/:orderId/backorder`,
    {
      ...admin,
      schema: {
        summary: 'Put what is open of a line on backorder with an expected date',
        tags,
        params: s.orderParams,
        body: s.backorderSchema,
      },
    },
    async (req, reply) =>
      sendResult(reply, await staff.backorder(ctx, { orderId: req.params.orderId, ...req.body })),
  )
  r.post(
    `${BASE}/orders/:orderId/cancel-backorder`,
    {
      ...admin,
      schema: {
        summary: 'Cancel (part of) a backordered line',
        tags,
        params: s.orderParams,
        body: s.staffCancelSchema,
      },
    },
    async (req, reply) =>
      sendResult(reply, await staff.staffCancelBackorder(ctx, { orderId: req.params.orderId, ...req.body })),
  )
  r.post(
    `${BASE}/shipments/:number/deliver`,
    {
      ...admin,
      schema: { summary: 'A shipment was delivered', tags, params: s.shipmentParams, body: s.deliverSchema },
    },
    async (req, reply) =>
      sendResult(reply, await staff.deliver(ctx, req.params.number, req.body?.deliveredAt)),
  )
}

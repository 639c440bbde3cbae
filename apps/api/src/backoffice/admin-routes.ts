/**
 * `/api/admin/backoffice/*` (ADMIN_API_KEY, header x-admin-key; decision 0134): staff manage trade
 * customers, their flags, allowed methods and price agreements, and supplier stock without code.
 * The same guard as the other admin endpoints (404 without the setting, 401 without the key). The
 * rules live in staff-customers.ts and staff-agreements.ts, which `npm run backoffice` uses too.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { adminGuard } from '../http/admin-key.ts'
import { sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { sendResult } from '../http/result.ts'
import {
  listAgreements,
  putAgreement,
  removeAgreement,
  replaceAgreements,
  setSupplierStock,
} from './staff-agreements.ts'
import {
  createTradeCustomer,
  listTradeCustomers,
  setAllowedMethods,
  setTradeFlags,
  staffCustomer,
} from './staff-customers.ts'
import {
  agreementParams,
  agreementSchema,
  agreementsSchema,
  createTradeCustomerSchema,
  customerIdParams,
  flagsSchema,
  methodsSchema,
  supplierStockSchema,
} from './staff-schemas.ts'

const tags = ['admin']
const BASE = '/api/admin/backoffice'

export async function backofficeAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  noStoreAnswers(app)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preHandler: adminGuard(ctx.config) }

  r.get(
    `${BASE}/customers`,
    { ...admin, schema: { summary: 'The trade customers (customers with a back-office id)', tags } },
    async (_req, reply) => sendOk(reply, await listTradeCustomers(ctx)),
  )

  r.post(
    `${BASE}/customers`,
    {
      ...admin,
      schema: {
        summary: 'Create a trade customer',
        description:
          'Without a password one is generated and answered once (`password`). 409 when the e-mail ' +
          'address or the back-office id is taken.',
        tags,
        body: createTradeCustomerSchema,
      },
    },
    async (req, reply) => sendResult(reply, await createTradeCustomer(ctx, req.body)),
  )

  r.get(
    `${BASE}/customers/:id`,
    { ...admin, schema: { summary: "A customer's back-office data", tags, params: customerIdParams } },
    async (req, reply) => sendResult(reply, await staffCustomer(ctx, req.params.id)),
  )

  r.post(
    `${BASE}/customers/:id/flags`,
    {
      ...admin,
      schema: {
        summary: "Set a customer's flags (purchaser, dropshipment, hidden-price mode, max discount)",
        description: 'Flags left out stay as they are. The customer sees the change at once.',
        tags,
        params: customerIdParams,
        body: flagsSchema,
      },
    },
    async (req, reply) => sendResult(reply, await setTradeFlags(ctx, req.params.id, req.body)),
  )

  r.post(
    `${BASE}/customers/:id/methods`,
    {
      ...admin,
      schema: {
        summary: 'Set the payment and shipment methods a customer may use',
        description:
          'A code the shop does not have is a 400 naming it; null allows every method of the shop.',
        tags,
        params: customerIdParams,
        body: methodsSchema,
      },
    },
    async (req, reply) => sendResult(reply, await setAllowedMethods(ctx, req.params.id, req.body)),
  )

  r.get(
    `${BASE}/customers/:id/agreements`,
    { ...admin, schema: { summary: "A customer's price agreements", tags, params: customerIdParams } },
    async (req, reply) => sendResult(reply, await listAgreements(ctx, req.params.id)),
  )

  r.post(
    `${BASE}/customers/:id/agreements`,
    {
      ...admin,
      schema: {
        summary: 'Add a price agreement (one with the same kind, target and min_qty is replaced)',
        description:
          'A net price per sku, or a discount per sku, brand or category (and its sub-categories), ' +
          'from min_qty on, within valid_from..valid_to (shop days, both included).',
        tags,
        params: customerIdParams,
        body: agreementSchema,
      },
    },
    async (req, reply) => sendResult(reply, await putAgreement(ctx, req.params.id, req.body)),
  )

  r.put(
    `${BASE}/customers/:id/agreements`,
    {
      ...admin,
      schema: {
        summary: "Replace all of a customer's price agreements",
        tags,
        params: customerIdParams,
        body: agreementsSchema,
      },
    },
    async (req, reply) => sendResult(reply, await replaceAgreements(ctx, req.params.id, req.body.agreements)),
  )

  r.delete(
    `${BASE}/customers/:id/agreements/:agreementId`,
    { ...admin, schema: { summary: 'Remove a price agreement', tags, params: agreementParams } },
    async (req, reply) =>
      sendResult(reply, await removeAgreement(ctx, req.params.id, req.params.agreementId)),
  )

  r.post(
    `${BASE}/supplier-stock`,
    {
      ...admin,
      schema: {
        summary: 'Set supplier stock and delivery days per sku',
        tags,
        body: supplierStockSchema,
      },
    },
    async (req, reply) => sendResult(reply, await setSupplierStock(ctx, req.body)),
  )
}

/**
 * Invoices over HTTP (issue 18, decisions 0172-0176): the §7 calls getOculusInvoices and
 * downloadInvoicePath under OCULUS_BASE_PATH for the signed-in customer (or the purchaser acting
 * for them), and the staff admin API under /api/admin/backoffice/invoices (x-admin-key).
 * Thin: invoice-service.ts and issue-invoice.ts decide.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { adminGuard } from '../http/admin-key.ts'
import { sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf } from '../http/principal.ts'
import { sendFailure, sendResult } from '../http/result.ts'
import { callerOf, checkNamedCustomer, type OculusCaller } from '../oculus/oculus-caller.ts'
import type { Result } from '../result.ts'
import {
  issueCreditNote,
  issueShipmentInvoice,
  sendInvoiceMail,
  type IssuedInvoice,
} from './issue-invoice.ts'
import {
  customerInvoiceFile,
  customerInvoices,
  markInvoicePaid,
  staffInvoiceFile,
  staffInvoices,
  type InvoiceFile,
} from './invoice-service.ts'
import { invoiceSellerSettings, registerInvoiceSeller } from './seller.ts'
import * as s from './schemas.ts'

const ADMIN = '/api/admin/backoffice/invoices'

function sendPdf(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.bytes)
}

export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  registerInvoiceSeller(invoiceSellerSettings(ctx.config))
  jsonOnlyBodies(app)
  // every answer is one customer's (or staff's): never kept by a shared cache
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = ctx.config.oculus.basePath
  const tags = ['oculus']

  /** the caller, with the customer the body names checked against them */
  const callerFor = async (
    request: FastifyRequest,
    body: { customerId?: string | number | null; customer_id?: string | number | null } | undefined,
  ): Promise<Result<OculusCaller>> => {
    const caller = callerOf(ctx, await principalOf(ctx, request))
    if (!caller.ok) return caller
    for (const field of ['customerId', 'customer_id'] as const) {
      const named = await checkNamedCustomer(caller.value, field, body?.[field])
      if (!named.ok) return named
    }
    return caller
  }

  r.post(
    `${base}/getOculusInvoices`,
    {
      schema: {
        summary: "The customer's invoices and credit notes, newest first",
        tags,
        querystring: s.tokenQuery,
        body: s.invoicesBody,
      },
    },
    async (req, reply) => {
      const caller = await callerFor(req, req.body)
      if (!caller.ok) return sendFailure(reply, caller)
      const page = await customerInvoices(
        ctx.database.db,
        caller.value.customerId,
        req.body?.page,
        req.body?.pageSize,
      )
      return sendOk(reply, { body: page })
    },
  )

  r.post(
    `${base}/downloadInvoicePath`,
    {
      schema: {
        summary: 'The PDF of one of the customer’s invoices (application/pdf)',
        tags,
        querystring: s.tokenQuery,
        body: s.downloadBody,
      },
    },
    async (req, reply) => {
      const caller = await callerFor(req, req.body)
      if (!caller.ok) return sendFailure(reply, caller)
      const file = await customerInvoiceFile(ctx.database.db, caller.value.customerId, req.body.invoicePath)
      return file.ok ? sendPdf(reply, file.value) : sendFailure(reply, file)
    },
  )

  // ---- staff ----
  const admin = { preHandler: adminGuard(ctx.config) }
  const adminTags = ['admin']

  r.get(
    ADMIN,
    {
      ...admin,
      schema: {
        summary: 'Issued invoices and credit notes, newest first',
        tags: adminTags,
        querystring: s.staffListQuery,
      },
    },
    async (req, reply) => sendOk(reply, await staffInvoices(ctx.database.db, req.query)),
  )
  r.get(
    `${ADMIN}/:number/pdf`,
    {
      ...admin,
      schema: { summary: 'The stored PDF of an invoice', tags: adminTags, params: s.numberParams },
    },
    async (req, reply) => {
      const file = await staffInvoiceFile(ctx.database.db, req.params.number)
      return file.ok ? sendPdf(reply, file.value) : sendFailure(reply, file)
    },
  )
  r.post(
    `${ADMIN}/:number/paid`,
    {
      ...admin,
      schema: {
        summary: 'Mark an invoice paid',
        tags: adminTags,
        params: s.numberParams,
        body: s.markPaidBody,
      },
    },
    async (req, reply) =>
      sendResult(
        reply,
        await markInvoicePaid(
          ctx.database.db,
          req.params.number,
          req.body?.paidAt ? new Date(req.body.paidAt) : ctx.now(),
        ),
      ),
  )
  const issueAndMail = async (
    reply: FastifyReply,
    issue: (tx: Parameters<typeof issueShipmentInvoice>[0]) => Promise<Result<IssuedInvoice>>,
  ) => {
    let result: Result<IssuedInvoice> | undefined
    try {
      await ctx.database.db.transaction(async (tx) => {
        result = await issue(tx)
        if (!result.ok) tx.rollback()
      })
    } catch (err) {
      if (!(result && !result.ok)) throw err
    }
    if (result!.ok) await sendInvoiceMail(ctx, result!.value.id)
    return sendResult(reply, result!)
  }
  r.post(
    `${ADMIN}/issue-shipment`,
    {
      ...admin,
      schema: {
        summary: 'Issue (or get) the invoice of a shipment and mail it',
        tags: adminTags,
        body: s.issueShipmentBody,
      },
    },
    (req, reply) =>
      issueAndMail(reply, (tx) => issueShipmentInvoice(tx, req.body.shipmentId, { now: ctx.now() })),
  )
  r.post(
    `${ADMIN}/issue-return`,
    {
      ...admin,
      schema: {
        summary: 'Issue (or get) the credit note of a return and mail it',
        tags: adminTags,
        body: s.issueReturnBody,
      },
    },
    (req, reply) => issueAndMail(reply, (tx) => issueCreditNote(tx, req.body.returnId, { now: ctx.now() })),
  )
}

/**
 * The visit-report calls of spec 001 §7 under the back-office base path (issue 19, decision 0203):
 * POST JSON `hasreport`, `sendreport`, `changetodostatus`, `todosstatus`, `retodosreports`, the
 * purchaser's token (own or takeover) as Bearer or `?token=`; answers `{code: 200, result: {body}}`
 * or `{code, result: "<message naming the field>", meta?: {problems}}`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import { sendOk } from '../http/envelope.ts'
import { jsonOnlyBodies } from '../http/json-body-policy.ts'
import { noStoreAnswers } from '../http/no-store.ts'
import { principalOf } from '../http/principal.ts'
import { sendFailure } from '../http/result.ts'
import { tokenQuery } from '../oculus/schemas.ts'
import type { Result } from '../result.ts'
import * as s from './schemas.ts'
import { visitCallerOf, type VisitCaller } from './visit-caller.ts'
import {
  changeTodoStatus,
  hasReport,
  retodosReports,
  sendReport,
  todosStatus,
} from './visit-report-service.ts'

/** A report's answers are bounded at 16 000 characters (commerce); the body has room for its todos. */
const SEND_REPORT_BODY_BYTES = 64 * 1024
const OTHER_BODY_BYTES = 32 * 1024

export async function visitReportRoutes(app: FastifyInstance, ctx: AppContext) {
  jsonOnlyBodies(app)
  // every answer is about one purchaser's customers: never kept by a shared cache
  noStoreAnswers(app, 'no-cache, no-store')
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = ctx.config.oculus.basePath
  const tags = ['visit-report']

  const serve = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    op: (c: VisitCaller) => Promise<Result<T>>,
  ) => {
    const caller = await visitCallerOf(ctx, await principalOf(ctx, request))
    if (!caller.ok) return sendFailure(reply, caller)
    const result = await op(caller.value)
    return result.ok ? sendOk(reply, { body: result.value }) : sendFailure(reply, result)
  }
  const schema = <B extends z.ZodType>(summary: string, body: B, bodyLimit = OTHER_BODY_BYTES) => ({
    schema: { summary, tags, querystring: tokenQuery, body },
    bodyLimit,
  })

  r.post(
    `${base}/hasreport`,
    schema(
      'Whether an assigned customer got a visit report today (Europe/Amsterdam), and the last one',
      s.customerOnlyBody,
    ),
    (req, reply) => serve(req, reply, (c) => hasReport(c, req.body)),
  )
  r.post(
    `${base}/sendreport`,
    schema(
      "A purchaser's visit report on an assigned customer with its todos, in one transaction",
      s.sendReportBody,
      SEND_REPORT_BODY_BYTES,
    ),
    (req, reply) => serve(req, reply, (c) => sendReport(c, req.body)),
  )
  r.post(
    `${base}/changetodostatus`,
    schema(
      'Close (done) or reopen (open) one todo or several (todo_id an array), all or none',
      s.changeTodoStatusBody,
    ),
    (req, reply) => serve(req, reply, (c) => changeTodoStatus(c, req.body)),
  )
  r.post(
    `${base}/todosstatus`,
    schema(
      "Counts of an assigned customer's todos (open, done, overdue) and late orders",
      s.customerOnlyBody,
    ),
    (req, reply) => serve(req, reply, (c) => todosStatus(c, req.body)),
  )
  r.post(
    `${base}/retodosreports`,
    schema(
      "The caller's todos across their assigned customers, overdue first, with counts per customer",
      s.noBody,
    ),
    (req, reply) => serve(req, reply, retodosReports),
  )
}

/**
 * Status codes and error bodies of /graphql (decision 0238). GraphQL's habit is 200 with
 * `errors`; the shop's rule is that bad input is a 4xx naming the problem, and clients and the
 * attack suite read the status. So: a request that cannot run (syntax, unknown field, bad
 * variable, over a limit) is 400 with `data: null`; a resolver refusing its arguments (a
 * QueryError of the catalogue) is 400 with what data there is; a bug is 500 and says nothing more.
 * Bodies always have the GraphQL shape `{data?, errors: [{message, locations?, path?}]}`.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { validationMessage } from '../http/validation-message.ts'
import type { ExecutionResult, GraphQLError } from 'graphql'

interface WireError {
  message: string
  locations?: readonly { line: number; column: number }[]
  path?: readonly (string | number)[]
}

const clientStatus = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

const wire = (e: { message: string; locations?: unknown; path?: unknown }): WireError => ({
  message: e.message,
  ...(Array.isArray(e.locations) ? { locations: e.locations } : {}),
  ...(Array.isArray(e.path) ? { path: e.path } : {}),
})

export function sendGraphQLError(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ data: null, errors: [{ message }] })
}

/** mercurius's errorFormatter: errors raised while resolving. */
export function formatExecutionErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  context: { reply?: FastifyReply },
) {
  let status = 200
  const errors = execution.errors.map((error) => {
    const original = error.originalError
    const client = clientStatus(original)
    // an argument GraphQL could not coerce, or no path: the operation could not start (a
    // mutation: the schema has none); a null where the schema promises none (a path) is ours
    if (client !== undefined || original?.name === 'GraphQLError' || (!original && !error.path)) {
      status = Math.max(status, client ?? 400)
      return wire(error)
    }
    context.reply?.log.error({ err: original ?? error }, 'graphql resolver failed')
    status = 500
    return wire({ ...error, message: 'Internal server error' })
  })
  return { statusCode: status, response: { data: execution.data ?? null, errors } }
}

/** mercurius throws its validation errors (syntax, schema, depth, variables) with a list in `errors`. */
export function requestErrorsOf(error: unknown): { status: number; errors: WireError[] } | null {
  const list = (error as { errors?: unknown } | null)?.errors
  if (!Array.isArray(list) || list.length === 0) return null
  return { status: clientStatus(error) ?? 400, errors: list.map((e: Error) => wire(e)) }
}

/** The scope's error handler: HTTP-level problems (body, content-type, query string) in GraphQL shape. */
export function graphqlErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const invalid = validationMessage(error)
  if (invalid) return sendGraphQLError(reply, 400, invalid)
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return sendGraphQLError(
      reply,
      413,
      `The request body is larger than ${request.routeOptions.bodyLimit} bytes`,
    )
  const status = clientStatus(error)
  if (status !== undefined) return sendGraphQLError(reply, status, error.message)
  request.log.error({ err: error }, 'unhandled error')
  return sendGraphQLError(reply, 500, 'Internal server error')
}

/**
 * JSON-only request bodies with an answer that names the problem. Fastify would parse text/plain
 * into a string, or refuse other types with a bare "Unsupported Media Type"; within the catalogue
 * and URL-map scopes every body is read as text first and a non-JSON content-type gets a 415
 * saying which content-type to send.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from '../http/envelope.ts'

/** Lets every content-type through to requireJsonBody (call once per encapsulated scope). */
export function acceptAnyBody(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
}

const isJson = (contentType: string | undefined) =>
  !contentType || /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())

export async function requireJsonBody(request: FastifyRequest, reply: FastifyReply) {
  const contentType = request.headers['content-type']
  if (!isJson(contentType) && request.body !== undefined && request.body !== '') {
    return sendError(
      reply,
      415,
      `Unsupported content-type ${JSON.stringify(contentType)}: send the body as application/json`,
    )
  }
}

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pipeline, Readable } from 'node:stream'
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { sendError } from '../http/envelope.ts'
import { newNonce, pageCsp } from '../http/security-headers.ts'
import { PageRenders } from './page-renders.ts'

export const defaultStorefrontBuild = new URL('../../../storefront/build', import.meta.url).pathname

/** The storefront's loaders reach the API in-process (no socket, no second port). */
function inProcessApi(app: FastifyInstance) {
  return async (
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      payload: init.body === undefined ? undefined : JSON.stringify(init.body),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
    })
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    })
  }
}

/**
 * The Web Request the renderer sees. Its origin is the shop's PUBLIC_URL, never the Host header:
 * canonical and hreflang links, sitemap.xml and robots.txt are built from it and cached, and a
 * forged Host would otherwise be written into them (issue 14 §9, docs/decisions/0107).
 */
export function toWebRequest(request: FastifyRequest, publicOrigin: string): Request {
  const origin = publicOrigin
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else if (value !== undefined) headers.set(key, value)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(origin + request.url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed body; not in the DOM typings
    duplex: hasBody ? 'half' : undefined,
  })
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json))/

/**
 * Pages and loader data compressed when the browser accepts it (brotli, else gzip). Every chunk
 * is flushed as it comes, so a streamed page still reaches the browser piece by piece.
 */
function encodedBody(request: FastifyRequest, reply: FastifyReply, response: Response): Readable {
  const body = Readable.fromWeb(response.body as WebReadableStream)
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return body
  const accepted = String(request.headers['accept-encoding'] ?? '')
  const encoder = /\bbr\b/.test(accepted)
    ? createBrotliCompress({
        flush: zlib.BROTLI_OPERATION_FLUSH,
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
      })
    : /\bgzip\b/.test(accepted)
      ? createGzip({ flush: zlib.Z_SYNC_FLUSH })
      : null
  // added to the page's own Vary (Cookie: the customer group, see the storefront's entry.server)
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
  if (!encoder) return body
  reply.header('content-encoding', /\bbr\b/.test(accepted) ? 'br' : 'gzip')
  reply.removeHeader('content-length')
  return pipeline(body, encoder, () => {})
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status)
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  return reply.send(encodedBody(request, reply, response))
}

/**
 * Serves the built storefront: hashed assets with immutable caching, other public files, and every
 * remaining path through React Router's server renderer. Unknown /api paths stay JSON 404s.
 */
export async function mountStorefront(
  app: FastifyInstance,
  buildDir = defaultStorefrontBuild,
  renders = new PageRenders(),
  publicOrigin = 'http://localhost:3000',
  cspThirdParty: readonly string[] = [],
): Promise<boolean> {
  const serverEntry = join(buildDir, 'server/index.js')
  if (!existsSync(serverEntry)) return false
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  const api = inProcessApi(app)

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // the build writes .br and .gz next to each text asset (vite.config.ts)
    preCompressed: true,
    // @fastify/static 10 hands setHeaders the Fastify reply
    setHeaders: (reply, path) => {
      reply.header('content-security-policy', pageCsp())
      const immutable = path.includes('/assets/')
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  })

  app.all('/api/*', async (request, reply) =>
    sendError(reply, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
  )

  await app.register(async (scope) => {
    // the renderer reads form bodies itself
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null))
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (!renders.begin()) return reply.status(503).header('retry-after', '5').send('Shutting down')
        // a streamed page still runs deferred loaders after the handler returns: count it until sent
        reply.raw.once('close', () => renders.end())
        // inline scripts and styles of this page carry the nonce (entry.server.tsx, root.tsx)
        const cspNonce = newNonce()
        const response = await handle(toWebRequest(request, publicOrigin), { api, cspNonce })
        reply.header('content-security-policy', pageCsp(cspNonce, cspThirdParty))
        return sendWebResponse(request, reply, response)
      },
    })
  })
  return true
}

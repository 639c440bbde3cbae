/**
 * GraphiQL for developers (decision 0239): mercurius's own page and scripts, outside production
 * only. They load React and GraphiQL from unpkg.com, so this page alone gets a policy allowing it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'

const CDN = 'https://unpkg.com'
const POLICY = [
  "default-src 'none'",
  `script-src 'self' ${CDN}`,
  // the page's own <style> and GraphiQL's inline styles
  `style-src 'self' 'unsafe-inline' ${CDN}`,
  `font-src ${CDN} data:`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

export function graphiqlRoutes(app: FastifyInstance) {
  const dir = join(dirname(createRequire(import.meta.url).resolve('mercurius')), 'static')
  const file = (name: string) => readFileSync(join(dir, name), 'utf8')
  const files = {
    page: file('graphiql.html'),
    main: file('main.js'),
    worker: file('sw.js'),
    config: `window.GRAPHQL_ENDPOINT = '/graphql';\nwindow.GRAPHIQL_PLUGIN_LIST = []`,
  }
  const hidden = { schema: { hide: true } }
  app.get('/graphiql', hidden, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', POLICY).send(files.page),
  )
  for (const [path, body] of [
    ['/graphiql/main.js', files.main],
    ['/graphiql/sw.js', files.worker],
    ['/graphiql/config.js', files.config],
  ] as const) {
    app.get(path, hidden, (_request, reply) => reply.type('application/javascript; charset=utf-8').send(body))
  }
}

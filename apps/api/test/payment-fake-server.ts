/**
 * A local stand-in for a payment provider's API (node:http or node:https), answering what each
 * test tells it to: real-looking JSON, garbage, errors, or nothing at all (timeouts).
 *
 * HTTPS: the official Mollie client only speaks HTTPS and pins its own CA bundle, so its fake runs
 * on HTTPS with the self-signed test-only certificate in payment-fixtures/ and the test file
 * turns certificate checks off for its own process (see payment-mollie.test.ts).
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { AddressInfo } from 'node:net'

export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: unknown
}

export interface FakeAnswer {
  status?: number
  /** JSON-encoded unless `raw` */
  json?: unknown
  raw?: string
  contentType?: string
  /** never answer (the client must time out) */
  hang?: boolean
}

export type FakeHandler = (req: FakeRequest) => FakeAnswer

export interface FakeProvider {
  url: string
  requests: FakeRequest[]
  handle: FakeHandler
  close(): Promise<void>
}

export async function startFakeProvider(options: {
  https?: boolean
  handle: FakeHandler
}): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: '',
    requests: [],
    handle: options.handle,
    close: async () => {},
  }
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        /* keep the text */
      }
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      }
      fake.requests.push(request)
      const answer = fake.handle(request)
      if (answer.hang) return
      res.statusCode = answer.status ?? 200
      res.setHeader('content-type', answer.contentType ?? 'application/json')
      res.end(answer.raw ?? JSON.stringify(answer.json ?? null))
    })
  }
  const fixtures = resolve(import.meta.dirname, 'payment-fixtures')
  const server: Server = options.https
    ? createHttpsServer(
        {
          key: readFileSync(resolve(fixtures, 'localhost-key.pem')),
          cert: readFileSync(resolve(fixtures, 'localhost-cert.pem')),
        },
        listener,
      )
    : createHttpServer(listener)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  fake.url = `${options.https ? 'https' : 'http'}://127.0.0.1:${port}`
  fake.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections()
      server.close(() => done())
    })
  return fake
}

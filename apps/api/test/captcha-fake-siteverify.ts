/**
 * A stand-in for a hosted captcha's siteverify endpoint, behaving like the providers' test mode
 * (Turnstile's and hCaptcha's documented test keys): the dummy token passes once for the test
 * secret, a second check of the same token answers `timeout-or-duplicate`, anything else fails.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const TEST_SECRET = '1x0000000000000000000000000000000AA'
export const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

export interface FakeSiteverify {
  url: string
  /** every form the shop posted */
  calls: Array<Record<string, string>>
  close(): Promise<void>
}

export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const calls: Array<Record<string, string>> = []
  const used = new Set<string>()
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body))
      calls.push(form)
      const answer = (success: boolean, codes: string[] = []) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ success, 'error-codes': codes, hostname: 'localhost' }))
      }
      if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return answer(false, ['bad-request'])
      }
      if (form.secret !== TEST_SECRET) return answer(false, ['invalid-input-secret'])
      if (!form.response) return answer(false, ['missing-input-response'])
      if (used.has(form.response)) return answer(false, ['timeout-or-duplicate'])
      if (form.response !== DUMMY_TOKEN) return answer(false, ['invalid-input-response'])
      used.add(form.response)
      return answer(true)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    calls,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

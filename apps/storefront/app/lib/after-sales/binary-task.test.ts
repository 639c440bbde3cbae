import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MSG_BAD_CONTENT_TYPE, networkTask, resetTokenLock, setTokenSession } from '../network-task.ts'

const pdf = () =>
  new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
    headers: { 'content-type': 'application/pdf' },
  })
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('a file answer (downloadInvoicePath) through the network client', () => {
  let token = 'old'
  const answers: Response[] = []
  const urls: string[] = []
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://shop.test' } })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        urls.push(url.toString())
        return answers.shift()!
      }),
    )
    token = 'old'
    resetTokenLock()
    setTokenSession({
      token: () => token,
      refreshToken: () => 'r1',
      refreshed: (next) => {
        token = next
      },
      failed: () => undefined,
      fatal: () => undefined,
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    setTokenSession(null)
    answers.length = 0
    urls.length = 0
  })

  it('hands the PDF over as a Blob, after a token refresh on 401', async () => {
    answers.push(json({ code: 401, result: 'expired' }, 401), json({ code: 200, result: 'new' }), pdf())
    const answer = await networkTask<Blob>({
      url: '/api/oculus/downloadInvoicePath',
      method: 'POST',
      body: { invoicePath: 'invoices/2026/F2026-000001.pdf' },
      token: 'old',
      binary: true,
    })
    expect(answer.code).toBe(200)
    expect(answer.result).toBeInstanceOf(Blob)
    expect(new TextDecoder().decode(await answer.result.arrayBuffer())).toBe('%PDF-')
    expect(urls[2]).toContain('token=new')
  })

  it('still reads a refusal as the JSON envelope, and other calls still refuse a non-JSON answer', async () => {
    answers.push(json({ code: 404, result: 'invoicePath: no such invoice of yours' }, 404))
    const refused = await networkTask({
      url: '/api/oculus/downloadInvoicePath',
      method: 'POST',
      body: {},
      token: 'old',
      binary: true,
    })
    expect(refused).toEqual({ code: 404, result: 'invoicePath: no such invoice of yours', meta: undefined })
    answers.push(pdf())
    await expect(
      networkTask({ url: '/api/oculus/getOculusInvoices', method: 'POST', body: {}, token: 'old' }),
    ).rejects.toThrow(MSG_BAD_CONTENT_TYPE)
  })
})

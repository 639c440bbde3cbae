/**
 * Page 1 of a demo dealer's newest invoice, for the screenshot set (issue 18). Chromium shows no
 * PDF without its viewer, so the page renders the stored PDF itself with pdf.js (the build unpdf
 * ships) onto a canvas; the shop answers the PDF exactly as the dealer downloads it.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import { TRADE_DEMO_PASSWORD } from '../apps/api/src/seed/trade-customers.ts'

const DEALER = { username: 'inkoop@rijwielhandel-jansen.nl', password: TRADE_DEMO_PASSWORD }
const PAGE_HTML = `<!doctype html><body style="margin:0;background:#fff"><canvas id="page"></canvas>
<script type="module">
  const pdfjs = await import('/pdfjs.mjs')
  const data = new Uint8Array(await (await fetch('/invoice.pdf')).arrayBuffer())
  const first = await (await pdfjs.getDocument({ data }).promise).getPage(1)
  const viewport = first.getViewport({ scale: 1366 / first.getViewport({ scale: 1 }).width })
  const canvas = document.getElementById('page')
  canvas.width = viewport.width
  canvas.height = viewport.height
  await first.render({ canvasContext: canvas.getContext('2d'), viewport }).promise
  document.body.dataset.rendered = 'yes'
</script>`

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

/** Writes the picture to `file`; throws when the dealer has no invoice or the PDF does not render. */
export async function invoiceShot(browser: Browser, base: string, file: string): Promise<void> {
  const login = await post<{ result: string }>(base, '/api/user/login', DEALER)
  const token = login.result
  const list = await post<{ result: { body: { invoices: { invoicePath: string }[] } } }>(
    base,
    '/api/oculus/getOculusInvoices',
    { pageSize: 1 },
    token,
  )
  const invoicePath = list.result.body.invoices[0]?.invoicePath
  if (!invoicePath) throw new Error('the demo dealer has no invoice')
  const res = await fetch(`${base}/api/oculus/downloadInvoicePath`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ invoicePath }),
  })
  if (!res.ok) throw new Error(`downloadInvoicePath answered ${res.status}`)
  const pdf = Buffer.from(await res.arrayBuffer())
  const pdfjs = readFileSync(fileURLToPath(import.meta.resolve('unpdf/pdfjs')))

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    const page = await context.newPage()
    await page.route('http://invoice.test/**', (route) => {
      const url = route.request().url()
      if (url.endsWith('/pdfjs.mjs')) return route.fulfill({ contentType: 'text/javascript', body: pdfjs })
      if (url.endsWith('/invoice.pdf')) return route.fulfill({ contentType: 'application/pdf', body: pdf })
      return route.fulfill({ contentType: 'text/html', body: PAGE_HTML })
    })
    await page.goto('http://invoice.test/')
    await page.locator('body[data-rendered="yes"]').waitFor({ timeout: 30_000 })
    await page.locator('#page').screenshot({ path: file })
  } finally {
    await context.close()
  }
}

/**
 * Security headers on every answer, and cross-origin access answered on purpose (issue 14 §6,
 * docs/decisions/0106). Helmet sets the fixed headers with a Content-Security-Policy for what
 * the API itself serves (JSON, images, the built-in test payment page); the storefront's pages
 * replace it with one carrying a fresh nonce per page (pageCsp), because React Router writes the
 * page's data and the page's styles inline.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet from '@fastify/helmet'
import cors from '@fastify/cors'
import type { AppConfig } from '../config/config.ts'
import { STYLE as TEST_PAYMENT_STYLE } from '../payment/test-checkout-page.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** Camera for barcode scanning later; nothing else a shop has a use for. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()'

/** A new nonce for one page. */
export const newNonce = () => randomBytes(16).toString('base64')

/**
 * The policy of a storefront page: only the shop's own files and the page's own inline parts.
 * Without a nonce it is the policy of the storefront's static files, which matters for one: the
 * service worker runs under the policy it was served with and fetches from the shop.
 * `thirdParty`: origins a configured hosted captcha needs for its script, frame and calls
 * (captcha/captcha-csp.ts); none with the self-hosted default.
 */
export function pageCsp(nonce?: string, thirdParty: readonly string[] = []): string {
  const inline = nonce ? ` 'nonce-${nonce}'` : ''
  const extra = thirdParty.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the barcode scanner's WebAssembly decoder (issue 19, decision 0214) may
    // be compiled; it allows WebAssembly only, never eval() of JavaScript
    `script-src 'self'${inline} 'wasm-unsafe-eval'${extra}`,
    `style-src 'self'${inline}`,
    // React writes the theme's custom properties as a style attribute on <html>
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "worker-src 'self'",
    ...(extra ? [`frame-src${extra}`] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

const isHttps = (config: AppConfig, request: FastifyRequest) =>
  config.publicUrl.startsWith('https:') || (config.http.trustProxy && request.protocol === 'https')

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [sha256(TEST_PAYMENT_STYLE)],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    // sent only over HTTPS, below
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // pictures of the shop may be shown by others (newsletters, comparison sites)
    crossOriginResourcePolicy: { policy: 'same-site' },
    xFrameOptions: { action: 'sameorigin' },
  })
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (isHttps(config, request))
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
  })
  // same-origin shop: a browser on another origin gets no access unless CORS_ORIGINS names it.
  // A preflight is answered (204) either way; a stranger is told the shop's own origin, which
  // its browser compares with its own and refuses (no 404 that reads as a missing endpoint)
  const allowed = new Set(config.http.corsOrigins)
  const own = new URL(config.publicUrl).origin
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin === undefined ? false : allowed.has(origin) ? origin : own),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', 'x-vs-store-code', 'idempotency-key'],
    exposedHeaders: ['x-cache'],
    maxAge: 600,
    strictPreflight: false,
  })
}

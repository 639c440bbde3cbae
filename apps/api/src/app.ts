import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import swagger from '@fastify/swagger'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppContext } from './context.ts'
import { sendError } from './http/envelope.ts'
import { errorHandler, notFoundHandler } from './http/errors.ts'
import { refuseBadInput } from './http/input-guard.ts'
import { redactError, redactUrl } from './http/redact.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { registerRoutes } from './routes.ts'
import { mountStorefront } from './web/storefront-host.ts'
import { PageRenders } from './web/page-renders.ts'
import { usePriceBasis } from './pricing/price-basis.ts'
import { backOfficePriceSource, forgetCustomerPrices } from './pricing/back-office-price-source.ts'
import { onCustomerPricesDropped } from './backoffice/price-cache.ts'
import { useCustomerPriceSource, useSharedPriceStamps } from './pricing/price-overlay.ts'
import { captchaCspOrigins } from './captcha/captcha-csp.ts'
import { captchaSetup } from './captcha/captcha-setup.ts'

export type App = FastifyInstance

export interface BuildOptions {
  logger?: boolean
  /** the storefront build to serve for non-API paths; none for an API-only app (API tests) */
  storefrontBuildDir?: string
  /** where log lines go (default stdout); tests read them to check what is logged */
  logStream?: NodeJS.WritableStream
}

/** Builds the HTTP application over an already opened database and cache. */
export async function buildApp(
  ctx: Omit<AppContext, 'log'>,
  options: BuildOptions = { logger: true },
): Promise<{ app: FastifyInstance; ctx: AppContext; renders: PageRenders }> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: ctx.config.logLevel,
          ...(options.logStream ? { stream: options.logStream } : {}),
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            err: (err) => redactError(err),
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.http.trustProxy,
    // a path Fastify cannot decode (invalid UTF-8 such as %ED%A0%80) is answered in the envelope too
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, error.message),
    // the contract puts JSON in `request=` query params; allow long URLs
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler(notFoundHandler)
  // before any route's schema or handler sees the request (issue 14 §7)
  app.addHook('preValidation', refuseBadInput)
  await registerSecurityHeaders(app, ctx.config)

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fietsgroothandel shop API',
        description: 'Catalogue, stock, content, cart, order, payment and user calls of the web shop.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  })

  const fullCtx: AppContext = { ...ctx, log: app.log }
  usePriceBasis(ctx.database, ctx.config.pricing)
  // trade customers' own prices (decision 0139)
  useCustomerPriceSource(ctx.database, backOfficePriceSource(fullCtx))
  useSharedPriceStamps(ctx.database, ctx.cache)
  onCustomerPricesDropped(ctx.database, (customerId) => forgetCustomerPrices(ctx.database, customerId))
  await registerRoutes(app, fullCtx)
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
  const renders = new PageRenders()
  if (options.storefrontBuildDir) {
    const publicOrigin = new URL(ctx.config.publicUrl).origin
    const mounted = await mountStorefront(
      app,
      options.storefrontBuildDir,
      renders,
      publicOrigin,
      captchaCspOrigins(captchaSetup(ctx.config)),
    )
    if (!mounted) app.log.warn('storefront build not found: serving the API only (run `npm run build`)')
  }
  await app.ready()
  return { app, ctx: fullCtx, renders }
}

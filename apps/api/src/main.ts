import { loadConfig, ConfigError } from './config/config.ts'
import { prepareDatabase } from './bootstrap.ts'
import { createCache } from './cache/create-cache.ts'
import { buildApp } from './app.ts'
import { defaultStorefrontBuild } from './web/storefront-host.ts'
import { warmCatalogMirror } from './catalog/mirror/catalog-mirror.ts'
import { expireUnpaidOrders } from './order/order-expiry.ts'
import { testModeRefusal } from './payment/test-mode.ts'

/** How often the shop looks for unpaid orders to give up (ORDER_PAYMENT_EXPIRY_MINUTES). */
const ORDER_UPKEEP_MS = 5 * 60_000

async function main() {
  const started = Date.now()
  const config = loadConfig()
  // before the database is touched: a shop on a server must not take orders in test mode by accident
  const refusal = testModeRefusal(config)
  if (refusal) throw new ConfigError(refusal)
  const database = await prepareDatabase(config, (msg) => console.log(msg))
  const cache = await createCache(config)
  const { app, ctx, renders } = await buildApp(
    { config, database, cache, now: () => new Date() },
    { logger: true, storefrontBuildDir: config.storefrontBuildDir ?? defaultStorefrontBuild },
  )

  let closing = false
  let upkeep: NodeJS.Timeout | undefined
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    clearInterval(upkeep)
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await renders.drain(8_000) // pages in flight still need the in-process API
      await app.close() // stops accepting, lets in-flight requests finish
      await cache.close()
      await database.close()
    } finally {
      clearTimeout(force)
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { database: database.kind, cache: cache.kind, readyInMs: Date.now() - started },
    `shop ready on http://localhost:${config.port}`,
  )
  if (config.orders.paymentExpiryMinutes > 0) {
    // unpaid orders hold stock: give up those whose payment never came (decision 0027)
    upkeep = setInterval(() => {
      expireUnpaidOrders(ctx).catch((err: unknown) =>
        app.log.error({ err }, 'unpaid orders could not be expired; next try in 5 minutes'),
      )
    }, ORDER_UPKEEP_MS).unref()
  }
  if (config.catalog.engine === 'memory') {
    // load the in-process catalogue now rather than on the first shopper's search
    const warming = Date.now()
    warmCatalogMirror(database)
      .then((rows) => app.log.info({ rows, ms: Date.now() - warming }, 'catalogue mirror loaded'))
      .catch((err: unknown) =>
        app.log.error({ err }, 'catalogue mirror could not load; searches load it on demand'),
      )
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message)
  else console.error(err)
  process.exit(1)
})

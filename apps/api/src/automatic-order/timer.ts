/**
 * The scheduler's timer (decision 0185): every AUTOMATIC_ORDERS_INTERVAL_MS (default 60 s; 0 = off,
 * and off in tests unless a test sets it) a pass as at the shop's clock. Every process may run it:
 * the pass's row locks keep each due order to one process, so no leader is elected.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { runAutomaticOrders } from './scheduler.ts'

export function startAutomaticOrderTimer(app: FastifyInstance, ctx: AppContext) {
  const every = ctx.config.automaticOrders.intervalMs
  if (every <= 0) return
  let timer: NodeJS.Timeout | undefined
  let running = false
  const tick = () => {
    if (running) return // a slow pass is never overlapped by this process's next one
    running = true
    runAutomaticOrders(ctx)
      .then((r) => {
        if (r.placed.length || r.failed.length) ctx.log.info({ ...r }, 'automatic orders pass')
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'automatic orders pass failed; next one retries'))
      .finally(() => (running = false))
  }
  app.addHook('onReady', async () => {
    timer = setInterval(tick, every)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}

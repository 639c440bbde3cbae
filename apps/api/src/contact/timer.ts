/**
 * The contact mail pass's timer (decision 0201): every CONTACT_MAIL_RETRY_MS (default 5 minutes; 0 =
 * off, and off in tests) the messages a mail failure left are sent. Any process may run it: a row
 * is claimed before it is mailed.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.ts'
import { mailUnsent } from './contact-service.ts'

export function startContactMailTimer(app: FastifyInstance, ctx: AppContext) {
  const every = ctx.config.contact.retryIntervalMs
  if (every <= 0) return
  let timer: NodeJS.Timeout | undefined
  let running = false
  const tick = () => {
    if (running) return
    running = true
    mailUnsent(ctx)
      .then((r) => {
        if (r.sent || r.failed) ctx.log.info({ ...r }, 'contact messages mail pass')
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'contact messages mail pass failed; next one retries'))
      .finally(() => (running = false))
  }
  app.addHook('onReady', async () => {
    timer = setInterval(tick, every)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}

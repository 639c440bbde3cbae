import type { AppContext } from '../context.ts'

/** What the order-life steps need: the admin API passes the app's context, the CLI its own. */
export type LifeContext = Pick<AppContext, 'database' | 'config' | 'now'> &
  Partial<Pick<AppContext, 'cache' | 'log'>>

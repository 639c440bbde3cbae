/**
 * Which back office the shop talks to. The built-in is the default and, until an ERP adapter
 * exists, the only one: the BACKOFFICE setting joins config.ts with the first adapter (issue 16).
 * A test (or, later, the boot) can put another implementation in place per database, as the
 * price basis is set; otherwise each call gets the built-in on the context's database and clock.
 * Whichever it is, its `pricesFor` answers go through the context's cache (price-cache.ts, decision
 * 0133), so no caller caches prices of its own.
 */
import type { AppContext } from '../context.ts'
import type { Database } from '../db/client.ts'
import type { BackOffice } from './back-office.ts'
import { createBuiltinBackOffice } from './builtin-back-office.ts'
import { withPriceCache } from './price-cache.ts'

export type BackOfficeKind = 'builtin'

export function createBackOffice(kind: BackOfficeKind, database: Database, now: () => Date): BackOffice {
  switch (kind) {
    case 'builtin':
      return createBuiltinBackOffice(database, now)
  }
}

const chosen = new WeakMap<Database, BackOffice>()

/** Puts a back office in place for every app over this database (tests, a future adapter). */
export function useBackOffice(database: Database, backOffice: BackOffice): void {
  chosen.set(database, backOffice)
}

/** The context's back office; with the context's cache, its prices are cached (price-cache.ts). */
export function backOfficeOf(
  ctx: Pick<AppContext, 'database' | 'now'> & Partial<Pick<AppContext, 'cache'>>,
): BackOffice {
  const now = () => ctx.now()
  const backOffice = chosen.get(ctx.database) ?? createBackOffice('builtin', ctx.database, now)
  return ctx.cache ? withPriceCache(backOffice, ctx.cache, now) : backOffice
}

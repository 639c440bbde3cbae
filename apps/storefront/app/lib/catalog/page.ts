/**
 * Small things every catalogue route needs: the shop's date for stock texts (computed once on
 * the server so the browser renders the same), breadcrumbs with the homepage first (spec 000
 * §2: homepage, category trail, current page) and the page title.
 */
import { wallClock } from '@shop/commerce'
import { createTranslator } from '../../i18n/translate.ts'
import { localPath, type StorefrontStore } from '../store-view.ts'

export interface Crumb {
  label: string
  to?: string
}

export function shopToday(now: Date = new Date()): string {
  return wallClock(now).slice(0, 10)
}

export function withHome(store: StorefrontStore, trail: readonly Crumb[]): Crumb[] {
  const t = createTranslator(store.language)
  return [{ label: t('catalog.breadcrumbs.home'), to: localPath('/', store) }, ...trail]
}

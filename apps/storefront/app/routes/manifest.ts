/** The web app manifest (PWA, ARCHITECTURE.md "Storefront"): installable, Dutch store as start. */
import { THEMES } from '@shop/commerce'
import type { Route } from './+types/manifest.ts'
import { createTranslator } from '../i18n/translate.ts'

export function loader(_args: Route.LoaderArgs) {
  const t = createTranslator('nl')
  const manifest = {
    name: t('site.name'),
    short_name: t('site.shortName'),
    description: t('site.description'),
    lang: 'nl-NL',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEMES.default.primary,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}

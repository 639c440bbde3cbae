import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manualChunks } from './chunks.ts'
import { commerceImports } from './commerce-imports.ts'
import { reactRouterShaking } from './react-router-shaking.ts'

/**
 * Modules the browser build replaces (see i18n/catalogues.ts): the page's messages arrive with
 * the root loader data, already compiled, so neither both catalogues nor the ICU parser are shipped;
 * the inlined styles (inline-css.ts) are in the HTML already.
 */
function browserModules(): Plugin {
  return {
    name: 'shop:browser-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client' || options?.ssr) return null
      if (source === './catalogues.ts' && importer?.endsWith('/i18n/translate.ts'))
        return this.resolve('./catalogues.client.ts', importer, { skipSelf: true })
      if (source === './inline-css.ts' && importer?.endsWith('/app/root.tsx'))
        return this.resolve('./inline-css.client.ts', importer, { skipSelf: true })
      return null
    },
  }
}

/**
 * Writes brotli and gzip copies next to every text asset of the browser build; the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing per request. The barcode
 * scanner's WebAssembly decoder (.wasm, ~950 KB) shrinks to ~410 KB gzipped the same way.
 */
function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|json|svg|txt|wasm)$/.test(fileName)) continue
        const path = join(options.dir, fileName)
        const data = await readFile(path)
        if (data.length < 512) continue
        await writeFile(
          `${path}.br`,
          brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        )
        await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }))
      }
    },
  }
}

/**
 * Browser build: Vite wraps every import() in its preload helper (~1 KB minified, ~0.4 KB gzipped
 * in the shell) to fetch the chunk's dependencies first. With `modulePreload: false` and no
 * stylesheet imported by a lazy chunk (their styles are <link>ed by the components), every list
 * of dependencies is empty: the helper only calls the import. This one does just that; a lazy
 * chunk that gets dependencies after all (Vite then writes __vite__mapDeps) fails the build.
 */
function plainDynamicImports(): Plugin {
  const HELPER = '\0vite/preload-helper.js'
  return {
    name: 'shop:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== HELPER || this.environment.name !== 'client') return null
      return { code: 'export const __vitePreload = (load) => load()', moduleSideEffects: false }
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      for (const [fileName, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps'))
          this.error(`${fileName}: a dynamic import has dependencies to preload (see plainDynamicImports)`)
    },
  }
}

/** This build of the service worker: its offline pages' revision and its scripts' address. */
const SW_BUILD = String(Date.now())

export default defineConfig(({ isSsrBuild }) => ({
  // browser build: terser (two passes) makes React DOM and React Router ~3 KB gzipped smaller
  // than esbuild's minifier; the first-load budget is 120 KB and those two alone are ~110 KB
  // (decision 0035). The server build stays unminified (readable stack traces).
  build: isSsrBuild
    ? // the server writes styles/inline.css into every page: minified like the browser's CSS
      { cssMinify: true }
    : {
        // no preload helper in every page (~0.5 KB): a chunk loaded on demand fetches its own
        // imports (Rollup hoists them into one step), started early on pointer/focus anyway
        modulePreload: false as const,
        minify: 'terser' as const,
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        rollupOptions: { output: { manualChunks } },
      },
  plugins: [
    browserModules(),
    plainDynamicImports(),
    commerceImports(),
    reactRouterShaking(),
    reactRouter(),
    precompress(),
    // the service worker at /service-worker.js (spec 001 §7, registered in entry.client.tsx);
    // public/sw.js keeps the old address working (decision 0228). The manifest is a route of its own.
    VitePWA({
      strategies: 'generateSW',
      filename: 'service-worker.js',
      manifest: false,
      injectRegister: false,
      workbox: {
        // the shell: hashed scripts and styles, icons; pages are kept as seen by public/sw/pages.js
        globPatterns: ['assets/**/*.{js,css}', '*.{ico,png}'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'sw.js', 'sw/**'],
        dontCacheBustURLsMatching: /\/assets\//,
        navigateFallback: null,
        // the offline page ("not available offline", then home): precached, rendered by the
        // server at install, served by public/sw/pages.js
        additionalManifestEntries: ['/offline', '/de/offline'].map((url) => ({ url, revision: SW_BUILD })),
        // run before Workbox's routes: their fetch listeners answer pages and page data first.
        // The build stamp in the address: an updated worker fetches them anew, not from the
        // HTTP cache (an hour, storefront-host.ts), so worker and scripts are of one build.
        // settings.js first: the others read what the shop owner allows them to keep (decision 0243)
        importScripts: ['settings', 'limits', 'pages', 'trade-menu'].map(
          (name) => `/sw/${name}.js?build=${SW_BUILD}`,
        ),
        runtimeCaching: [
          {
            // catalogue and CMS reads: answer from the cache at once, refresh it in the background
            // (product reads not where the product cache is off: public/sw/settings.js)
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.origin === self.location.origin &&
              /^\/api\/(catalog|ext\/cms-data)\//.test(url.pathname) &&
              (self as unknown as { shopSettings: { mayKeep(url: URL): boolean } }).shopSettings.mayKeep(url),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'catalog',
              // spec 001 §9: a quota error clears the cache
              expiration: { maxEntries: 200, maxAgeSeconds: 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // product pictures never change under the same URL
            urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/img/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' } },
}))

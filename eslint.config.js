import { readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'

const api = 'apps/api/src'
const apiFolders = readdirSync(api, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const routeFiles = (folder) => [`${api}/${folder}/**/routes.ts`, `${api}/${folder}/**/*-routes.ts`]

const servicesSpeakNoHttp = {
  // services answer with a Result (src/result.ts) and never know HTTP: they run from routes,
  // the CLI, jobs and the offline queue alike (decision 0091)
  target: `${api}/*/**/!(routes|*-routes|*.test).ts`,
  from: [`${api}/http/**`],
  // pure helpers that happen to live in http/: a body's byte size, the input guard's walk and the
  // text naming what a route's schema refused (the GraphQL error handler words it the same)
  except: [
    `**/${api}/http/body-bytes.ts`,
    `**/${api}/http/input-guard.ts`,
    `**/${api}/http/validation-message.ts`,
  ],
  message: 'a service returns a Result (src/result.ts); only routes and http/ speak HTTP.',
}

/**
 * Which module may import which (decision 0128). A zone names the importing files (`target`) and
 * what they must not import (`from`).
 */
const boundaries = [
  {
    target: 'packages/commerce',
    from: 'apps',
    message: 'commerce holds pure shop rules used by server and browser: it imports nothing from apps/.',
  },
  { target: 'apps/api', from: 'apps/storefront', message: 'the API and the storefront meet only over HTTP.' },
  { target: 'apps/storefront', from: 'apps/api', message: 'the API and the storefront meet only over HTTP.' },
  {
    target: 'apps/storefront/app/lib',
    from: 'apps/storefront/app/routes',
    message: 'lib/ serves the routes, not the other way round: move what both need into lib/.',
  },
  // the direction between domains: payment is for an order, the back office receives orders;
  // never the other way round (issue 15 item 4: these were import loops)
  {
    target: `${api}/order`,
    from: `${api}/payment`,
    message: 'payment depends on order, not the reverse: put what both need in order/.',
  },
  {
    target: `${api}/backoffice`,
    from: [`${api}/order`, `${api}/payment`, `${api}/cart`],
    message: 'the back office is handed orders through its interface; it does not reach into the shop.',
  },
  {
    target: `${api}/user`,
    from: [`${api}/cart/**`],
    message: "cart depends on user (a customer's cart), not the reverse.",
  },
  // a domain's routes are its HTTP surface: another domain calls its services, not its routes
  ...apiFolders.map((folder) => ({
    target: `${api}/${folder}/**`,
    from: apiFolders
      .filter((other) => other !== folder)
      .flatMap(routeFiles),
    message: "a domain calls another domain's services, never its routes.",
  })),
  servicesSpeakNoHttp,
]

/** HTTP glue outside http/ and route files: hooks and the page host that send replies themselves. */
const httpGlue = [
  `${api}/http/**`,
  `${api}/web/**`,
  `${api}/limits/rate-limits.ts`,
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'var/**',
      '**/dist/**',
      '**/build/**',
      'apps/api/drizzle/**',
      '**/.react-router/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      // a cycle between files is a concept without a home (issue 15 item 4); the rule skips
      // type-only imports (erased at run time), the zones below still hold them to the boundaries
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: httpGlue,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaries.filter((zone) => zone !== servicesSpeakNoHttp) },
      ],
    },
  },
  {
    // tests read JSON responses whose shape is what they assert
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)

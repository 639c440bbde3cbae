import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'commerce',
          include: ['packages/commerce/src/**/*.test.ts'],
        },
      },
      {
        // pure logic and server-rendered markup of the storefront; no browser needed
        test: {
          name: 'storefront',
          include: ['apps/storefront/app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // one module graph per worker instead of per file (decision 0242): every file builds its
          // own app on its own database, and importing Fastify, Drizzle and the routes 155 times
          // was a third of the run
          isolate: false,
        },
      },
    ],
  },
})

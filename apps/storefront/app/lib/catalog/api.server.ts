/** The catalogue calls, for server modules (the same code serves the browser's re-query, catalog-api.ts). */
export * from './catalog-api.ts'

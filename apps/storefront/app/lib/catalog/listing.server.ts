/** One page of a listing, for the route loaders (the same code serves a trade customer's re-query in the browser). */
export * from './listing-load.ts'

/**
 * The one `graphql` instance of the process. mercurius require()s the CommonJS build; an ESM
 * `import` may get the .mjs build instead (Vite, hence vitest, prefers the package's `module`
 * field), and graphql refuses types from "another realm". Taking it through require here gives
 * our schema pieces (the JSON scalar, validation rules, printSchema) the same instance as mercurius.
 */
import { createRequire } from 'node:module'
import type * as GraphQL from 'graphql'

export const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL

/**
 * One gate for every route (issue 14 §7, §8): text that PostgreSQL cannot store or that is not
 * Unicode at all is refused with a 400 naming the field, before any route sees it. NUL
 * characters end up in SQL text and fail there; lone UTF-16 surrogates (a `\ud800` escape in
 * JSON) cannot be encoded as UTF-8. The walk is iterative and bounded in depth, so a body
 * nested 20,000 levels deep is a 400 and not a stack overflow further on.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from './envelope.ts'

/** Deeper than any request the shop's clients send (the catalogue's own limit is 32 clauses). */
export const MAX_INPUT_DEPTH = 64

const NUL = '\u0000'

// String.prototype.isWellFormed is in Node 20 but not in the ES2023 typings the project builds with
const wellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed()

/** What is wrong with a string, or null. */
export function badText(text: string): string | null {
  if (text.includes(NUL)) return 'contains a NUL character'
  if (!wellFormed(text)) return 'is not valid Unicode (a lone surrogate)'
  return null
}

const label = (path: readonly (string | number)[]) =>
  path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    '',
  )

/** The first problem in a parsed value (keys and values), as "where: what", or null. */
export function findBadInput(root: unknown, where: string): string | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [where] }]
  while (stack.length) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      const problem = badText(value)
      if (problem) return `${label(path)} ${problem}`
      continue
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue
    if (path.length > MAX_INPUT_DEPTH) return `${where} is nested deeper than ${MAX_INPUT_DEPTH} levels`
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] })
      continue
    }
    const keys = Object.keys(value)
    for (const key of keys) {
      const problem = badText(key)
      if (problem) return `${label(path)}: a property name ${problem}`
    }
    // pushed last to first, so that the first problem in reading order is the one named
    for (let i = keys.length - 1; i >= 0; i--) {
      stack.push({ value: (value as Record<string, unknown>)[keys[i]!], path: [...path, keys[i]!] })
    }
  }
  return null
}

/** preValidation hook: runs after the body is parsed and before any schema or handler. */
export async function refuseBadInput(request: FastifyRequest, reply: FastifyReply) {
  const problem =
    findBadInput(request.params, 'params') ??
    findBadInput(request.query, 'querystring') ??
    findBadInput(request.body, 'body')
  if (problem) return sendError(reply, 400, `Invalid ${problem}`)
}

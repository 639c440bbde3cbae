/**
 * ICU sources to compiled messages (translate.ts CompiledMessage), on the server only: the parser
 * stays out of the browser's JavaScript. Most messages are plain text and become that text.
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { Catalogue } from './translate.ts'

export function compileCatalogue(sources: Readonly<Record<string, string>>): Catalogue {
  const entries = Object.entries(sources).map(([key, text]) => {
    const tree = parse(text)
    const only = tree.length === 1 ? tree[0] : undefined
    return [key, only?.type === TYPE.literal ? only.value : tree]
  })
  return Object.fromEntries(entries) as Catalogue
}

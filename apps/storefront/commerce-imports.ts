/**
 * Browser build: `import { formatPrice } from '@shop/commerce'` becomes an import from the module
 * that defines formatPrice (packages/commerce/src/format-price.ts).
 *
 * Why: the barrel (index.ts) re-exports every shop rule. Tree-shaking drops the names nobody uses,
 * but the module graph still runs through the barrel, and Rollup adds a manual chunk's static
 * dependencies to it: the `shell` file (chunks.ts) then carried every rule some page uses
 * (account checks, checkout rules, ...). With direct imports each rule lands with the code that
 * uses it. A name this cannot place fails the build (no silent fallback). Decision 0035.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const SOURCE = join(import.meta.dirname, '../../packages/commerce/src')
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@shop\/commerce["'];?/g
const DEFINED = /^export (?:async )?(?:function\*?|const|let|class|enum) (\w+)/gm
const LISTED = /^export \{([^}]*)\}/gm

/** Each value name of the barrel and the file that exports it. */
function exportedNames(): Map<string, string> {
  const names = new Map<string, string>()
  const index = readFileSync(join(SOURCE, 'index.ts'), 'utf8')
  for (const [, file] of index.matchAll(/^export \* from '\.\/([\w-]+\.ts)'/gm)) {
    const path = join(SOURCE, file!)
    const text = readFileSync(path, 'utf8')
    for (const [, name] of text.matchAll(DEFINED)) names.set(name!, path)
    for (const [, list] of text.matchAll(LISTED))
      for (const item of list!.split(',')) {
        const exported = item
          .trim()
          .split(/\s+as\s+/)
          .pop()
        if (exported) names.set(exported, path)
      }
  }
  return names
}

export function commerceImports(): Plugin {
  let names: Map<string, string> | null = null
  return {
    name: 'shop:commerce-imports',
    // after TypeScript is compiled: type-only names are gone, values remain
    enforce: 'post',
    transform(code, id) {
      if (this.environment.name !== 'client' || !code.includes('@shop/commerce')) return null
      if (dirname(id).startsWith(SOURCE)) return null
      names ??= exportedNames()
      const map = names
      const out = code.replace(IMPORT, (statement: string, list: string) => {
        const byFile = new Map<string, string[]>()
        for (const item of list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const name = item.split(/\s+as\s+/)[0]!
          const file = map.get(name)
          if (!file) this.error(`${id}: @shop/commerce has no exported value "${name}"`)
          byFile.set(file, [...(byFile.get(file) ?? []), item])
        }
        const imports = [...byFile].map(
          ([file, items]) => `import { ${items.join(', ')} } from ${JSON.stringify(file)};`,
        )
        // as many lines as before, so the lines after it keep their numbers
        return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1)
      })
      return out === code ? null : { code: out, map: null }
    },
  }
}

/**
 * How the browser build groups the shop's own modules into files (Rollup manualChunks).
 *
 * Left to itself Rollup makes one file per set of pages that share a module: ~25 small files on
 * a first visit, each compressed on its own (~200 bytes of overhead apiece) and each a request.
 * Concatenated, the same code is ~25 % smaller gzipped (measured: home 21.2 -> 16.2 KB). So every
 * module the root route and the default layout import statically (what every page of the shop
 * runs) goes into one `shell` file. Modules loaded on demand (import()) and the pages' own
 * modules keep Rollup's grouping. Decision 0035.
 */
import { join } from 'node:path'

interface ModuleInfo {
  importedIds: readonly string[]
  dynamicImporters: readonly string[]
}
interface ChunkMeta {
  getModuleInfo: (id: string) => ModuleInfo | null
}

/** the route modules every page of the shop runs (their entries re-export them): root, default layout */
const SHELL_ROUTES = ['app/root.tsx', 'app/layouts/default.tsx'].map((path) =>
  join(import.meta.dirname, path),
)
// the shop's modules; @shop/commerce is imported module by module in the browser build
// (commerce-imports.ts), so only the rules the shell uses are reached
const OWN_CODE = /\/(apps\/storefront\/app|packages\/commerce\/src)\//

/**
 * The given modules and every module they reach by static imports. A module
 * that something loads with import() is meant to be a file of its own (split.tsx, lazy panels):
 * it and what only it imports stay out, even where a static import remains for the server.
 */
function reachable(entries: readonly string[], meta: ChunkMeta): Set<string> {
  const seen = new Set<string>()
  const stack = [...entries]
  while (stack.length) {
    const id = stack.pop()!
    if (seen.has(id) || !OWN_CODE.test(id) || meta.getModuleInfo(id)?.dynamicImporters.length) continue
    seen.add(id)
    stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

let shell: Set<string> | null = null

export function manualChunks(id: string, meta: ChunkMeta): string | undefined {
  if (!OWN_CODE.test(id) || id.includes('\0')) return undefined
  shell ??= reachable(SHELL_ROUTES, meta)
  return shell.has(id) ? 'shell' : undefined
}

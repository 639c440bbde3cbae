/**
 * How the browser build groups the shop's own modules into files (Rollup manualChunks).
 *
 * Left to itself Rollup makes one file per set of pages that share a module: ~25 small files on
 * a first visit, each compressed on its own (~200 bytes of overhead apiece) and each a request.
 * Concatenated, the same code is ~25 % smaller gzipped (measured: home 21.2 -> 16.2 KB). So the
 * modules that groups of pages import statically go into one file per group (GROUPS below).
 * Modules loaded on demand (import()) and a page's own modules keep Rollup's grouping. Decision 0035.
 */
import { join } from 'node:path'

interface ModuleInfo {
  importedIds: readonly string[]
  dynamicImporters: readonly string[]
}
interface ChunkMeta {
  getModuleInfo: (id: string) => ModuleInfo | null
}

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

const route = (path: string) => join(import.meta.dirname, 'app', path)

/**
 * Files for code that pages share, each defined by route modules: `any` takes what any of them
 * reaches, `all` what each of them reaches. The first group that takes a module gets it.
 * - shell: every page runs the root and the default layout (their entries re-export them);
 * - catalog: what home and category pages both use (product tiles, prices): all catalogue pages;
 * - listing: what category and search pages share (listing, filters, sort, paging), unless the
 *   product page uses it too (breadcrumbs): a product page should not load the listing's code.
 */
const GROUPS: { name: string; routes: string[]; mode: 'any' | 'all'; except?: string[] }[] = [
  { name: 'shell', routes: [route('root.tsx'), route('layouts/default.tsx')], mode: 'any' },
  { name: 'catalog', routes: [route('routes/home.tsx'), route('routes/category.tsx')], mode: 'all' },
  {
    name: 'listing',
    routes: [route('routes/category.tsx'), route('routes/search-results.tsx')],
    mode: 'all',
    except: [route('routes/product.tsx')],
  },
]

let members: { name: string; modules: Set<string> }[] | null = null

function groupMembers(meta: ChunkMeta) {
  return GROUPS.map(({ name, routes, mode, except = [] }) => {
    const sets = routes.map((r) => reachable([r], meta))
    const excluded = reachable(except, meta)
    const modules =
      mode === 'any'
        ? new Set(sets.flatMap((set) => [...set]))
        : new Set([...sets[0]!].filter((id) => sets.every((set) => set.has(id)) && !excluded.has(id)))
    return { name, modules }
  })
}

export function manualChunks(id: string, meta: ChunkMeta): string | undefined {
  if (!OWN_CODE.test(id) || id.includes('\0')) return undefined
  members ??= groupMembers(meta)
  return members.find((group) => group.modules.has(id))?.name
}

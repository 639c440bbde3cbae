/**
 * `_source_include` / `_source_exclude` (contract §6.1): comma-separated dotted paths with `*`
 * wildcards (`configurable_children.sku`, `*.sgn`). As in Elasticsearch, arrays are transparent
 * (`configurable_children.sku` keeps the sku of every child), a path also selects everything
 * below it, `*` may span dots, and excludes win over includes.
 */
type Json = unknown

export interface SourceFilter {
  includes: string[]
  excludes: string[]
}

/** Splits comma lists and drops empty entries. */
export function parseFieldList(...lists: (string | string[] | undefined | null)[]): string[] {
  return lists
    .flatMap((l) => (l == null ? [] : Array.isArray(l) ? l : l.split(',')))
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= 200)
}

interface Pattern {
  regex: RegExp
  /** the part before the first wildcard, to know whether a subtree may still match */
  literalPrefix: string
  wildcard: boolean
}

function compile(pattern: string): Pattern {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  const star = pattern.indexOf('*')
  return {
    regex: new RegExp(`^${escaped}$`),
    literalPrefix: star < 0 ? pattern : pattern.slice(0, star),
    wildcard: star >= 0,
  }
}

const matches = (p: Pattern, path: string) => p.regex.test(path)

/** Could a path below `path` match the pattern? */
function mayMatchBelow(p: Pattern, path: string): boolean {
  const prefix = path + '.'
  if (!p.wildcard) return p.literalPrefix.startsWith(prefix)
  return p.literalPrefix.startsWith(prefix) || prefix.startsWith(p.literalPrefix)
}

export function makeSourceFilter(
  includes: string[],
  excludes: string[],
): ((source: Record<string, unknown>) => Record<string, unknown>) | null {
  if (includes.length === 0 && excludes.length === 0) return null
  const inc = includes.map(compile)
  const exc = excludes.map(compile)
  // the same paths recur in every hit and every configurable child: decide each path once
  const decisions = new Map<string, { excluded: boolean; included: boolean; below: boolean }>()
  const decide = (path: string) => {
    let decision = decisions.get(path)
    if (!decision) {
      decision = {
        excluded: exc.some((p) => matches(p, path)),
        included: inc.some((p) => matches(p, path)),
        below: inc.some((p) => mayMatchBelow(p, path)),
      }
      decisions.set(path, decision)
    }
    return decision
  }

  function visit(value: Json, path: string, included: boolean): Json | undefined {
    if (Array.isArray(value)) {
      const items = value.map((item) => visit(item, path, included)).filter((item) => item !== undefined)
      return items.length || included ? items : undefined
    }
    if (typeof value !== 'object' || value === null) return included ? value : undefined
    const out: Record<string, unknown> = {}
    let kept = false
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key
      const decision = decide(childPath)
      if (decision.excluded) continue
      const childIncluded = included || decision.included
      if (!childIncluded && !decision.below) continue
      const filtered = visit(child, childPath, childIncluded)
      if (filtered === undefined) continue
      out[key] = filtered
      kept = true
    }
    return kept || included ? out : undefined
  }

  return (source) => (visit(source, '', inc.length === 0) as Record<string, unknown> | undefined) ?? {}
}

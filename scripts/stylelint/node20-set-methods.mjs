/**
 * stylelint 18 (the installed version) declares Node >= 22 and calls Set.prototype.union and
 * isDisjointFrom, which Node 20 (this project's runtime, ARCHITECTURE.md) lacks. npm run lint:css
 * loads this file first (node --import); it adds the two methods only where they are missing, with
 * the semantics of the ES2025 Set methods for the Set arguments stylelint passes. Decision 0085.
 */
if (typeof Set.prototype.union !== 'function') {
  Object.defineProperty(Set.prototype, 'union', {
    configurable: true,
    writable: true,
    value: function union(other) {
      const out = new Set(this)
      for (const value of other.keys()) out.add(value)
      return out
    },
  })
}
if (typeof Set.prototype.isDisjointFrom !== 'function') {
  Object.defineProperty(Set.prototype, 'isDisjointFrom', {
    configurable: true,
    writable: true,
    value: function isDisjointFrom(other) {
      for (const value of this) if (other.has(value)) return false
      return true
    },
  })
}
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: function groupBy(items, keyOf) {
      const out = new Map()
      let index = 0
      for (const item of items) {
        const key = keyOf(item, index++)
        if (out.has(key)) out.get(key).push(item)
        else out.set(key, [item])
      }
      return out
    },
  })
}

/**
 * stylelint rule `shop/custom-properties-defined`: every var(--name) in the storefront's CSS must
 * name a custom property that applies on every page: declared on `:root` or `html` in one of the
 * storefront's stylesheets, or set on <html> by the theme code (lib/theme-variables.ts).
 *
 * Why "on every page" and not merely "somewhere": the invisible buttons of issue 13 used
 * var(--c-primary), which was declared, but only under .catalog-page and the cart's containers;
 * in a login dialog or on /error it resolved to nothing and the button became white on white.
 * A name declared only under some selector is reported with that selector, so the fix is to
 * move it to :root (base.css).
 *
 * Options: `true`, or `{ sources: [folder, ...] }` (relative to the working directory; default
 * apps/storefront/app). Definitions are read from the .css, .ts and .tsx files below them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import postcss from 'postcss'
import stylelint from 'stylelint'

const ruleName = 'shop/custom-properties-defined'
const messages = stylelint.utils.ruleMessages(ruleName, {
  nowhere: (name) => `${name} is used but defined nowhere (define it on :root in base.css or in the theme)`,
  scoped: (name, where) =>
    `${name} is defined only under "${where}", so it is empty elsewhere; define it on :root in base.css`,
})

const GLOBAL_SELECTORS = new Set([':root', 'html'])

function filesBelow(folder) {
  const out = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) out.push(...filesBelow(path))
    else if (/\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path)
  }
  return out
}

/** name -> 'global' or the selectors it is declared under. */
function collectDefinitions(folders) {
  const defs = new Map()
  const add = (name, where) => {
    const known = defs.get(name)
    if (known === 'global') return
    if (where === 'global') defs.set(name, 'global')
    else defs.set(name, [...(known ?? []), where])
  }
  for (const folder of folders) {
    for (const file of filesBelow(resolve(folder))) {
      const text = readFileSync(file, 'utf8')
      if (file.endsWith('.css')) {
        postcss.parse(text).walkDecls(/^--/, (decl) => {
          const selector = decl.parent?.type === 'rule' ? decl.parent.selector : ''
          const global = selector.split(',').some((s) => GLOBAL_SELECTORS.has(s.trim()))
          add(decl.prop, global ? 'global' : selector.replace(/\s+/g, ' '))
        })
      } else {
        // the theme writes its variables into the style attribute of <html> ('--theme-x': ...)
        for (const match of text.matchAll(/['"](--[\w-]+)['"]\s*:/g)) add(match[1], 'global')
      }
    }
  }
  return defs
}

let cache = null

const rule = (primary, secondary) => (root, result) => {
  const valid = stylelint.utils.validateOptions(result, ruleName, { actual: primary, possible: [true] })
  if (!valid) return
  const sources = secondary?.sources ?? ['apps/storefront/app']
  const key = JSON.stringify(sources)
  // one stylelint run lints many files: read the definitions once per run
  if (cache?.key !== key) cache = { key, defs: collectDefinitions(sources) }
  root.walkDecls((decl) => {
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) {
      const name = match[1]
      const defined = cache.defs.get(name)
      if (defined === 'global') continue
      const message = defined ? messages.scoped(name, defined.join(' | ')) : messages.nowhere(name)
      stylelint.utils.report({ ruleName, result, node: decl, message, word: name })
    }
  })
}

rule.ruleName = ruleName
rule.messages = messages

export default stylelint.createPlugin(ruleName, rule)

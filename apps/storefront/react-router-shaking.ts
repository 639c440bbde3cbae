/**
 * Browser build: lets Rollup drop the parts of React Router the shop never uses, and leaves its
 * developer warnings' texts out.
 *
 * React Router ships one bundled file (the same for development and production) in which
 * `NavLink.displayName = "NavLink"` and the like follow the components, and React's forwardRef,
 * memo and createContext calls carry no pure annotation. For Rollup both are side effects, so every
 * component with them stayed in the `shell` file with what it uses: NavLink, Form and its submit
 * helpers, unstable_HistoryRouter (~6 KB minified, ~2 KB gzipped, on every page). displayName
 * only names components in React's developer tools.
 *
 * Its warning()/warnOnce() calls tell a developer about a misuse ("You provided the `flushSync`
 * option ...") in long texts: ~1.5 KB gzipped on every page. React leaves such warnings out of
 * its production build; here each keeps its condition and says only where it comes from.
 * Errors (invariant) keep their texts. Decision 0035.
 */
import type { Plugin } from 'vite'

const DIST = /\/node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm
const UNANNOTATED = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g
const WARNING = /^(warning|warnOnce)$/
const WARNING_TEXT = JSON.stringify('React Router warning (its text is left out of the production build)')

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && typeof (value as Node).type === 'string'

/** Where the texts of warning(condition, text) calls are. */
function warningTexts(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node & { name?: string }
    const text = (node.arguments as Node[])[1]
    if (callee.type === 'Identifier' && WARNING.test(callee.name ?? '') && text) found.push(text)
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) warningTexts(item, found)
    if (isNode(value)) warningTexts(value, found)
  }
  return found
}

export function reactRouterShaking(): Plugin {
  return {
    name: 'shop:react-router-shaking',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'client' || !DIST.test(id)) return null
      // the lines stay where they are, so React Router's own source map still roughly fits
      let out = code.replace(DISPLAY_NAME, '').replace(UNANNOTATED, '= /* @__PURE__ */ $1')
      const texts = warningTexts(this.parse(out) as unknown as Node).sort((a, b) => b.start - a.start)
      for (const text of texts) {
        const lines = out.slice(text.start, text.end).split('\n').length - 1
        out = out.slice(0, text.start) + WARNING_TEXT + '\n'.repeat(lines) + out.slice(text.end)
      }
      return out === code ? null : { code: out, map: null }
    },
  }
}

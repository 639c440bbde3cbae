/**
 * Browser build: lets Rollup drop the parts of React Router the shop never uses.
 *
 * React Router ships one bundled file (the same for development and production) in which
 * `NavLink.displayName = "NavLink"` and the like follow the components, and React's forwardRef,
 * memo and createContext calls carry no pure annotation. For Rollup both are side effects, so every
 * component with them stayed in the `shell` file with what it uses: NavLink, Form and its submit
 * helpers, unstable_HistoryRouter (~6 KB minified, ~2 KB gzipped, on every page). displayName
 * only names components in React's developer tools. Decision 0035.
 */
import type { Plugin } from 'vite'

const DIST = /\/node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm
const UNANNOTATED = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g

export function reactRouterShaking(): Plugin {
  return {
    name: 'shop:react-router-shaking',
    transform(code, id) {
      if (this.environment.name !== 'client' || !DIST.test(id)) return null
      // the lines stay where they are, so React Router's own source map still fits
      const out = code.replace(DISPLAY_NAME, '').replace(UNANNOTATED, '= /* @__PURE__ */ $1')
      return out === code ? null : { code: out, map: null }
    },
  }
}

// Builds the storefront when its build is missing or older than its sources, so that
// `npm ci && npm start` works on a fresh clone and later starts skip the build.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('../apps/storefront/', import.meta.url).pathname
const built = join(root, 'build/server/index.js')

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

// public/ holds the service worker's own scripts (public/sw), copied into the build as they are
const sources = Math.max(
  newest(join(root, 'app')),
  newest(join(root, 'public')),
  statSync(join(root, 'vite.config.ts')).mtimeMs,
)
if (existsSync(built) && statSync(built).mtimeMs >= sources) process.exit(0)
console.log('Building the storefront...')
execSync('npm run build -w @shop/storefront', {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url).pathname,
})

import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

export interface RunningShop {
  url: string
  stop(): Promise<void>
}

/**
 * Starts the real shop (same entry point and NODE_ENV as `npm start`) as a child process and waits
 * for /api/health. NODE_ENV=production matters: React renders pages about a third faster without
 * its development checks.
 */
export async function startShop(
  env: Record<string, string>,
  port: number,
  options: { waitForCatalog?: boolean } = {},
): Promise<RunningShop> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30 * 60_000 // first start seeds the catalogue
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      if (res.ok && !options.waitForCatalog) break
      // measured only once the in-process catalogue has loaded every store view: its load
      // (~30 s at 100,000 products) would otherwise share the CPU with the first scenarios
      const health = (res.ok ? await res.json() : {}) as { result?: { catalog?: { mirror?: string } } }
      if (!['cold', 'loading'].includes(health.result?.catalog?.mirror ?? '')) break
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('shop did not start in time')
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The ceiling: a bare node:http server answering a fixed body, the very bytes the shop answered
 * for the scenario. Not just the same size: autocannon decodes every body into a string, and
 * pure ASCII decodes several times faster than the shop's UTF-8 text (umlauts, euro signs), so a
 * body of another content would measure the load generator rather than the machine.
 */
export async function startCeiling(body: Buffer): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) }
}

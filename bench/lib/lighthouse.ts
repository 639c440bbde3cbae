/**
 * One Lighthouse 13 run (its default mobile preset: simulated slow 4G, 4x slower CPU) in the
 * Debian Chromium, with the figures bench:pages prints. A fresh browser per run: nothing cached.
 */
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS } from './chromium-args.ts'

const CHROME_FLAGS = CHROMIUM_ARGS
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export interface PageFigures {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** JavaScript of the first load as transferred (brotli here) and gzipped by us (level 9) */
  jsTransferred: number
  jsGzip: number
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Audits = Record<string, { numericValue?: number; details?: any }>

async function scriptsGzipped(audits: Audits): Promise<{ transferred: number; gzip: number }> {
  const requests: { url: string; resourceType?: string; transferSize?: number }[] =
    audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  let gzip = 0
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer())
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { transferred: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0), gzip }
}

export async function audit(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const audits = lhr.audits as Audits
    const js = await scriptsGzipped(audits)
    const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsTransferred: js.transferred,
      jsGzip: js.gzip,
    }
  } finally {
    chrome.kill()
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** "93 (91-95)": the median and, over several runs, the lowest and highest. */
export function spread(values: readonly number[], digits = 0): string {
  const f = (n: number) => n.toFixed(digits)
  const m = f(median(values))
  if (values.length < 2) return m
  return `${m} (${f(Math.min(...values))}-${f(Math.max(...values))})`
}

/** The sitemap protocol's XML (sitemaps.org 0.9) for a list of absolute URLs. */

export interface SitemapEntry {
  loc: string
  lastmod?: string
}

/** The protocol's limit per file; a bigger shop needs a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

/** "2026-11-22 06:43:23" or an ISO time -> "2026-11-22"; anything else is left out. */
export function lastmodOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls = entries
    .filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
    .slice(0, SITEMAP_MAX_URLS)
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

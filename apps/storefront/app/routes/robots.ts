/** robots.txt: everything may be crawled; the sitemap lists the pages worth indexing. */
import type { Route } from './+types/robots.ts'

export function loader({ request }: Route.LoaderArgs) {
  const { origin } = new URL(request.url)
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  })
}

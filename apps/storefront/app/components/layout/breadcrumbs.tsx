/**
 * Breadcrumbs (spec 000 §2: the homepage, the category trail, the current page). The caller
 * passes the whole trail, homepage first (see withHome in lib/catalog/page.ts); the last entry is
 * the current page and is never a link, whatever its `to`. `to` is a full path (localPath()).
 */
import { Link, useRouteLoaderData } from 'react-router'
import { breadcrumbListJsonLd, jsonLdText } from '../../lib/catalog/jsonld.ts'
import { useT } from '../../lib/store-context.tsx'

export interface Crumb {
  label: string
  to?: string
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT()
  // the root loader knows the request origin, for absolute links in the structured data
  const origin = useRouteLoaderData<{ origin?: string }>('root')?.origin ?? ''
  if (!trail.length) return null
  return (
    <>
      <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <ol>
          {trail.map((crumb, i) => {
            const current = i === trail.length - 1
            return (
              <li key={`${i}-${crumb.label}`}>
                {current || !crumb.to ? (
                  <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
                ) : (
                  <Link to={crumb.to}>{crumb.label}</Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbListJsonLd(trail, origin)) }}
      />
    </>
  )
}

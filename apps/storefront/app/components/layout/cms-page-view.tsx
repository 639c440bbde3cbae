import type { CmsPage } from '../../lib/cms.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { CmsHtml } from './cms-html.tsx'

/** A content page: breadcrumbs (home > page), its heading and its HTML. */
export function CmsPageView({ page }: { page: CmsPage }) {
  const t = useT()
  const store = useStore()
  return (
    <article className="cms-page">
      <Breadcrumbs trail={[{ label: t('nav.home'), to: localPath('/', store) }, { label: page.title }]} />
      <h1>{page.heading}</h1>
      <CmsHtml html={page.content} />
    </article>
  )
}

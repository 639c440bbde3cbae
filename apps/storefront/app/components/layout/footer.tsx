import { useT } from '../../lib/store-context.tsx'
import { CmsHtml } from './cms-html.tsx'

/** The footer: the store view's "footer-links" CMS block (absent when it failed to load). */
export function Footer({ links }: { links: string | null }) {
  const t = useT()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links && (
          <nav aria-label={t('footer.label')}>
            <CmsHtml html={links} className="site-footer__links" />
          </nav>
        )}
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}

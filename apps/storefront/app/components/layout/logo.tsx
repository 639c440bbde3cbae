import { Link } from 'react-router'
import { useStore, useT } from '../../lib/store-context.tsx'
import { localPath } from '../../lib/store-view.ts'

/**
 * The shop's logo: an inline wheel mark (no extra request, takes the theme colour) and the name
 * as text, so the link's accessible name is the visible one plus where it goes.
 */
export function Logo() {
  const t = useT()
  const store = useStore()
  return (
    <Link to={localPath('/', store)} className="logo" aria-label={t('nav.logo')}>
      <svg
        className="logo__mark"
        viewBox="0 0 48 48"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="24" cy="24" r="4" fill="currentColor" />
        <path d="M24 4v40M4 24h40M10 10l28 28M38 10 10 38" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className="logo__text">{t('site.name')}</span>
    </Link>
  )
}

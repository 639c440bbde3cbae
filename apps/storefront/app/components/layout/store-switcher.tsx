/**
 * Nederlands / Deutsch. A page that exists in both store views names its other-language address
 * in its loader data as `alternates: { nl: '/about-us', de: '/de/about-us' }` (the same object
 * pageMeta() turns into hreflang links); without it the switcher leads to the other store's home,
 * as slugs differ per language (fietsen / fahrraeder).
 */
import { Link, useMatches } from 'react-router'
import type { Alternates, Language } from '../../lib/seo.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

const LANGUAGES: { language: Language; home: string; label: string }[] = [
  { language: 'nl', home: '/', label: 'NL' },
  { language: 'de', home: '/de', label: 'DE' },
]

function useAlternates(): Alternates {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    // storeSwitch: the page's alternates with its state (a listing's filters), for the switcher only
    const data = matches[i]!.loaderData as { alternates?: Alternates; storeSwitch?: Alternates } | undefined
    if (data?.storeSwitch) return data.storeSwitch
    if (data?.alternates) return data.alternates
  }
  return {}
}

export function StoreSwitcher() {
  const t = useT()
  const store = useStore()
  const alternates = useAlternates()
  return (
    <nav className="store-switcher" aria-label={t('store.switcher')}>
      <ul>
        {LANGUAGES.map(({ language, home, label }) => {
          const current = language === store.language
          return (
            <li key={language}>
              <Link
                to={alternates[language] ?? home}
                hrefLang={language}
                lang={language}
                aria-current={current ? 'true' : undefined}
              >
                {label}
                {/* the full name for screen readers, in its own language; the visible code stays
                    part of the name (WCAG 2.5.3 label in name: "DE Deutsch") */}
                <span className="visually-hidden"> {t(language === 'nl' ? 'store.nl' : 'store.de')}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

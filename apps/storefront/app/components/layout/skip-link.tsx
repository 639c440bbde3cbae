import { useT } from '../../lib/store-context.tsx'

/** The first focusable element: lets keyboard users jump over the header and menu. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const t = useT()
  return (
    <a className="skip-link" href={`#${target}`}>
      {t('nav.skipToContent')}
    </a>
  )
}

/** What an after-sales screen shows while it loads or when loading failed (with a retry). */
import { useT } from '../../lib/store-context.tsx'
import type { Loaded } from './use-load.ts'

export function LoadingState({ state, retry }: { state: Loaded<unknown>; retry: () => void }) {
  const t = useT()
  if (state.status === 'loading') return <p aria-live="polite">{t('account.loading')}</p>
  if (state.status === 'failed')
    return (
      <div className="after-sales__failed">
        <p role="alert">{t('afterSales.loadFailed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('afterSales.retry')}
        </button>
      </div>
    )
  return null
}

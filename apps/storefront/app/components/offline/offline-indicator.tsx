/**
 * "Je bent offline" (issue 20): while the shop cannot be reached, a bar under the header says so,
 * so the shopper knows the pages and prices are the ones kept on the device. role=status: screen
 * readers announce it when it appears, without interrupting.
 */
import { useT } from '../../lib/store-context.tsx'
import { useOnline } from './use-online.ts'

export function OfflineIndicator() {
  const online = useOnline()
  const t = useT()
  // the live region is always there (empty online), so its content change is announced
  return (
    <div className="offline-indicator" role="status" data-offline={online ? undefined : 'true'}>
      {!online && (
        <p className="offline-indicator__text">
          <strong>{t('offline.indicator')}</strong> <span>{t('offline.indicatorHint')}</span>
        </p>
      )}
    </div>
  )
}

/**
 * A strip above every page while the built-in test payment provider is on: the shopper, and the
 * owner who deployed the shop, cannot miss that no real money moves (decision 0115).
 */
import { useT } from '../../lib/store-context.tsx'

export function TestModeBanner({ on }: { on: boolean }) {
  const t = useT()
  if (!on) return null
  return (
    <div className="test-mode-banner" role="note">
      <strong>{t('testMode.banner')}</strong>
    </div>
  )
}

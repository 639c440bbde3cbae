/** Quantity prices ("vanaf 5 stuks € 19,90 per stuk") for the chosen product or variant. */
import type { TierRow } from '../../lib/catalog/product-view.ts'
import { useT } from '../../lib/store-context.tsx'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import { Amount, usePricesShown } from '../catalog/price.tsx'

export function TierPrices({ tiers }: { tiers: readonly TierRow[] }) {
  const t = useT()
  const shown = usePricesShown()
  // a trade customer's own quantity prices come from the back office (trade-info.tsx)
  const trade = useTradeAccount()
  if (!tiers.length || !shown || trade) return null
  return (
    <table className="tier-prices">
      <caption>{t('catalog.tier.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('catalog.tier.quantity')}</th>
          <th scope="col">{t('catalog.tier.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.qty}>
            <th scope="row">{t('catalog.tier.from', { qty: tier.qty })}</th>
            <td>
              <Amount value={tier.amount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

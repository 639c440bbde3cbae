/**
 * What the back office tells a trade customer about a product (spec 001 §3): their quantity prices
 * ("Vanaf 12 stuks € 8,10 per stuk", net), the stock, the soon-available date and the supplier's
 * stock and delivery time ("Leverancier: 40 stuks, levertijd 3 werkdagen"). Shown after hydration
 * to a signed-in trade customer only; prices follow the hidden-price mode, stock always shows.
 */
import { usePrice, useT } from '../../lib/store-context.tsx'
import { tierRows } from '../../lib/trade/price-rules.ts'
import { useSupplierStock } from '../../lib/trade/supplier-stock.ts'
import { usePriceMode, useTradePrice } from '../../lib/trade/use-trade-prices.ts'
import { AvailabilityText } from './stock-status.tsx'

export function TradeInfo({
  sku,
  today,
  pageSoonDate,
}: {
  sku: string
  today: string
  /** the soon-available date the page already shows */
  pageSoonDate?: string
}) {
  const t = useT()
  const format = usePrice()
  const { mode, isTrade } = usePriceMode()
  const trade = useTradePrice(sku, isTrade)
  const supplier = useSupplierStock(sku, isTrade)
  if (!isTrade) return null
  const tiers = trade && mode !== 1 ? tierRows(trade) : []
  const date = trade?.binnenkortdatum
  const soon = date && date >= today && date !== pageSoonDate ? date : null
  const stock = typeof trade?.stock === 'number' && trade.stock > 0 ? trade.stock : null
  if (!tiers.length && !soon && stock === null && !supplier) return null
  return (
    <section className="trade-info" aria-label={tiers.length > 0 ? t('trade.tier.title') : undefined}>
      {tiers.length > 0 && (
        <>
          <h2 className="trade-info__title">{t('trade.tier.title')}</h2>
          <ul className="trade-info__tiers">
            {tiers.map((row) => (
              <li key={row.qty}>{t('trade.tier.from', { qty: row.qty, price: format(row.value) })}</li>
            ))}
          </ul>
        </>
      )}
      {stock !== null && <p className="trade-info__stock">{t('trade.stock', { qty: stock })}</p>}
      {soon && (
        <p className="trade-info__soon">
          <AvailabilityText availability={{ state: 'soon', date: soon }} />
        </p>
      )}
      {supplier && (
        <p className="trade-info__supplier">
          {t('trade.supplier', { qty: supplier.qty, days: supplier.deliveryDays })}
        </p>
      )}
    </section>
  )
}

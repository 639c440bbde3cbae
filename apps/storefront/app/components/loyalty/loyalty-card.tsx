/**
 * /my-account/loyalty (issue 19, decision 0192): the loyalty card a trade customer shows at the
 * counter (company and customer number) and the claims the back office granted (spec 001 §3: code,
 * created_at, value, description), newest first, with what they add up to.
 */
import { afterSalesCall } from '../../lib/after-sales/after-sales-api.ts'
import { formatDay } from '../../lib/after-sales/view-rules.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import { LoadingState } from '../after-sales/loading-state.tsx'
import { useLoad } from '../after-sales/use-load.ts'

export interface Claim {
  code: string
  created_at: string
  value: number
  description: string
}

export function LoyaltyCard() {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const trade = useTradeAccount()
  const [state, retry] = useLoad(async () => {
    const outcome = await afterSalesCall<{ claims: Claim[]; total: number }>(
      'getClaims',
      {},
      store.view.storeCode,
    )
    return outcome.ok ? outcome.body : null
  }, store.view.storeCode)
  return (
    <>
      <section className="after-sales__card loyalty-card" aria-labelledby="loyalty-card-title">
        <h2 id="loyalty-card-title">{t('loyalty.card')}</h2>
        {trade?.company && <p className="loyalty-card__company">{trade.company}</p>}
        <p>
          {t('loyalty.number')} <strong>{trade?.backofficeId}</strong>
        </p>
      </section>
      <section aria-labelledby="loyalty-claims-title">
        <h2 id="loyalty-claims-title">{t('loyalty.claims')}</h2>
        {state.status !== 'ready' ? (
          <LoadingState state={state} retry={retry} />
        ) : state.data.claims.length === 0 ? (
          <p>{t('loyalty.empty')}</p>
        ) : (
          <div className="account-table-wrap">
            <table className="account-orders after-sales__table">
              <caption className="visually-hidden">{t('loyalty.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('loyalty.code')}</th>
                  <th scope="col">{t('loyalty.date')}</th>
                  <th scope="col">{t('loyalty.description')}</th>
                  <th scope="col">{t('loyalty.value')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.claims.map((claim) => (
                  <tr key={claim.code}>
                    <td data-label={t('loyalty.code')}>
                      <strong>{claim.code}</strong>
                    </td>
                    <td data-label={t('loyalty.date')}>{formatDay(claim.created_at, store.view.locale)}</td>
                    <td data-label={t('loyalty.description')}>{claim.description}</td>
                    <td data-label={t('loyalty.value')} className="after-sales__amount">
                      {price(claim.value)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('loyalty.total')}
                  </th>
                  <td className="after-sales__amount">{price(state.data.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </>
  )
}

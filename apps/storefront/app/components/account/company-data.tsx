/**
 * A trade customer's company as the back office knows it (spec 001 §3): company name, VAT id,
 * KvK number and the back-office customer number. Shown in the account area beside the navigation;
 * nothing for consumers.
 */
import { useT } from '../../lib/store-context.tsx'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import type { MessageKey } from '../../i18n/translate.ts'

export function CompanyData() {
  const t = useT()
  const account = useTradeAccount()
  if (!account) return null
  const rows: [MessageKey, string | null][] = [
    ['trade.account.company', account.company],
    ['trade.account.vatId', account.vatId],
    ['trade.account.kvk', account.kvkNumber],
    ['trade.account.customerNumber', account.backofficeId],
  ]
  return (
    <section className="company-data" aria-labelledby="company-data-title" data-testid="company-data">
      <h2 id="company-data-title" className="company-data__title">
        {t('trade.account.title')}
      </h2>
      <dl className="company-data__list">
        {rows
          .filter((row): row is [MessageKey, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="company-data__row">
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}

/** The extras of a placed order on the account's order page (spec 001 §1, §3): what was ordered with. */
import type { OrderExtrasView } from '../../lib/order-extras/order-view.ts'
import { useT } from '../../lib/store-context.tsx'

/** YYYY-MM-DD as the shopper's calendar writes it (27-11-2026 / 27.11.2026). */
export function shownDate(date: string, language: 'nl' | 'de'): string {
  const [y, m, d] = date.split('-')
  if (!y || !m || !d) return date
  return language === 'de' ? `${d}.${m}.${y}` : `${d}-${m}-${y}`
}

export function OrderExtrasFacts({ view, language }: { view: OrderExtrasView; language: 'nl' | 'de' }) {
  const t = useT()
  const address = view.dropship
  return (
    <section className="order-extras-view" aria-labelledby="order-extras-title">
      <h3 id="order-extras-title">{t('orderExtras.view.title')}</h3>
      <dl className="order-details__facts">
        {view.poNumber && (
          <>
            <dt>{t('orderExtras.view.poNumber')}</dt>
            <dd>{view.poNumber}</dd>
          </>
        )}
        {view.reference && (
          <>
            <dt>{t('orderExtras.view.reference')}</dt>
            <dd>{view.reference}</dd>
          </>
        )}
        {view.deliveryDate && (
          <>
            <dt>{t('orderExtras.view.deliveryDate')}</dt>
            <dd>{shownDate(view.deliveryDate, language)}</dd>
          </>
        )}
        {view.yearOrder && (
          <>
            <dt>{t('orderExtras.view.yearOrder')}</dt>
            <dd>{t('orderExtras.view.yes')}</dd>
          </>
        )}
        {view.comment && (
          <>
            <dt>{t('orderExtras.view.comment')}</dt>
            <dd>{view.comment}</dd>
          </>
        )}
        {address && (
          <>
            <dt>{t('orderExtras.view.dropship')}</dt>
            <dd>
              <address>
                {[address.company, `${address.firstname} ${address.lastname}`.trim(), ...address.street]
                  .filter(Boolean)
                  .map((part) => (
                    <span key={part}>
                      {part}
                      <br />
                    </span>
                  ))}
                {address.postcode} {address.city}, {address.country_id}
              </address>
            </dd>
          </>
        )}
      </dl>
    </section>
  )
}

/** A line's own comment and delivery date, under its name. */
export function LineExtrasFacts({
  line,
  language,
}: {
  line: OrderExtrasView['lines'][number] | undefined
  language: 'nl' | 'de'
}) {
  const t = useT()
  if (!line || (!line.comment && !line.deliveryDate)) return null
  return (
    <>
      {line.deliveryDate && (
        <>
          <br />
          <small>{t('orderExtras.view.lineDate', { date: shownDate(line.deliveryDate, language) })}</small>
        </>
      )}
      {line.comment && (
        <>
          <br />
          <small>{t('orderExtras.view.lineComment', { comment: line.comment })}</small>
        </>
      )}
    </>
  )
}

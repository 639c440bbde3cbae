/** The sent return / warranty requests with their status, history and credit note (issue 18). */
import type { ReturnRequest } from '../../lib/after-sales/after-sales-types.ts'
import { formatDay } from '../../lib/after-sales/view-rules.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { InvoiceDownload } from './invoice-download.tsx'
import { RETURN_REASONS, WARRANTY_REASONS } from './return-form.tsx'

type Reason = (typeof RETURN_REASONS)[number] | (typeof WARRANTY_REASONS)[number]
const KNOWN_REASONS = new Set<Reason>([...RETURN_REASONS, ...WARRANTY_REASONS])

export function ReturnRequests({ requests }: { requests: ReturnRequest[] }) {
  const t = useT()
  const store = useStore()
  const locale = store.view.locale
  if (!requests.length) return <p>{t('afterSales.requests.empty')}</p>
  return (
    <ul className="after-sales__cards">
      {requests.map((request) => (
        <li key={request.returnId} className="after-sales__card after-sales__request">
          <div className="after-sales__line-head">
            <h3>{t('afterSales.requests.number', { number: request.number })}</h3>
            <span className={`after-sales__badge after-sales__badge--${request.status}`}>
              {t(`afterSales.status.${request.status}`)}
            </span>
          </div>
          <p className="after-sales__sub">
            {t('afterSales.requests.ofOrder', { number: request.orderNumber ?? request.orderId })}
            {' · '}
            {t('afterSales.requests.created', { date: formatDay(request.createdAt, locale) })}
            {request.photos > 0 && <> · {t('afterSales.requests.photos', { count: request.photos })}</>}
          </p>
          <ul className="after-sales__plain">
            {request.lines.map((line) => (
              <li key={line.sku}>
                {line.qty} × {line.name} <span className="after-sales__sku">{line.sku}</span>
              </li>
            ))}
          </ul>
          <p>
            {KNOWN_REASONS.has(request.reason as Reason)
              ? t(`afterSales.reason.${request.reason as Reason}`)
              : request.reason}
            {request.reasonText && <>: {request.reasonText}</>}
          </p>
          {request.rejectReason && (
            <p className="after-sales__error">
              {t('afterSales.requests.reject', { reason: request.rejectReason })}
            </p>
          )}
          {request.creditNote && (
            <p className="after-sales__card--row">
              <span>{t('afterSales.requests.creditNote', { number: request.creditNote.number })}</span>
              <InvoiceDownload
                invoicePath={request.creditNote.invoicePath}
                number={request.creditNote.number}
                type="credit"
              />
            </p>
          )}
          {request.history.length > 0 && (
            <details>
              <summary>{t('afterSales.requests.history')}</summary>
              <ol className="after-sales__history">
                {request.history.map((step, index) => (
                  <li key={`${step.status}-${index}`}>
                    <time dateTime={step.at}>{formatDay(step.at, locale)}</time>{' '}
                    {t(`afterSales.status.${step.status}`)}
                    {step.note && <> — {step.note}</>}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}

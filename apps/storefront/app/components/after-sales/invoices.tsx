/**
 * /my-account/invoices (issue 18): invoices and credit notes, newest first, 20 a page (?page=n):
 * type, number, date, amount, status, and the PDF to download.
 */
import { Link, useSearchParams } from 'react-router'
import { getInvoices } from '../../lib/after-sales/after-sales-api.ts'
import { formatDay, pageFromParam } from '../../lib/after-sales/view-rules.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import { InvoiceDownload } from './invoice-download.tsx'
import { LoadingState } from './loading-state.tsx'
import { Pager } from './pager.tsx'
import { useLoad } from './use-load.ts'

export const INVOICES_PAGE_SIZE = 20

export function Invoices() {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const amounts = useAmounts()
  const [params] = useSearchParams()
  const page = pageFromParam(params.get('page') ?? undefined)
  const [state, retry] = useLoad(() => getInvoices(page, INVOICES_PAGE_SIZE, store.view.storeCode), `${page}`)
  if (state.status !== 'ready') return <LoadingState state={state} retry={retry} />
  const { invoices, total } = state.data
  if (!invoices.length) return <p>{t('afterSales.invoices.empty')}</p>
  const locale = store.view.locale
  return (
    <>
      <div className="account-table-wrap">
        <table className="account-orders after-sales__table after-sales__invoices">
          <caption className="visually-hidden">{t('afterSales.invoices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('afterSales.invoices.number')}</th>
              <th scope="col">{t('afterSales.invoices.type')}</th>
              <th scope="col">{t('afterSales.invoices.date')}</th>
              <th scope="col">{t('afterSales.invoices.status')}</th>
              <th scope="col">{t('afterSales.invoices.amount')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('afterSales.invoices.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row">
                  {invoice.number}
                  {invoice.orderId && (
                    <Link
                      className="after-sales__sub"
                      to={localPath(`/my-account/orders/${encodeURIComponent(invoice.orderId)}`, store)}
                    >
                      {invoice.orderId}
                    </Link>
                  )}
                  {invoice.returnNumber && <span className="after-sales__sub">{invoice.returnNumber}</span>}
                </th>
                <td data-label={t('afterSales.invoices.type')}>
                  {t(invoice.type === 'credit' ? 'afterSales.invoices.credit' : 'afterSales.invoices.debit')}
                </td>
                <td data-label={t('afterSales.invoices.date')}>{formatDay(invoice.issueDate, locale)}</td>
                <td data-label={t('afterSales.invoices.status')}>
                  <span className={`after-sales__badge after-sales__badge--${invoice.status}`}>
                    {t(invoice.status === 'paid' ? 'afterSales.invoices.paid' : 'afterSales.invoices.open')}
                  </span>
                </td>
                <td className="after-sales__amount" data-label={t('afterSales.invoices.amount')}>
                  {amounts.shown ? price(invoice.grandTotal) : ''}
                </td>
                <td className="after-sales__cell-action">
                  <InvoiceDownload
                    invoicePath={invoice.invoicePath}
                    number={invoice.number}
                    type={invoice.type}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        total={total}
        pageSize={INVOICES_PAGE_SIZE}
        href={(n) => localPath(`/my-account/invoices${n > 1 ? `?page=${n}` : ''}`, store)}
      />
    </>
  )
}

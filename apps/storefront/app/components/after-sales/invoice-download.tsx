/**
 * The download button of an invoice or credit note: downloadInvoicePath answers the PDF itself,
 * which is saved under its own number through a temporary object URL.
 */
import { useState } from 'react'
import { downloadInvoice } from '../../lib/after-sales/after-sales-api.ts'
import type { InvoiceType } from '../../lib/after-sales/after-sales-types.ts'
import { invoiceFileName } from '../../lib/after-sales/view-rules.ts'
import { useT } from '../../lib/store-context.tsx'

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function InvoiceDownload({
  invoicePath,
  number,
  type,
}: {
  invoicePath: string
  number: string
  type: InvoiceType
}) {
  const t = useT()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const download = async () => {
    setState('busy')
    const blob = await downloadInvoice(invoicePath)
    if (!blob) return setState('failed')
    saveBlob(blob, invoiceFileName(invoicePath))
    setState('idle')
  }
  const typeName = t(type === 'credit' ? 'afterSales.invoices.credit' : 'afterSales.invoices.debit')
  return (
    <>
      <button
        type="button"
        className="button button--link"
        aria-label={t('afterSales.invoices.downloadName', { type: typeName, number })}
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? t('afterSales.invoices.downloading') : t('afterSales.invoices.download')}
      </button>
      {state === 'failed' && (
        <span role="alert" className="after-sales__error">
          {t('afterSales.invoices.downloadFailed', { number })}
        </span>
      )}
    </>
  )
}

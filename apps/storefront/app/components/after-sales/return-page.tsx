/**
 * /my-account/return/:page? and /my-account/warranty/:page? (issue 18): a new request on top, the
 * requests sent so far below, 10 a page (`:page`, the list comes in one answer).
 */
import { useState } from 'react'
import { getReturnableOrders, getSentRequests } from '../../lib/after-sales/after-sales-api.ts'
import type { ReturnType } from '../../lib/after-sales/after-sales-types.ts'
import { pageSlice } from '../../lib/after-sales/view-rules.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { LoadingState } from './loading-state.tsx'
import { Pager } from './pager.tsx'
import { ReturnForm } from './return-form.tsx'
import { ReturnRequests } from './return-requests.tsx'
import { useLoad } from './use-load.ts'

export const REQUESTS_PAGE_SIZE = 10

export function ReturnPage({ type, page }: { type: ReturnType; page: number }) {
  const t = useT()
  const store = useStore()
  const storeCode = store.view.storeCode
  const [returnable, reloadReturnable] = useLoad(() => getReturnableOrders(type, storeCode), type)
  const [sent, reloadSent] = useLoad(() => getSentRequests(type, storeCode), type)
  const [notice, setNotice] = useState('')
  const base = type === 'warranty' ? '/my-account/warranty' : '/my-account/return'
  return (
    <div className="after-sales">
      <section aria-labelledby="return-new">
        <h2 id="return-new">
          {t(type === 'warranty' ? 'afterSales.warranty.newTitle' : 'afterSales.return.newTitle')}
        </h2>
        <p role="status" className="after-sales__ok">
          {notice}
        </p>
        {returnable.status === 'ready' ? (
          <ReturnForm
            type={type}
            orders={returnable.data.orders}
            onSent={(number) => {
              setNotice(t('afterSales.return.sent', { number }))
              reloadReturnable()
              reloadSent()
            }}
          />
        ) : (
          <LoadingState state={returnable} retry={reloadReturnable} />
        )}
      </section>
      <section aria-labelledby="return-sent">
        <h2 id="return-sent">
          {t(type === 'warranty' ? 'afterSales.requests.warrantyTitle' : 'afterSales.requests.returnTitle')}
        </h2>
        {sent.status === 'ready' ? (
          <>
            <ReturnRequests requests={pageSlice(sent.data.requests, page, REQUESTS_PAGE_SIZE)} />
            <Pager
              page={page}
              total={sent.data.requests.length}
              pageSize={REQUESTS_PAGE_SIZE}
              href={(n) => localPath(n > 1 ? `${base}/${n}` : base, store)}
            />
          </>
        ) : (
          <LoadingState state={sent} retry={reloadSent} />
        )}
      </section>
    </div>
  )
}

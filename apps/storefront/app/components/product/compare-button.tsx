/**
 * "Add to compare" / "remove from compare" for one sku. The list lives in the browser, so the
 * server renders the add state; the outcome (added, already there, list full) is announced.
 */
import { COMPARE_MAX_ITEMS } from '@shop/commerce'
import { useState } from 'react'
import { Link } from 'react-router'
import { addToCompare, removeFromCompare, useCompareList } from '../../lib/catalog/compare.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const t = useT()
  const store = useStore()
  const list = useCompareList()
  const [message, setMessage] = useState('')
  const inList = list.includes(sku)
  return (
    <div className="compare-button">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={inList}
        onClick={() => {
          if (inList) {
            removeFromCompare(sku)
            setMessage(t('catalog.compare.removed', { name }))
            return
          }
          const outcome = addToCompare(sku)
          setMessage(
            outcome === 'full'
              ? t('catalog.compare.full', { max: COMPARE_MAX_ITEMS })
              : t('catalog.compare.added', { name }),
          )
        }}
      >
        {inList ? t('catalog.compare.remove') : t('catalog.compare.add')}
      </button>
      <p className="compare-button__message" aria-live="polite">
        {message}
        {message && list.length > 0 && (
          <>
            {' '}
            <Link to={localPath('/compare', store)}>{t('catalog.compare.view', { count: list.length })}</Link>
          </>
        )}
      </p>
    </div>
  )
}

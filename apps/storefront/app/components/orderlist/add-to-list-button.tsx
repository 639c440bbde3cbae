/**
 * "Op bestellijst" on the product page and on tiles: opens the add-to-list dialog (its code loads
 * on the first click). A configurable product goes on the list as the chosen variant; without a
 * chosen variant the button says so instead of adding the parent, which could not be ordered.
 */
import { lazy, Suspense, useRef, useState } from 'react'
import { Link } from 'react-router'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useHydrated } from '../catalog/use-hydrated.ts'
import orderlistCss from '../../styles/orderlist.css?url'
import type { AddToListTarget } from './add-to-list-dialog.tsx'

const AddToListDialog = lazy(() => import('./add-to-list-dialog.tsx'))

export function AddToListButton({
  target,
  needsVariant = false,
  compact = false,
}: {
  target: AddToListTarget
  /** a configurable product whose variant is not chosen yet */
  needsVariant?: boolean
  /** on a tile: the button names the product for screen readers */
  compact?: boolean
}) {
  const t = useT()
  const store = useStore()
  const hydrated = useHydrated()
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [added, setAdded] = useState<{ list_id: number; name: string } | null>(null)
  const [message, setMessage] = useState('')
  return (
    <div className="add-to-orderlist">
      <link rel="stylesheet" href={orderlistCss} precedence="default" />
      <button
        ref={button}
        type="button"
        className={`button button--secondary${compact ? ' button--small' : ''}`}
        aria-haspopup="dialog"
        aria-label={compact ? t('orderlist.add.buttonName', { name: target.name }) : undefined}
        disabled={!hydrated}
        onClick={() => {
          if (needsVariant) return setMessage(t('orderlist.add.chooseVariant'))
          setMessage('')
          setOpen(true)
        }}
      >
        <span aria-hidden="true">{added ? '✓ ' : '☰ '}</span>
        {t('orderlist.add.button')}
      </button>
      <p className="add-to-orderlist__message" aria-live="polite">
        {message}
        {added && message && (
          <>
            {' '}
            <Link to={localPath(`/my-account/orderlist/edit/${added.list_id}`, store)}>
              {t('orderlist.add.viewList')}
            </Link>
          </>
        )}
      </p>
      {open && (
        <Suspense fallback={null}>
          <AddToListDialog
            open={open}
            target={target}
            onClose={() => {
              setOpen(false)
              button.current?.focus()
            }}
            onAdded={(list) => {
              setAdded(list)
              setMessage(t('orderlist.add.added', { name: target.name, list: list.name }))
              setOpen(false)
              button.current?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

/** What can go on a list: products ordered as one sku (a configurable as its chosen variant). */
export const LISTABLE_TYPES = new Set(['simple', 'virtual', 'configurable'])

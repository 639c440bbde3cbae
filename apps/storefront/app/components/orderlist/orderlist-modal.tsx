/**
 * A small native <dialog> shown modally (as the login modal): focus stays inside, Escape and the
 * close button close it, focus returns to the button that opened it, and the heading names it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useT } from '../../lib/store-context.tsx'

export function OrderListModal({
  open,
  title,
  onClose,
  role = 'dialog',
  children,
}: {
  open: boolean
  title: string
  onClose: () => void
  /** 'alertdialog' for a confirmation */
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // React keeps `autofocus` off the DOM, so showModal would focus the close button first
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className="orderlist-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open && (
        <div className="orderlist-modal__body">
          <div className="orderlist-modal__head">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="orderlist-modal__close"
              aria-label={t('orderlist.add.close')}
              onClick={onClose}
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}

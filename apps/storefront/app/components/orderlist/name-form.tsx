/**
 * One list-name field with its submit: create, rename and copy use it. The rule's message shows
 * under the field, tied to it for screen readers, and the field gets the focus back.
 */
import { useId, useRef, useState, type ReactNode } from 'react'
import { useT } from '../../lib/store-context.tsx'
import { LIST_NAME_MAX } from '../../lib/orderlist/orderlist-api.ts'
import { listNameProblem } from './list-name.ts'

export function NameForm({
  label,
  submit,
  initial = '',
  onSubmit,
  extra,
  autoFocus = false,
}: {
  label: string
  submit: string
  initial?: string
  /** answers an error text to show under the field, or null when done */
  onSubmit: (name: string) => Promise<string | null>
  extra?: ReactNode
  autoFocus?: boolean
}) {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [name, setName] = useState(initial)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <form
      className="orderlist-name-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (busy) return
        const problem = listNameProblem(name)
        if (problem) {
          setError(t(problem, { max: LIST_NAME_MAX }))
          input.current?.focus()
          return
        }
        setBusy(true)
        const failed = await onSubmit(name.trim()).finally(() => setBusy(false))
        setError(failed ?? '')
        if (failed) input.current?.focus()
        else if (!initial) setName('')
      }}
    >
      <div className="orderlist-field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={input}
          id={id}
          name="name"
          value={name}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value)
            if (error) setError('')
          }}
        />
        {error && (
          <p id={`${id}-error`} className="orderlist-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {extra}
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {submit}
      </button>
    </form>
  )
}

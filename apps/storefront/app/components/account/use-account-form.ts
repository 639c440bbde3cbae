/**
 * The state every account form shares: per-field errors, one status line and a busy flag, plus the
 * submit flow they all follow (validate first, focus the first invalid field, then call the server).
 */
import { useState, type FormEvent } from 'react'
import { useAfterRender } from '../../lib/use-after-render.ts'
import { focusFirstError } from './field.tsx'
import { validate, type FieldError } from './validation.ts'

/** The line under a form: a failure (role alert) or, for the forms that confirm inline, a success. */
export type FormStatus = { ok: boolean; text: string }

/** Reads a text input from the submitted form data; a missing field reads as ''. */
export const textOf =
  (data: FormData, { trim = false } = {}) =>
  (field: string) => {
    const value = String(data.get(field) ?? '')
    return trim ? value.trim() : value
  }

export function useAccountForm<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({})
  const [status, setStatus] = useState<FormStatus | null>(null)
  const [busy, setBusy] = useState(false)
  const afterRender = useAfterRender()

  /** onSubmit for the <form>: no browser validation or navigation, the handler gets the form data. */
  const onSubmit =
    (handler: (data: FormData, form: HTMLFormElement) => Promise<unknown> | void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void handler(new FormData(event.currentTarget), event.currentTarget)
    }

  /** Runs the checks and clears the old status; false (and focus on the first error) when one fails. */
  function valid(form: HTMLFormElement, checks: Record<F, () => FieldError | null>): boolean {
    const found = validate<F>(checks)
    setErrors(found)
    setStatus(null)
    if (!Object.keys(found).length) return true
    // after the render that adds aria-invalid, so the selector finds the field
    afterRender(() => focusFirstError(form))
    return false
  }

  /** Keeps the submit button disabled while the server call runs. */
  async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
    setBusy(true)
    const result = await work()
    setBusy(false)
    return result
  }

  const fail = (text: string) => setStatus({ ok: false, text })
  const succeed = (text: string) => setStatus({ ok: true, text })

  return { errors, status, busy, onSubmit, valid, whileBusy, fail, succeed }
}

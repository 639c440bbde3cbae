/**
 * The account request form of /request-account (issue 19, decision 0196): four groups of fields
 * (company, contact person, address, message), each labelled, with autofill tokens; the rules of
 * 001 §5 are checked before sending (the commerce rules the server uses too), a problem is shown
 * under its field (aria-invalid, aria-describedby) and focus moves to the first one; the captcha
 * sits before the submit button. The API's refusals are shown translated (role=alert); once the
 * request is stored the form gives way to the "request received" text.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  ACCOUNT_REQUEST_BRANCHES,
  ACCOUNT_REQUEST_COUNTRIES,
  ACCOUNT_REQUEST_LIMITS,
  accountRequestProblems,
  type AccountRequestField,
  type AccountRequestInput,
} from '@shop/commerce'
import type { MessageKey } from '../../i18n/translate.ts'
import { captchaIsActive, requestAccountCall } from '../../lib/account-request/request-api.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useAfterRender } from '../../lib/use-after-render.ts'
import { CaptchaField } from '../captcha/captcha-field.tsx'
import { Field, focusFirstError } from '../account/field.tsx'
import { FormSubmit } from '../account/form-submit.tsx'
import type { FieldError } from '../account/validation.ts'
import { problemError, refusalText, serverFieldErrors } from './server-text.ts'

type Errors = Partial<Record<AccountRequestField, FieldError>>
type TextField = Exclude<AccountRequestField, 'country_id' | 'branch' | 'language' | 'message'>

/** [field, autofill token, input type] per group */
const GROUPS: [MessageKey, [TextField | 'branch', string, string?][]][] = [
  [
    'accountRequest.group.company',
    [
      ['company', 'organization'],
      ['vat_id', 'off'],
      ['kvk_number', 'off'],
      ['branch', 'off'],
    ],
  ],
  [
    'accountRequest.group.contact',
    [
      ['contact_person', 'name'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
    ],
  ],
]
const ADDRESS: [TextField, string][] = [
  ['street', 'street-address'],
  ['postcode', 'postal-code'],
  ['city', 'address-level2'],
]

/** How long a submit waits for an active captcha to be solved before it goes without it. */
const CAPTCHA_WAIT_MS = 15_000

function Choice({
  id,
  label,
  error,
  children,
  defaultValue,
}: {
  id: AccountRequestField
  label: string
  error?: FieldError
  children: ReactNode
  defaultValue?: string
}) {
  const t = useT()
  const errorId = `request-${id}-error`
  return (
    <div className="account-field">
      <label htmlFor={`request-${id}`}>{label}</label>
      <select
        id={`request-${id}`}
        name={id}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required="true"
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="account-field__error">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  )
}

export function RequestAccountForm() {
  const t = useT()
  const store = useStore()
  const language = store.language === 'de' ? 'de' : 'nl'
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<{ id: number; email: string } | null>(null)
  const captcha = useRef<string | null>(null)
  const captchaActive = useRef<Promise<boolean> | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const afterRender = useAfterRender()
  const doneRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    captchaActive.current = captchaIsActive()
  }, [])
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  /** the captcha's solution; an active captcha not solved yet is waited for a while */
  async function captchaToken(): Promise<string | undefined> {
    if (captcha.current) return captcha.current
    if (!(await (captchaActive.current ?? Promise.resolve(false)))) return undefined
    const until = Date.now() + CAPTCHA_WAIT_MS
    while (!captcha.current && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
    return captcha.current ?? undefined
  }

  function show(found: Errors) {
    setErrors(found)
    if (!Object.keys(found).length) return false
    setStatus({ ok: false, text: t('accountRequest.error.summary') })
    afterRender(() => focusFirstError(formRef.current))
    return true
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const input: AccountRequestInput = { language }
    data.forEach((value, key) => {
      input[key as AccountRequestField] = String(value).trim()
    })
    input.language = language
    const found: Errors = {}
    for (const problem of accountRequestProblems(input)) found[problem.field] ??= problemError(problem)
    setStatus(null)
    if (show(found)) return
    setBusy(true)
    try {
      const token = await captchaToken()
      const answer = await requestAccountCall(
        { ...input, ...(token ? { captcha: token } : {}) },
        store.view.storeCode,
      )
      const body = typeof answer.result === 'object' ? answer.result?.body : undefined
      if (answer.code === 200 && body) return setDone({ id: body.request_id, email: input.email ?? '' })
      if (answer.code === 400 && show(serverFieldErrors(answer.meta))) return
      setStatus({ ok: false, text: refusalText(answer.code, answer.result, t) })
    } catch {
      setStatus({ ok: false, text: t('accountRequest.refused.failed') })
    } finally {
      setBusy(false)
    }
  }

  if (done)
    return (
      <div className="request-account__done" role="status">
        <h2 ref={doneRef} tabIndex={-1}>
          {t('accountRequest.done.title')}
        </h2>
        <p>{t('accountRequest.done.text', { id: done.id, email: done.email })}</p>
        <a className="button" href={store.prefix || '/'}>
          {t('accountRequest.done.home')}
        </a>
      </div>
    )

  const field = ([name, autofill, type]: [TextField, string, string?]) => (
    <Field
      key={name}
      id={`request-${name}`}
      name={name}
      type={type ?? 'text'}
      autoComplete={autofill}
      label={t(`accountRequest.field.${name}` as MessageKey)}
      error={errors[name]}
      maxLength={ACCOUNT_REQUEST_LIMITS[name].max}
      aria-required="true"
      {...(name === 'vat_id' ? { placeholder: t('accountRequest.field.vat_id.hint') } : {})}
    />
  )

  return (
    <form
      ref={formRef}
      className="account-form request-account__form"
      noValidate
      aria-label={t('accountRequest.title')}
      onSubmit={(event) => void submit(event)}
    >
      <p className="request-account__required">{t('accountRequest.required')}</p>
      {GROUPS.map(([legend, fields]) => (
        <fieldset key={legend} className="request-account__group">
          <legend>{t(legend)}</legend>
          {fields.map(([name, autofill, type]) =>
            name === 'branch' ? (
              <Choice
                key={name}
                id="branch"
                label={t('accountRequest.field.branch')}
                error={errors.branch}
                defaultValue=""
              >
                <option value="">{t('accountRequest.branch.choose')}</option>
                {ACCOUNT_REQUEST_BRANCHES.map((b) => (
                  <option key={b} value={b}>
                    {t(`accountRequest.branch.${b}` as MessageKey)}
                  </option>
                ))}
              </Choice>
            ) : (
              field([name, autofill, type])
            ),
          )}
        </fieldset>
      ))}
      <fieldset className="request-account__group">
        <legend>{t('accountRequest.group.address')}</legend>
        {ADDRESS.map(field)}
        <Choice
          id="country_id"
          label={t('accountRequest.field.country_id')}
          error={errors.country_id}
          defaultValue={language === 'de' ? 'DE' : 'NL'}
        >
          {ACCOUNT_REQUEST_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`checkout.country.${code}` as MessageKey)}
            </option>
          ))}
        </Choice>
      </fieldset>
      <fieldset className="request-account__group">
        <legend>{t('accountRequest.group.message')}</legend>
        <div className="account-field">
          <label htmlFor="request-message">{t('accountRequest.field.message')}</label>
          <textarea
            id="request-message"
            name="message"
            rows={4}
            maxLength={ACCOUNT_REQUEST_LIMITS.message.max}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'request-message-error' : undefined}
          />
          {errors.message && (
            <p id="request-message-error" className="account-field__error">
              {t(errors.message.key, errors.message.values)}
            </p>
          )}
        </div>
      </fieldset>
      <CaptchaField onChange={(token) => (captcha.current = token)} />
      <FormSubmit status={status} busy={busy} label={t('accountRequest.submit')} />
    </form>
  )
}

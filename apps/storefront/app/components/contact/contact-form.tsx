/**
 * The contact form (spec 001 §2 /contact, /de/contact, /en/contact; §7 `contacts`; decision 0202):
 * name, e-mail, phone, subject, message and the captcha. Checked in the page first with the spec's
 * messages in the page's language; the API's refusals are translated too, never shown in English
 * on a Dutch or German page. Errors are tied to their fields and the first one gets the focus; the
 * success message is announced.
 */
import { useRef, useState, type FormEvent } from 'react'
import { isValidEmail } from '@shop/commerce'
import { networkTask } from '../../lib/network-task.ts'
import { OCULUS_BASE_PATH } from '../../lib/oculus.ts'
import { getUser } from '../../lib/user/user-store.ts'
import { CaptchaField } from '../captcha/captcha-field.tsx'
import type { CaptchaRefusal } from '../captcha/captcha-api.ts'
import type { ContactKey } from './contact-texts-en.ts'
import { useFormText, type FormLanguage } from './use-form-text.ts'
import { useAfterRender } from '../../lib/use-after-render.ts'

type FieldName = 'name' | 'email' | 'phone' | 'subject' | 'message'
type Values = Record<FieldName, string>
type Problem = { key: ContactKey; values?: Record<string, number> }

const LIMITS = {
  nameMin: 3,
  nameMax: 200,
  emailMax: 254,
  phoneMax: 40,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
}
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' }

function check(values: Values): Partial<Record<FieldName, Problem>> {
  const problems: Partial<Record<FieldName, Problem>> = {}
  const length = (field: FieldName, min: number, max: number, required: boolean) => {
    const value = values[field].trim()
    if (!value) {
      if (required) problems[field] = { key: 'contact.validation.required' }
    } else if (value.length < min) problems[field] = { key: 'contact.validation.minLength', values: { min } }
    else if (value.length > max) problems[field] = { key: 'contact.validation.maxLength', values: { max } }
  }
  length('name', LIMITS.nameMin, LIMITS.nameMax, true)
  length('email', 1, LIMITS.emailMax, true)
  if (!problems.email && !isValidEmail(values.email)) problems.email = { key: 'contact.validation.email' }
  length('phone', 0, LIMITS.phoneMax, false)
  if (!problems.phone && values.phone.trim() && !/^\+?[\d\s().-]{6,}$/.test(values.phone.trim())) {
    problems.phone = { key: 'contact.validation.phone' }
  }
  length('subject', 0, LIMITS.subjectMax, false)
  length('message', LIMITS.messageMin, LIMITS.messageMax, true)
  return problems
}

/** The API's "Invalid body.<field>: <message>" as the field's translated problem. */
function apiProblems(message: string): Partial<Record<FieldName, Problem>> {
  const problems: Partial<Record<FieldName, Problem>> = {}
  for (const [, field, text] of message.matchAll(/body\.(name|email|phone|subject|message): ([^;]+)/g)) {
    const f = field as FieldName
    const min = /Minimum (\d+)/.exec(text!)
    const max = /Maximum (\d+)/.exec(text!)
    problems[f] = min
      ? { key: 'contact.validation.minLength', values: { min: Number(min[1]) } }
      : max
        ? { key: 'contact.validation.maxLength', values: { max: Number(max[1]) } }
        : /e-mail/.test(text!)
          ? { key: 'contact.validation.email' }
          : /phone/.test(text!)
            ? { key: 'contact.validation.phone' }
            : { key: 'contact.validation.required' }
  }
  return problems
}

export function ContactForm({ language }: { language?: FormLanguage }) {
  const { language: lang, text } = useFormText(language)
  const [values, setValues] = useState<Values>(EMPTY)
  const [problems, setProblems] = useState<Partial<Record<FieldName, Problem>>>({})
  const [captcha, setCaptcha] = useState<string | null>(null)
  const [captchaError, setCaptchaError] = useState<CaptchaRefusal | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const success = useRef<HTMLParagraphElement>(null)

  const afterRender = useAfterRender()
  const focusFirstProblem = () =>
    afterRender(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const found = check(values)
    setProblems(found)
    if (Object.keys(found).length) {
      setFailure(text('contact.form.invalid'))
      focusFirstProblem()
      return
    }
    setBusy(true)
    try {
      const answer = await networkTask<unknown>({
        url: `${OCULUS_BASE_PATH}/contacts`,
        method: 'POST',
        token: getUser().token ?? undefined,
        body: {
          ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])),
          language: lang,
          captcha: captcha ?? undefined,
        },
      })
      if (answer.code === 200) {
        setSent(true)
        setValues(EMPTY)
        setCaptcha(null)
        setCaptchaError(null)
        setCaptchaRound((n) => n + 1)
        afterRender(() => success.current?.focus())
        return
      }
      const meta = answer.meta as { field?: string; reason?: CaptchaRefusal } | undefined
      if (meta?.field === 'captcha' && meta.reason) {
        setCaptchaError(meta.reason)
        setCaptcha(null)
        if (meta.reason !== 'missing') setCaptchaRound((n) => n + 1)
        setFailure(text(`captcha.refused.${meta.reason}`))
      } else if (answer.code === 400 && typeof answer.result === 'string') {
        const fromApi = apiProblems(answer.result)
        setProblems(fromApi)
        setFailure(text(Object.keys(fromApi).length ? 'contact.form.invalid' : 'contact.form.failed'))
        focusFirstProblem()
      } else {
        setFailure(text(answer.code === 429 ? 'contact.form.tooMany' : 'contact.form.failed'))
      }
    } catch {
      setFailure(text('contact.form.failed'))
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <section className="contact-form" aria-labelledby="contact-form-title" lang={lang}>
        <h2 id="contact-form-title">{text('contact.form.title')}</h2>
        <p ref={success} className="contact-form__success" role="status" tabIndex={-1}>
          {text('contact.form.sent')}
        </p>
        <button type="button" className="button" onClick={() => setSent(false)}>
          {text('contact.form.another')}
        </button>
      </section>
    )
  }

  const field = (name: FieldName, label: ContactKey, input: Record<string, unknown>) => {
    const problem = problems[name]
    const id = `contact-${name}`
    const props = {
      id,
      name,
      value: values[name],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-error` : undefined,
      // the value is read now: a lazy updater runs later, after React may have put the old value back
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value
        setValues((v) => ({ ...v, [name]: value }))
      },
      ...input,
    }
    return (
      <div className="contact-field">
        <label htmlFor={id}>{text(label)}</label>
        {name === 'message' ? <textarea rows={6} {...props} /> : <input {...props} />}
        {problem && (
          <p id={`${id}-error`} className="contact-field__error">
            {text(problem.key, problem.values)}
          </p>
        )}
      </div>
    )
  }

  return (
    <section className="contact-form" aria-labelledby="contact-form-title" lang={lang}>
      <h2 id="contact-form-title">{text('contact.form.title')}</h2>
      <p>{text('contact.form.intro')}</p>
      <form ref={form} noValidate onSubmit={submit}>
        {field('name', 'contact.form.name', {
          autoComplete: 'name',
          required: true,
          maxLength: LIMITS.nameMax,
        })}
        {field('email', 'contact.form.email', {
          type: 'email',
          autoComplete: 'email',
          required: true,
          maxLength: LIMITS.emailMax,
        })}
        {field('phone', 'contact.form.phone', {
          type: 'tel',
          autoComplete: 'tel',
          maxLength: LIMITS.phoneMax,
        })}
        {field('subject', 'contact.form.subject', { autoComplete: 'off', maxLength: LIMITS.subjectMax })}
        {field('message', 'contact.form.message', { required: true, maxLength: LIMITS.messageMax })}
        <CaptchaField
          language={lang}
          error={captchaError}
          resetKey={captchaRound}
          onChange={(token) => {
            setCaptcha(token)
            if (token) setCaptchaError(null)
          }}
        />
        {failure && (
          <p className="contact-form__failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? text('contact.form.busy') : text('contact.form.submit')}
        </button>
      </form>
    </section>
  )
}

/**
 * The captcha of the public forms (issue 19; spec 001 §3, §4, §7 "Captcha"; decision 0200). Reads
 * the shop's settings (`GET /api/captcha`): nothing when the captcha is off (the server then lets
 * every form through); the self-hosted ALTCHA widget (challenge from the shop, no third party, no
 * cookies) or the hosted provider's script with its site key. Solved is not verified: the token is
 * handed to the form (`onChange`) only after `POST /api/captcha/verify` answered success
 * (is_verified, §4); an expired or refused solution hands back null. Browser only (SSR renders a
 * placeholder of the same size).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import altchaCss from 'altcha/altcha.css?url'
import { captchaSettings, confirmCaptcha, type CaptchaRefusal, type CaptchaSettings } from './captcha-api.ts'
import { loadAltcha, registerAltchaStrings } from './load-altcha.ts'
import { HostedCaptcha } from './hosted-captcha.tsx'
import { useFormText, type FormLanguage } from '../contact/use-form-text.ts'

export interface CaptchaFieldProps {
  /** the solution to send with the form (null until solved and confirmed, or when the captcha is off) */
  onChange: (token: string | null) => void
  /** the page's language when it is not the store view's (/en/contact) */
  language?: FormLanguage
  /** a refusal to show (the form's own check, or the API's answer) */
  error?: CaptchaRefusal | null
  /** changes to start over with a fresh challenge (after the form was sent or refused) */
  resetKey?: number
}

type Status = 'idle' | 'confirming' | 'verified' | CaptchaRefusal

export function CaptchaField({ onChange, language, error, resetKey = 0 }: CaptchaFieldProps) {
  const { language: lang, text } = useFormText(language)
  const [settings, setSettings] = useState<CaptchaSettings | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const changed = useRef(onChange)
  changed.current = onChange

  useEffect(() => {
    let alive = true
    void captchaSettings().then((s) => alive && setSettings(s))
    return () => {
      alive = false
    }
  }, [])

  useEffect(() => {
    setStatus('idle')
    changed.current(null)
  }, [resetKey])

  const solved = useCallback(async (token: string | null) => {
    if (!token) {
      setStatus('idle')
      changed.current(null)
      return
    }
    setStatus('confirming')
    changed.current(null)
    const answer = await confirmCaptcha(token)
    setStatus(answer.success ? 'verified' : (answer.reason ?? 'invalid'))
    changed.current(answer.success ? token : null)
  }, [])

  if (!settings?.is_active) return null
  const shown: CaptchaRefusal | null =
    status !== 'idle' && status !== 'confirming' && status !== 'verified' ? status : (error ?? null)
  const errorId = 'captcha-error'
  return (
    <div className="captcha-field" aria-describedby={shown ? errorId : undefined}>
      {settings.provider === 'altcha' && settings.challenge_url ? (
        <AltchaWidget
          key={resetKey}
          challengeUrl={settings.challenge_url}
          language={lang}
          register={() => registerAltchaStrings(lang, text)}
          onSolved={solved}
        />
      ) : settings.site_key && settings.script_url ? (
        <HostedCaptcha
          key={resetKey}
          provider={settings.provider}
          siteKey={settings.site_key}
          scriptUrl={settings.script_url}
          language={lang}
          onSolved={solved}
        />
      ) : null}
      <p className="visually-hidden" role="status">
        {status === 'verified' ? text('captcha.confirmed') : ''}
      </p>
      {shown && (
        <p id={errorId} className="captcha-field__error" role="alert">
          {text(`captcha.refused.${shown}`)}
        </p>
      )}
    </div>
  )
}

function AltchaWidget({
  challengeUrl,
  language,
  register,
  onSolved,
}: {
  challengeUrl: string
  language: FormLanguage
  register: () => void
  onSolved: (token: string | null) => void
}) {
  const [ready, setReady] = useState(false)
  const widget = useRef<HTMLElement>(null)
  const registerStrings = useRef(register)
  registerStrings.current = register

  useEffect(() => {
    let alive = true
    loadAltcha()
      .then(() => {
        registerStrings.current()
        if (alive) setReady(true)
      })
      .catch(() => alive && setReady(false))
    return () => {
      alive = false
    }
  }, [])

  useEffect(() => {
    const element = widget.current
    if (!ready || !element) return
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
      if (detail.state === 'verified' && detail.payload) onSolved(detail.payload)
      else if (detail.state === 'expired' || detail.state === 'error' || detail.state === 'unverified')
        onSolved(null)
    }
    element.addEventListener('statechange', onState)
    return () => element.removeEventListener('statechange', onState)
  }, [ready, onSolved])

  return (
    <>
      <link rel="stylesheet" href={altchaCss} precedence="default" />
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl}
          language={language}
          name="altcha"
          auto="onload"
          // no autofocus: the widget solves itself on load and would otherwise pull the focus to its
          // checkbox when done — away from the field the shopper is typing in
          configuration={JSON.stringify({
            hideFooter: true,
            hideLogo: false,
            minDuration: 300,
            disableAutoFocus: true,
          })}
        />
      ) : (
        <div className="captcha-field__placeholder" aria-hidden="true" />
      )}
    </>
  )
}

/**
 * A hosted captcha (reCAPTCHA, hCaptcha, Turnstile; decision 0200): the provider's script loads
 * with the site key (spec 001 §7) and renders its widget explicitly; the token it hands over goes
 * to the server for confirmation like the self-hosted one. All three share `render(element,
 * {sitekey, callback, 'expired-callback', 'error-callback'})`.
 */
import { useEffect, useRef } from 'react'
import type { CaptchaSettings } from './captcha-api.ts'

interface HostedApi {
  render(element: HTMLElement, options: Record<string, unknown>): unknown
}

const GLOBALS: Record<Exclude<CaptchaSettings['provider'], 'altcha'>, string> = {
  recaptcha: 'grecaptcha',
  hcaptcha: 'hcaptcha',
  turnstile: 'turnstile',
}

const scripts = new Map<string, Promise<void>>()

function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url)
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => reject(new Error(`captcha script ${url} did not load`))
      document.head.appendChild(script)
    })
    scripts.set(url, loading)
  }
  return loading
}

export function HostedCaptcha({
  provider,
  siteKey,
  scriptUrl,
  language,
  onSolved,
}: {
  provider: CaptchaSettings['provider']
  siteKey: string
  scriptUrl: string
  language: string
  onSolved: (token: string | null) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (provider === 'altcha') return
    let alive = true
    const url = `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}hl=${language}`
    void loadScript(url)
      .then(async () => {
        const name = GLOBALS[provider]
        // the script may define its global a moment after it loaded
        for (let i = 0; i < 50 && !(window as never)[name]; i++) await new Promise((r) => setTimeout(r, 100))
        const api = (window as unknown as Record<string, HostedApi | undefined>)[name]
        if (!alive || !api || !box.current) return
        api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => onSolved(token),
          'expired-callback': () => onSolved(null),
          'error-callback': () => onSolved(null),
        })
      })
      .catch(() => onSolved(null))
    return () => {
      alive = false
    }
  }, [provider, siteKey, scriptUrl, language, onSolved])
  return <div ref={box} className="captcha-field__hosted" />
}

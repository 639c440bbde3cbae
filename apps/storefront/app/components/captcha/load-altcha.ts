/**
 * Loads the ALTCHA widget in the browser only (decision 0200): the "external" build, which injects
 * no inline style and no blob: workers (the shop's Content-Security-Policy allows neither); its
 * stylesheet and its SHA-256 worker are the shop's own files, bundled by Vite. The widget's texts
 * are the shop's (nl "je", de "Sie", en), registered once per language.
 */
import type { ContactKey } from '../contact/contact-texts-en.ts'

type Text = (key: ContactKey) => string

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>
  i18n: { set(language: string, strings: Record<string, string>): void }
}

let loading: Promise<void> | null = null

export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external')
    const { default: ShaWorker } = await import('altcha/workers/sha?worker')
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha
    altcha.algorithms.set('SHA-256', () => new ShaWorker())
  })()
  loading.catch(() => (loading = null))
  return loading
}

/** The widget's strings in `language` (called after loadAltcha). */
export function registerAltchaStrings(language: string, text: Text): void {
  const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha
  altcha?.i18n.set(language, {
    ariaLinkLabel: 'ALTCHA',
    cancel: 'Cancel',
    enterCode: '',
    enterCodeAria: '',
    enterCodeFromImage: '',
    error: text('captcha.error'),
    expired: text('captcha.expired'),
    footer: '',
    getAudioChallenge: '',
    label: text('captcha.label'),
    loading: text('captcha.loading'),
    reload: text('captcha.verify'),
    verify: text('captcha.verify'),
    verificationRequired: text('captcha.required'),
    verified: text('captcha.verified'),
    verifying: text('captcha.verifying'),
    waitAlert: text('captcha.waitAlert'),
  })
}

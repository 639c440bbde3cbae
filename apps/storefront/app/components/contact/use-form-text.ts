/** The contact form's and the captcha's translator: the store's catalogue (nl, de) or the English texts of /en/contact. */
import { useStore, useT } from '../../lib/store-context.tsx'
import { translateEn, type ContactKey } from './contact-texts-en.ts'

export type FormLanguage = 'nl' | 'de' | 'en'
export type FormText = (key: ContactKey, values?: Record<string, string | number>) => string

export function useFormText(language?: FormLanguage): { language: FormLanguage; text: FormText } {
  const t = useT()
  const store = useStore()
  const lang = language ?? store.language
  return { language: lang, text: lang === 'en' ? translateEn : t }
}

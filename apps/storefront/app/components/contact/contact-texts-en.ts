/**
 * The contact form's and the captcha's texts on /en/contact (the shop has no English store view,
 * so they live here, beside en-contact-page.tsx's, not in a message catalogue).
 */
import type { contactNl } from '../../i18n/nl/contact.ts'

export type ContactKey = keyof typeof contactNl

export const CONTACT_EN: Record<ContactKey, string> = {
  'contact.form.title': 'Send us a message',
  'contact.form.intro': 'Fields marked * are required. You will receive a copy of your message by e-mail.',
  'contact.form.name': 'Name *',
  'contact.form.email': 'E-mail address *',
  'contact.form.phone': 'Phone number',
  'contact.form.subject': 'Subject',
  'contact.form.message': 'Message *',
  'contact.form.submit': 'Send message',
  'contact.form.busy': 'Sending…',
  'contact.form.sent':
    'Thank you for your message. We have received it and will reply as soon as we can; a copy is in your mailbox.',
  'contact.form.another': 'Send another message',
  'contact.form.invalid': 'Please check the marked fields.',
  'contact.form.failed': 'Your message could not be sent. Please try again later.',
  'contact.form.tooMany': 'You have sent many messages in a short time. Please try again later.',
  'contact.validation.required': 'Field is required.',
  'contact.validation.email': 'Please provide valid e-mail address.',
  'contact.validation.minLength': 'Please enter at least {min} characters.',
  'contact.validation.maxLength': 'Please enter at most {max} characters.',
  'contact.validation.phone': 'Please provide a valid phone number.',
  'captcha.label': "I'm not a robot",
  'captcha.verify': 'Verify',
  'captcha.verifying': 'Verifying…',
  'captcha.verified': 'Verified',
  'captcha.loading': 'Loading…',
  'captcha.error': 'Verification failed. Please try again.',
  'captcha.expired': 'Verification expired. Please try again.',
  'captcha.required': 'Please confirm first that you are not a robot.',
  'captcha.waitAlert': 'Verifying… please wait.',
  'captcha.confirmed': 'The verification is confirmed.',
  'captcha.refused.missing': 'Please confirm first that you are not a robot.',
  'captcha.refused.invalid':
    'The verification did not succeed. Please confirm again that you are not a robot.',
  'captcha.refused.expired': 'The verification expired. Please confirm again that you are not a robot.',
  'captcha.refused.replayed':
    'This verification was already used. Please confirm again that you are not a robot.',
  'captcha.refused.unavailable':
    'The verification cannot be reached right now. Please try again in a moment.',
}

/** The English translator of these keys ({min}/{max} filled in). */
export function translateEn(key: ContactKey, values?: Record<string, string | number>): string {
  return CONTACT_EN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`))
}

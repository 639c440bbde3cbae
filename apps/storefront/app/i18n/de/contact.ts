/** Das Kontaktformular auf /de/contact und das Captcha der öffentlichen Formulare (Issue 19). */
import type { contactNl } from '../nl/contact.ts'

export const contactDe: Record<keyof typeof contactNl, string> = {
  'contact.form.title': 'Schreiben Sie uns',
  'contact.form.intro':
    'Felder mit * sind Pflichtfelder. Sie erhalten eine Kopie Ihrer Nachricht per E-Mail.',
  'contact.form.name': 'Name *',
  'contact.form.email': 'E-Mail-Adresse *',
  'contact.form.phone': 'Telefonnummer',
  'contact.form.subject': 'Betreff',
  'contact.form.message': 'Nachricht *',
  'contact.form.submit': 'Nachricht senden',
  'contact.form.busy': 'Wird gesendet…',
  'contact.form.sent':
    'Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten so bald wie möglich; eine Kopie finden Sie in Ihrem Postfach.',
  'contact.form.another': 'Weitere Nachricht senden',
  'contact.form.invalid': 'Bitte prüfen Sie die markierten Felder.',
  'contact.form.failed': 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'contact.form.tooMany':
    'Sie haben in kurzer Zeit viele Nachrichten gesendet. Bitte versuchen Sie es später erneut.',
  'contact.validation.required': 'Dieses Feld ist ein Pflichtfeld.',
  'contact.validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'contact.validation.minLength': 'Bitte geben Sie mindestens {min} Zeichen ein.',
  'contact.validation.maxLength': 'Bitte geben Sie höchstens {max} Zeichen ein.',
  'contact.validation.phone': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'captcha.label': 'Ich bin kein Roboter',
  'captcha.verify': 'Prüfen',
  'captcha.verifying': 'Wird geprüft…',
  'captcha.verified': 'Geprüft',
  'captcha.loading': 'Wird geladen…',
  'captcha.error': 'Die Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'captcha.expired': 'Die Prüfung ist abgelaufen. Bitte versuchen Sie es erneut.',
  'captcha.required': 'Bitte bestätigen Sie zuerst, dass Sie kein Roboter sind.',
  'captcha.waitAlert': 'Wird geprüft… bitte warten Sie einen Moment.',
  'captcha.confirmed': 'Die Prüfung ist bestätigt.',
  'captcha.refused.missing': 'Bitte bestätigen Sie zuerst, dass Sie kein Roboter sind.',
  'captcha.refused.invalid':
    'Die Prüfung ist nicht gelungen. Bitte bestätigen Sie erneut, dass Sie kein Roboter sind.',
  'captcha.refused.expired':
    'Die Prüfung ist abgelaufen. Bitte bestätigen Sie erneut, dass Sie kein Roboter sind.',
  'captcha.refused.replayed':
    'Diese Prüfung wurde bereits verwendet. Bitte bestätigen Sie erneut, dass Sie kein Roboter sind.',
  'captcha.refused.unavailable':
    'Die Prüfung ist gerade nicht erreichbar. Bitte versuchen Sie es gleich erneut.',
}

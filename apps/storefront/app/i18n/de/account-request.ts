import type { accountRequestNl } from '../nl/account-request.ts'

/** /de/request-account: ein Unternehmen beantragt ein Geschäftskonto (issue 19; spec 001 §2, §5). */
export const accountRequestDe: Record<keyof typeof accountRequestNl, string> = {
  'accountRequest.title': 'Geschäftskonto beantragen',
  'accountRequest.intro':
    'Sie haben ein Fahrradgeschäft, eine Werkstatt oder einen Verleih? Beantragen Sie hier ein Geschäftskonto. Wir prüfen Ihre Anfrage meist innerhalb von zwei Werktagen und schreiben Ihnen dann eine E-Mail.',
  'accountRequest.required': 'Felder mit * sind Pflichtfelder.',
  'accountRequest.group.company': 'Unternehmen',
  'accountRequest.group.contact': 'Ansprechpartner',
  'accountRequest.group.address': 'Adresse',
  'accountRequest.group.message': 'Nachricht',
  'accountRequest.field.company': 'Firmenname *',
  'accountRequest.field.vat_id': 'USt-IdNr. *',
  'accountRequest.field.vat_id.hint': 'Zum Beispiel DE123456789',
  'accountRequest.field.kvk_number': 'Handelsregisternummer *',
  'accountRequest.field.branch': 'Branche *',
  'accountRequest.field.contact_person': 'Name des Ansprechpartners *',
  'accountRequest.field.email': 'E-Mail-Adresse *',
  'accountRequest.field.phone': 'Telefonnummer *',
  'accountRequest.field.street': 'Straße und Hausnummer *',
  'accountRequest.field.postcode': 'Postleitzahl *',
  'accountRequest.field.city': 'Ort *',
  'accountRequest.field.country_id': 'Land *',
  'accountRequest.field.message': 'Möchten Sie uns noch etwas mitteilen? (optional)',
  'accountRequest.branch.choose': 'Wählen Sie Ihre Branche',
  'accountRequest.branch.bike_shop': 'Fahrradgeschäft',
  'accountRequest.branch.sports_shop': 'Sportgeschäft',
  'accountRequest.branch.rental': 'Fahrradverleih',
  'accountRequest.branch.workshop': 'Fahrradwerkstatt',
  'accountRequest.branch.webshop': 'Onlineshop',
  'accountRequest.branch.other': 'Sonstiges',
  'accountRequest.submit': 'Anfrage senden',
  'accountRequest.error.required': 'Dieses Feld ist erforderlich.',
  'accountRequest.error.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'accountRequest.error.tooShort': 'Bitte mindestens {min} Zeichen eingeben.',
  'accountRequest.error.tooLong': 'Bitte höchstens {max} Zeichen eingeben.',
  'accountRequest.error.country': 'Bitte wählen Sie eines der Länder, in die wir liefern.',
  'accountRequest.error.branch': 'Bitte wählen Sie Ihre Branche.',
  'accountRequest.error.vat': 'Das ist keine USt-IdNr. des gewählten Landes.',
  'accountRequest.error.summary': 'Bitte prüfen Sie die markierten Felder.',
  'accountRequest.refused.openRequest':
    'Für diese E-Mail-Adresse liegt bereits eine Anfrage vor. Wir melden uns so bald wie möglich bei Ihnen.',
  'accountRequest.refused.hasAccount':
    'Mit dieser E-Mail-Adresse besteht bereits ein Konto. Melden Sie sich an oder fordern Sie ein neues Passwort an.',
  'accountRequest.refused.captcha':
    'Die Prüfung, dass Sie kein Roboter sind, ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'accountRequest.refused.tooMany':
    'Sie haben zu viele Anfragen gesendet. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'accountRequest.refused.failed':
    'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
  'accountRequest.done.title': 'Anfrage erhalten',
  'accountRequest.done.text':
    'Vielen Dank! Wir haben Ihre Anfrage erhalten (Nummer {id}). Sie erhalten eine Bestätigung per E-Mail an {email}. Sobald wir Ihre Anfrage geprüft haben, senden wir Ihnen eine E-Mail mit einem Link, über den Sie Ihr Passwort festlegen.',
  'accountRequest.done.home': 'Weiter einkaufen',
}

/** Offline orders (spec 001 §4 "Going online", "Order waiting!") in German. */
export const offlineOrderDe = {
  'offlineOrder.queued':
    'Die Bestellung kann wegen eines Serverfehlers nicht übermittelt werden. Die Bestellung wurde in die Warteschlange gestellt.',
  'offlineOrder.queuedHint':
    'Ihr Warenkorb bleibt erhalten. Sobald der Shop wieder erreichbar ist, bitten wir Sie, die Bestellung zu senden.',
  'offlineOrder.waiting.title': 'Bestellung wartet!',
  'offlineOrder.waiting.intro':
    'Diese Bestellung wurde aufgegeben, als der Shop nicht erreichbar war. Preise und Bestand werden beim Senden erneut geprüft.',
  'offlineOrder.pressedAt': 'Bestellt am {date}',
  'offlineOrder.line': '{qty} × {name}',
  'offlineOrder.queuedTotal': 'Summe bei der Bestellung: {total}',
  'offlineOrder.sentTitle': 'Wartende Bestellung gesendet',
  'offlineOrder.send': 'Senden',
  'offlineOrder.sendAgain': 'Erneut senden',
  'offlineOrder.discard': 'Verwerfen',
  'offlineOrder.close': 'Schließen',
  'offlineOrder.sending': 'Wird gesendet…',
  'offlineOrder.sent': 'Ihre Bestellung {number} wurde gesendet.',
  'offlineOrder.totalChanged': 'Die Summe hat sich geändert: bei der Bestellung {queued}, jetzt {placed}.',
  'offlineOrder.unreachable':
    'Der Shop ist noch immer nicht erreichbar. Ihre Bestellung bleibt in der Warteschlange.',
  'offlineOrder.refused.unavailable':
    'Ihre Bestellung wurde aufbewahrt: Passen Sie Ihren Warenkorb an und senden Sie sie erneut, oder verwerfen Sie sie.',
  'offlineOrder.refused.cartGone':
    'Diese Bestellung kann nicht mehr gesendet werden: Der Warenkorb existiert nicht mehr oder wurde bereits bestellt.',
  'offlineOrder.refused.invalid':
    'Der Shop hat diese Bestellung abgelehnt. Bitte prüfen Sie Ihre Angaben an der Kasse.',
  'offlineOrder.refused.conflict': 'Diese Bestellung wurde bereits aufgegeben.',
} as const

/** Offline orders (spec 001 §4 "Going online", "Order waiting!") in Dutch. */
export const offlineOrderNl = {
  'offlineOrder.queued':
    'De bestelling kan door een serverfout niet worden doorgegeven. De bestelling staat in de wachtrij.',
  'offlineOrder.queuedHint':
    'Je winkelwagen blijft bewaard. Zodra de winkel weer bereikbaar is, vragen we je de bestelling te versturen.',
  'offlineOrder.waiting.title': 'Bestelling wacht!',
  'offlineOrder.waiting.intro':
    'Deze bestelling is geplaatst toen de winkel niet bereikbaar was. Prijzen en voorraad worden bij het versturen opnieuw gecontroleerd.',
  'offlineOrder.pressedAt': 'Besteld op {date}',
  'offlineOrder.line': '{qty} × {name}',
  'offlineOrder.queuedTotal': 'Totaal bij het bestellen: {total}',
  'offlineOrder.sentTitle': 'Wachtende bestelling verstuurd',
  'offlineOrder.send': 'Versturen',
  'offlineOrder.sendAgain': 'Opnieuw versturen',
  'offlineOrder.discard': 'Verwijderen',
  'offlineOrder.close': 'Sluiten',
  'offlineOrder.sending': 'Bezig met versturen…',
  'offlineOrder.sent': 'Je bestelling {number} is verstuurd.',
  'offlineOrder.totalChanged': 'Het totaal is veranderd: bij het bestellen {queued}, nu {placed}.',
  'offlineOrder.unreachable': 'De winkel is nog steeds niet bereikbaar. Je bestelling blijft in de wachtrij.',
  'offlineOrder.refused.unavailable':
    'Je bestelling is bewaard: pas je winkelwagen aan en verstuur haar opnieuw, of verwijder haar.',
  'offlineOrder.refused.cartGone':
    'Deze bestelling kan niet meer worden verstuurd: de winkelwagen bestaat niet meer of is al besteld.',
  'offlineOrder.refused.invalid':
    'De winkel heeft deze bestelling geweigerd. Controleer je gegevens bij het afrekenen.',
  'offlineOrder.refused.conflict': 'Deze bestelling is al geplaatst.',
} as const

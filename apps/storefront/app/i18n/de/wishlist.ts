import type { wishlistNl } from '../nl/wishlist.ts'

/** Wishlist and recently viewed texts in German (same keys as nl, a test checks). */
export const wishlistDe: Record<keyof typeof wishlistNl, string> = {
  'wishlist.add': 'Auf die Wunschliste',
  'wishlist.remove': 'Von der Wunschliste entfernen',
  'wishlist.added': '{name} steht auf deiner Wunschliste.',
  'wishlist.removed': '{name} wurde von deiner Wunschliste entfernt.',
  'wishlist.view': 'Wunschliste ansehen',
  'wishlist.title': 'Meine Wunschliste',
  'wishlist.nav': 'Wunschliste',
  'wishlist.empty': 'Deine Wunschliste ist leer.',
  'wishlist.removeItem': '{name} entfernen',
  'wishlist.clear': 'Wunschliste leeren',
  'wishlist.cleared': 'Deine Wunschliste wurde geleert.',
  'wishlist.listLabel': 'Produkte auf deiner Wunschliste',
  'recentlyViewed.title': 'Zuletzt angesehen',
  'recentlyViewed.nav': 'Zuletzt angesehen',
  'recentlyViewed.empty': 'Du hast noch keine Produkte angesehen.',
  'recentlyViewed.clear': 'Liste leeren',
  'recentlyViewed.listLabel': 'Zuletzt angesehene Produkte',
}

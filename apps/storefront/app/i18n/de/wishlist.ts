import type { wishlistNl } from '../nl/wishlist.ts'

/** Wishlist and recently viewed texts in German (same keys as nl, a test checks). */
export const wishlistDe: Record<keyof typeof wishlistNl, string> = {
  'wishlist.add': 'Auf die Wunschliste',
  'wishlist.remove': 'Von der Wunschliste entfernen',
  'wishlist.added': '{name} steht auf Ihrer Wunschliste.',
  'wishlist.removed': '{name} wurde von Ihrer Wunschliste entfernt.',
  'wishlist.view': 'Wunschliste ansehen',
  'wishlist.title': 'Meine Wunschliste',
  'wishlist.nav': 'Wunschliste',
  'wishlist.empty': 'Ihre Wunschliste ist leer.',
  'wishlist.removeItem': '{name} entfernen',
  'wishlist.clear': 'Wunschliste leeren',
  'wishlist.cleared': 'Ihre Wunschliste wurde geleert.',
  'wishlist.listLabel': 'Produkte auf Ihrer Wunschliste',
  'recentlyViewed.title': 'Zuletzt angesehen',
  'recentlyViewed.nav': 'Zuletzt angesehen',
  'recentlyViewed.empty': 'Sie haben noch keine Produkte angesehen.',
  'recentlyViewed.clear': 'Liste leeren',
  'recentlyViewed.listLabel': 'Zuletzt angesehene Produkte',
}

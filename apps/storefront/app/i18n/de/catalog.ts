import type { catalogNl } from '../nl/catalog.ts'

export const catalogDe: Record<keyof typeof catalogNl, string> = {
  'catalog.products': '{count, plural, one {# Produkt} other {# Produkte}}',

  'catalog.ok': 'OK',
  'catalog.breadcrumbs.home': 'Startseite',

  'catalog.home.title': 'Fietsgroothandel: Fahrräder, Ersatzteile und Zubehör',
  'catalog.home.metaTitle': 'Fahrräder, Ersatzteile und Zubehör',
  'catalog.home.metaDescription':
    'Stadträder, E-Bikes, Ersatzteile und Zubehör bekannter Marken, schnell geliefert von Fietsgroothandel.',
  'catalog.home.newCollection': 'Neue Kollektion',
  'catalog.home.bestsellers': 'Bestseller',

  'catalog.price.was': 'Alter Preis',
  'catalog.price.now': 'Jetzt',
  'catalog.price.unknown': 'Preis auf Anfrage',
  'catalog.price.inclTax': 'Preis inkl. MwSt.',

  'catalog.stock.inStock': 'Auf Lager',
  'catalog.stock.volatile': 'Bestand unsicher: wird bei Bestellung reserviert',
  'catalog.stock.volatileShort': 'Begrenzt auf Lager',
  'catalog.stock.outOfStock': 'Nicht auf Lager',
  'catalog.stock.soon': 'Bald lieferbar, ab {date}',

  'catalog.category.empty':
    'Für diese Kategorie sind keine Produkte synchronisiert. Bitte kommen Sie wieder, wenn Sie online sind!',
  'catalog.category.titlePage': '{name} - Seite {page}',
  'catalog.category.metaDescription':
    '{name}: {count, plural, one {# Produkt} other {# Produkte}} bei Fietsgroothandel.',
  'catalog.category.subcategories': 'Unterkategorien',

  'catalog.listing.products': 'Produkte',
  'catalog.listing.loadMore': 'Weitere Produkte laden',
  'catalog.listing.loading': 'Produkte werden geladen…',
  'catalog.listing.loaded': '{count, plural, one {# weiteres Produkt} other {# weitere Produkte}} geladen',
  'catalog.listing.noMatches': 'Keine Produkte mit diesen Filtern gefunden.',

  'catalog.filters.title': 'Filter',
  'catalog.filters.price': 'Preis',
  'catalog.filters.anyPrice': 'Alle Preise',
  'catalog.filters.apply': 'Filter anwenden',
  'catalog.filters.clear': 'Alle Filter löschen',

  'catalog.sort.label': 'Sortieren nach',
  'catalog.sort.apply': 'Sortieren',
  'catalog.sort.stockDesc': 'Bestand: hoch - niedrig',
  'catalog.sort.stockAsc': 'Bestand: niedrig - hoch',
  'catalog.sort.latest': 'Neueste',
  'catalog.sort.priceAsc': 'Preis: niedrig - hoch',
  'catalog.sort.priceDesc': 'Preis: hoch - niedrig',

  'catalog.pagination.label': 'Seitennavigation',
  'catalog.pagination.previous': 'Zurück',
  'catalog.pagination.next': 'Weiter',
  'catalog.pagination.page': 'Seite {page}',

  'catalog.search.label': 'Im Shop suchen',
  'catalog.search.placeholder': 'Nach Produkt, Marke oder Artikelnummer suchen',
  'catalog.search.submit': 'Suchen',
  'catalog.search.suggestions': '{count, plural, one {# Vorschlag} other {# Vorschläge}} gefunden',
  'catalog.search.suggestionsLabel': 'Suchvorschläge',
  'catalog.search.noSuggestions': 'Keine Vorschläge gefunden',
  'catalog.search.showAll': 'Alle Ergebnisse für „{query}“',
  'catalog.search.title': 'Suchergebnisse für „{query}“',
  'catalog.search.description':
    '{count, plural, one {# Produkt} other {# Produkte}} gefunden für „{query}“: Preise, Verfügbarkeit und Lieferung bei Fietsgroothandel.',
  'catalog.search.crumb': 'Suche: {query}',
  'catalog.search.noResults':
    'Keine Produkte für „{query}“ gefunden. Versuchen Sie einen anderen Suchbegriff.',
  'catalog.search.enterTerm': 'Geben Sie einen Suchbegriff ein, um Produkte zu finden.',

  'catalog.gallery.label': 'Produktbilder',
  'catalog.gallery.alt': '{name}, Bild {number}',
  'catalog.gallery.show': 'Bild {number} von {count} anzeigen',

  'catalog.product.description': 'Beschreibung',
  'catalog.product.specifications': 'Produktdaten',
  'catalog.product.sku': 'Artikelnummer',
  'catalog.product.ean': 'EAN-Code',
  'catalog.product.supplierSku': 'Artikelnummer des Lieferanten',
  'catalog.product.noSuchConfiguration':
    'Diese Kombination gibt es für dieses Produkt nicht. Bitte wählen Sie eine andere Kombination von Eigenschaften.',
  'catalog.product.unavailable': 'in dieser Kombination nicht lieferbar',
  'catalog.product.related': 'Ähnliche Produkte',
  'catalog.product.required': 'Pflichtfeld',
  'catalog.product.choose': 'Bitte wählen',
  'catalog.product.item': 'Artikel',
  'catalog.product.unitPrice': 'Stückpreis',
  'catalog.product.quantity': 'Menge',
  'catalog.product.quantityFor': 'Menge von {name}',
  'catalog.product.total': 'Gesamt',
  'catalog.product.totalWithOptions': 'Gesamt mit gewählten Optionen',
  'catalog.product.groupedCaption': 'Produkte in diesem Paket',
  'catalog.product.groupedEmpty': 'Dieses Paket enthält zurzeit keine lieferbaren Produkte.',
  'catalog.product.groupedPriceNote': 'Preis für je ein Stück jedes Produkts',

  'catalog.tier.caption': 'Staffelpreise',
  'catalog.tier.quantity': 'Menge',
  'catalog.tier.unitPrice': 'Stückpreis',
  'catalog.tier.from': 'ab {qty} Stück',

  'catalog.reviews.title': 'Bewertungen ({count})',
  'catalog.reviews.none': 'Für dieses Produkt gibt es noch keine Bewertungen.',
  'catalog.reviews.rating': '{stars} von 5 Sternen',

  'catalog.compare.title': 'Produkte vergleichen',
  'catalog.compare.add': 'Vergleichen',
  'catalog.compare.remove': 'Aus dem Vergleich entfernen',
  'catalog.compare.removeShort': 'Entfernen',
  'catalog.compare.added': '{name} ist auf Ihrer Vergleichsliste.',
  'catalog.compare.removed': '{name} wurde von Ihrer Vergleichsliste entfernt.',
  'catalog.compare.full':
    'Sie können höchstens {max} Produkte vergleichen. Entfernen Sie zuerst ein Produkt.',
  'catalog.compare.view': 'Vergleich ansehen ({count})',
  'catalog.compare.empty': 'Sie haben noch keine Produkte zum Vergleichen.',
  'catalog.compare.continue': 'Weiter einkaufen',
  'catalog.compare.loading': 'Vergleichsliste wird geladen…',
  'catalog.compare.failed':
    'Die Produkte konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'catalog.compare.caption': '{count, plural, one {# Produkt} other {# Produkte}} nebeneinander',

  'catalog.error.productStatus': 'Dieses Produkt ist nicht (mehr) verfügbar (Status {status}).',
  'catalog.error.productVisibility': 'Dieses Produkt kann nicht einzeln angezeigt werden.',
  'catalog.error.productNotFound': 'Dieses Produkt existiert nicht (mehr).',
  'catalog.error.categoryEmpty': 'Diese Kategorie existiert nicht (mehr).',

  // search and filters (issue 13): relevance sort, typo hint, active filter chips
  'catalog.sort.relevance': 'Relevanz',
  'catalog.search.didYouMean': 'Meinten Sie',
  'catalog.chips.label': 'Aktive Filter',
  'catalog.chips.item': '{facet}: {value}',
  'catalog.chips.remove': 'Filter {facet}: {value} entfernen',
  'catalog.chips.clearAll': 'Alle löschen',
}

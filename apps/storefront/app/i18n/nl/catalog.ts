/** Catalogue texts (home lists, category, product, search, compare). */
export const catalogNl = {
  'catalog.products': '{count, plural, one {# product} other {# producten}}',

  'catalog.ok': 'OK',
  'catalog.breadcrumbs.home': 'Home',

  'catalog.home.title': 'Fietsgroothandel: fietsen, onderdelen en accessoires',
  'catalog.home.metaTitle': 'Fietsen, onderdelen en accessoires',
  'catalog.home.metaDescription':
    'Stadsfietsen, e-bikes, onderdelen en accessoires van de bekende merken, snel geleverd door de fietsgroothandel.',
  'catalog.home.newCollection': 'Nieuwe collectie',
  'catalog.home.bestsellers': 'Bestsellers',

  'catalog.price.was': 'Oude prijs',
  'catalog.price.now': 'Nu',
  'catalog.price.unknown': 'Prijs op aanvraag',
  'catalog.price.inclTax': 'Prijs incl. btw',

  'catalog.stock.inStock': 'Op voorraad',
  'catalog.stock.volatile': 'Voorraad onzeker: wordt gereserveerd bij bestelling',
  'catalog.stock.volatileShort': 'Beperkt op voorraad',
  'catalog.stock.outOfStock': 'Niet op voorraad',
  'catalog.stock.soon': 'Binnenkort leverbaar, vanaf {date}',

  'catalog.category.empty':
    'Er zijn geen producten gesynchroniseerd voor deze categorie. Kom terug wanneer je online bent!',
  'catalog.category.titlePage': '{name} - pagina {page}',
  'catalog.category.metaDescription':
    '{name}: {count, plural, one {# product} other {# producten}} bij de fietsgroothandel.',
  'catalog.category.subcategories': 'Subcategorieën',

  'catalog.listing.products': 'Producten',
  'catalog.listing.loadMore': 'Meer producten laden',
  'catalog.listing.loading': 'Producten laden…',
  'catalog.listing.loaded': '{count, plural, one {# product} other {# producten}} extra geladen',
  'catalog.listing.noMatches': 'Geen producten gevonden met deze filters.',

  'catalog.filters.title': 'Filters',
  'catalog.filters.price': 'Prijs',
  'catalog.filters.anyPrice': 'Alle prijzen',
  'catalog.filters.apply': 'Filters toepassen',
  'catalog.filters.clear': 'Alle filters wissen',

  'catalog.sort.label': 'Sorteren op',
  'catalog.sort.apply': 'Sorteren',
  'catalog.sort.stockDesc': 'Voorraad: hoog - laag',
  'catalog.sort.stockAsc': 'Voorraad: laag - hoog',
  'catalog.sort.latest': 'Nieuwste',
  'catalog.sort.priceAsc': 'Prijs: laag - hoog',
  'catalog.sort.priceDesc': 'Prijs: hoog - laag',

  'catalog.pagination.label': 'Paginanavigatie',
  'catalog.pagination.previous': 'Vorige',
  'catalog.pagination.next': 'Volgende',
  'catalog.pagination.page': 'Pagina {page}',

  'catalog.search.label': 'Zoeken in de winkel',
  'catalog.search.placeholder': 'Zoek op product, merk of artikelnummer',
  'catalog.search.submit': 'Zoeken',
  'catalog.search.suggestions': '{count, plural, one {# suggestie} other {# suggesties}} gevonden',
  'catalog.search.suggestionsLabel': 'Zoeksuggesties',
  'catalog.search.noSuggestions': 'Geen suggesties gevonden',
  'catalog.search.showAll': 'Alle resultaten voor "{query}"',
  'catalog.search.title': 'Zoekresultaten voor "{query}"',
  'catalog.search.description':
    '{count, plural, one {# product} other {# producten}} gevonden voor "{query}": prijzen, voorraad en levering bij Fietsgroothandel.',
  'catalog.search.crumb': 'Zoeken: {query}',
  'catalog.search.noResults': 'Geen producten gevonden voor "{query}". Probeer een ander zoekwoord.',
  'catalog.search.enterTerm': 'Vul een zoekwoord in om producten te vinden.',

  'catalog.gallery.label': 'Productfoto’s',
  'catalog.gallery.alt': '{name}, afbeelding {number}',
  'catalog.gallery.show': 'Afbeelding {number} van {count} tonen',

  'catalog.product.description': 'Omschrijving',
  'catalog.product.specifications': 'Productgegevens',
  'catalog.product.sku': 'Artikelnummer',
  'catalog.product.ean': 'EAN-code',
  'catalog.product.supplierSku': 'Artikelnummer leverancier',
  'catalog.product.noSuchConfiguration':
    'Deze combinatie bestaat niet voor dit product. Kies een andere combinatie van eigenschappen.',
  'catalog.product.unavailable': 'niet leverbaar in deze combinatie',
  'catalog.product.related': 'Gerelateerde producten',
  'catalog.product.required': 'verplicht',
  'catalog.product.choose': 'Maak een keuze',
  'catalog.product.item': 'Artikel',
  'catalog.product.unitPrice': 'Prijs per stuk',
  'catalog.product.quantity': 'Aantal',
  'catalog.product.quantityFor': 'Aantal van {name}',
  'catalog.product.total': 'Totaal',
  'catalog.product.totalWithOptions': 'Totaal met gekozen opties',
  'catalog.product.groupedCaption': 'Producten in dit pakket',
  'catalog.product.groupedEmpty': 'Dit pakket bevat op dit moment geen leverbare producten.',
  'catalog.product.groupedPriceNote': 'Prijs voor één stuk van elk product',

  'catalog.tier.caption': 'Staffelprijzen',
  'catalog.tier.quantity': 'Aantal',
  'catalog.tier.unitPrice': 'Prijs per stuk',
  'catalog.tier.from': 'vanaf {qty} stuks',

  'catalog.reviews.title': 'Beoordelingen ({count})',
  'catalog.reviews.none': 'Er zijn nog geen beoordelingen voor dit product.',
  'catalog.reviews.rating': '{stars} van 5 sterren',

  'catalog.compare.title': 'Producten vergelijken',
  'catalog.compare.add': 'Vergelijk',
  'catalog.compare.remove': 'Verwijderen uit vergelijking',
  'catalog.compare.removeShort': 'Verwijderen',
  'catalog.compare.added': '{name} staat in je vergelijkingslijst.',
  'catalog.compare.removed': '{name} is uit je vergelijkingslijst verwijderd.',
  'catalog.compare.full': 'Je kunt maximaal {max} producten vergelijken. Verwijder eerst een product.',
  'catalog.compare.view': 'Bekijk vergelijking ({count})',
  'catalog.compare.empty': 'Je hebt nog geen producten om te vergelijken.',
  'catalog.compare.continue': 'Verder winkelen',
  'catalog.compare.loading': 'Vergelijkingslijst laden…',
  'catalog.compare.failed': 'De producten konden niet worden geladen. Probeer het later opnieuw.',
  'catalog.compare.caption': '{count, plural, one {# product} other {# producten}} naast elkaar',

  'catalog.error.productStatus': 'Dit product is niet (meer) beschikbaar (status {status}).',
  'catalog.error.productVisibility': 'Dit product is niet los te bekijken.',
  'catalog.error.productNotFound': 'Dit product bestaat niet (meer).',
  'catalog.error.categoryEmpty': 'Deze categorie bestaat niet (meer).',

  // search and filters (issue 13): relevance sort, typo hint, active filter chips
  'catalog.sort.relevance': 'Relevantie',
  'catalog.search.didYouMean': 'Bedoelde je',
  'catalog.chips.label': 'Actieve filters',
  'catalog.chips.item': '{facet}: {value}',
  'catalog.chips.remove': 'Filter {facet}: {value} verwijderen',
  'catalog.chips.clearAll': 'Alles wissen',
} as const

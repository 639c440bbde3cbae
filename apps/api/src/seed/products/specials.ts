import { optionId } from '../attributes.ts'
import { CAT } from '../categories.ts'
import { isoDay } from '../prices.ts'
import { TAX_CLASS_HIGH, TAX_CLASS_LOW } from '../stores-and-tax.ts'
import { addProduct, type Names } from './builder.ts'
import type { SeedContext } from './context.ts'
import { addCustomOptions } from './custom-options.ts'
import { addLightingBundle } from './bundle.ts'
import { lead, simple } from './fixed-product.ts'
import { specialFor, UNMANAGED_STOCK } from './offers.ts'
import type { PictogramKey } from '../images/pictograms.ts'

/**
 * A fixed set of products that every catalogue contains, whatever its size: a grouped product, a
 * bundle, virtual and downloadable products, custom options, and one product of each special-price
 * window and stock situation, so that tests and demos always find every kind.
 */

export function addSpecialProducts(ctx: SeedContext): void {
  const { batch } = ctx

  // grouped: Onderhoudspakket with three associated simples
  const members = [
    simple(ctx, {
      sku: 'FG-KETTINGOLIE-100',
      name: { nl: 'Fietsgroothandel Kettingolie 100 ml', de: 'Fietsgroothandel Kettenöl 100 ml' },
      about: {
        nl: 'Dunne, kruipende olie voor een soepel lopende ketting. Ook geschikt voor kabels en scharnieren.',
        de: 'Dünnes, kriechfähiges Öl für eine leichtgängige Kette. Auch für Züge und Gelenke geeignet.',
      },
      euros: 7.95,
      brand: 'Fietsgroothandel',
      category: CAT.care,
      image: ['accessories', 'care', 'Groen'],
      kg: 0.12,
      extra: { tier: true },
    }),
    simple(ctx, {
      sku: 'FG-FIETSREINIGER-500',
      name: { nl: 'Fietsgroothandel Fietsreiniger 500 ml', de: 'Fietsgroothandel Fahrradreiniger 500 ml' },
      about: {
        nl: 'Biologisch afbreekbare reiniger die vet en vuil oplost zonder lak en rubber aan te tasten.',
        de: 'Biologisch abbaubarer Reiniger, der Fett und Schmutz löst, ohne Lack und Gummi anzugreifen.',
      },
      euros: 9.95,
      brand: 'Fietsgroothandel',
      category: CAT.care,
      image: ['accessories', 'care', 'Blauw'],
      kg: 0.55,
    }),
    simple(ctx, {
      sku: 'SH-REMBLOKKEN-VBRAKE',
      name: { nl: 'Shimano Remblokken V-brake (set)', de: 'Shimano Bremsschuhe V-Brake (Set)' },
      about: {
        nl: 'Remblokken met een goede remkracht bij droog en nat weer. Set voor één wiel.',
        de: 'Bremsschuhe mit guter Bremskraft bei Trockenheit und Nässe. Set für ein Laufrad.',
      },
      euros: 8.95,
      brand: 'Shimano',
      category: CAT.brakes,
      image: ['parts', 'brake', 'Zwart'],
      kg: 0.06,
    }),
  ]
  const qtys = [1, 1, 2]
  const grouped = addProduct(ctx, {
    sku: ctx.uniqueSku('FG-ONDERHOUDSPAKKET'),
    type: 'grouped',
    name: { nl: 'Onderhoudspakket', de: 'Wartungspaket' },
    description: {
      nl: '<p>Alles voor het voorjaarsonderhoud van je fiets in één pakket: kettingolie, fietsreiniger en twee sets remblokken. Kies per onderdeel hoeveel je nodig hebt.</p>',
      de: '<p>Alles für die Frühjahrspflege Ihres Rades in einem Paket: Kettenöl, Fahrradreiniger und zwei Sätze Bremsschuhe. Wählen Sie je Teil die benötigte Menge.</p>',
    },
    shortDescription: {
      nl: '<p>Kettingolie, reiniger en remblokken in één pakket.</p>',
      de: '<p>Kettenöl, Reiniger und Bremsschuhe in einem Paket.</p>',
    },
    // a grouped product has no price of its own; like Magento's index it shows the lowest member price
    inclCents: Math.min(...members.map((m) => m.inclCents)),
    brand: 'Fietsgroothandel',
    weight: null,
    attributes: { merk: optionId('merk', 'Fietsgroothandel') },
    categories: [CAT.care],
    images: [ctx.images.pictogram('accessories', 'toolkit', 'Rood')],
    stock: UNMANAGED_STOCK,
    special: null,
    tier: false,
  })
  members.forEach((member, position) => {
    batch.links.push({
      productId: grouped.id,
      linkedProductId: member.id,
      linkType: 'associated',
      position,
      qty: String(qtys[position]),
    })
  })

  addLightingBundle(ctx)

  // virtual products (services) and downloadable route guides
  const service = (
    sku: string,
    name: Names,
    about: Names,
    euros: number,
    type: 'virtual' | 'downloadable',
    key: PictogramKey,
    colour: string,
    taxClassId = TAX_CLASS_HIGH,
  ) =>
    addProduct(ctx, {
      sku: ctx.uniqueSku(sku),
      type,
      name,
      description: { nl: `<p>${about.nl}.</p>`, de: `<p>${about.de}.</p>` },
      shortDescription: { nl: lead(about.nl), de: lead(about.de) },
      inclCents: Math.round(euros * 100),
      taxClassId,
      brand: 'Fietsgroothandel',
      weight: null,
      attributes: { merk: optionId('merk', 'Fietsgroothandel') },
      categories: [type === 'downloadable' ? CAT.maps : CAT.care],
      images: [ctx.images.pictogram('service', key, colour)],
      stock: UNMANAGED_STOCK,
      special: null,
      tier: false,
    })
  service(
    'FG-ONDERHOUDSBEURT-KLEIN',
    { nl: 'Onderhoudsbeurt voucher', de: 'Wartungsgutschein' },
    {
      nl: 'Een kleine onderhoudsbeurt bij een van onze servicepunten: remmen en versnellingen afstellen, ketting smeren en banden oppompen. De voucher is een jaar geldig',
      de: 'Eine kleine Inspektion an einem unserer Servicepunkte: Bremsen und Schaltung einstellen, Kette schmieren und Reifen aufpumpen. Der Gutschein ist ein Jahr gültig',
    },
    59.95,
    'virtual',
    'voucher',
    'Groen',
  )
  service(
    'FG-ONDERHOUDSBEURT-GROOT',
    { nl: 'Grote onderhoudsbeurt voucher', de: 'Gutschein große Inspektion' },
    {
      nl: 'Een complete onderhoudsbeurt inclusief reinigen, afstellen en controle van alle onderdelen. Versleten onderdelen worden na overleg vervangen',
      de: 'Eine komplette Inspektion mit Reinigung, Einstellung und Kontrolle aller Teile. Verschlissene Teile werden nach Rücksprache ersetzt',
    },
    119,
    'virtual',
    'voucher',
    'Blauw',
  )
  const insurance = service(
    'FG-VERZEKERING-1JR',
    { nl: 'Fietsverzekering 1 jaar', de: 'Fahrradversicherung 1 Jahr' },
    {
      nl: 'Verzekering tegen diefstal en schade voor een jaar, voor fietsen tot drie jaar oud. Vul bij het bestellen het framenummer in',
      de: 'Versicherung gegen Diebstahl und Schäden für ein Jahr, für Räder bis drei Jahre alt. Geben Sie bei der Bestellung die Rahmennummer an',
    },
    79.95,
    'virtual',
    'insurance',
    'Oranje',
  )
  addCustomOptions(ctx, insurance.id, ['framenumber'])
  const insurance3 = service(
    'FG-VERZEKERING-3JR',
    { nl: 'Fietsverzekering 3 jaar', de: 'Fahrradversicherung 3 Jahre' },
    {
      nl: 'Drie jaar verzekerd tegen diefstal en schade, met vervangende fiets tijdens reparatie. Vul bij het bestellen het framenummer in',
      de: 'Drei Jahre versichert gegen Diebstahl und Schäden, mit Ersatzrad während der Reparatur. Geben Sie bei der Bestellung die Rahmennummer an',
    },
    199,
    'virtual',
    'insurance',
    'Blauw',
  )
  addCustomOptions(ctx, insurance3.id, ['framenumber'])
  service(
    'FG-FIETSROUTES-NL-PDF',
    { nl: 'Fietsroutes NL (PDF)', de: 'Radrouten Niederlande (PDF)' },
    {
      nl: 'Twintig dagtochten door heel Nederland als PDF, met kaarten, knooppunten en tips voor onderweg. Direct te downloaden na betaling',
      de: 'Zwanzig Tagestouren durch die Niederlande als PDF, mit Karten, Knotenpunkten und Tipps für unterwegs. Sofort nach der Zahlung herunterladen',
    },
    9.95,
    'downloadable',
    'download',
    'Oranje',
    TAX_CLASS_LOW,
  )
  service(
    'FG-FIETSROUTES-GRENS-PDF',
    { nl: 'Fietsroutes grensstreek NL-DE (PDF)', de: 'Radrouten Grenzregion NL-DE (PDF)' },
    {
      nl: 'Tien routes langs de Nederlands-Duitse grens, van de Achterhoek tot Zuid-Limburg. Direct te downloaden na betaling',
      de: 'Zehn Routen entlang der deutsch-niederländischen Grenze, vom Achterhoek bis Süd-Limburg. Sofort nach der Zahlung herunterladen',
    },
    7.95,
    'downloadable',
    'download',
    'Blauw',
    TAX_CLASS_LOW,
  )

  // custom options on simple products, and each special-price window once
  const bell = simple(ctx, {
    sku: 'CN-KARMA-MESSING',
    name: { nl: 'Crane Fietsbel Karma messing', de: 'Crane Fahrradklingel Karma Messing' },
    about: {
      nl: 'Handgemaakte messing bel met een lange, heldere klank. Laat er een naam in graveren en geef hem cadeau.',
      de: 'Handgefertigte Messingglocke mit langem, hellem Klang. Mit Namensgravur ein schönes Geschenk.',
    },
    euros: 19.95,
    brand: 'Crane',
    category: CAT.bells,
    image: ['accessories', 'bell', 'Geel'],
    kg: 0.08,
    extra: { special: specialFor(ctx, 1995, 21, 'current', 0.8) },
  })
  addCustomOptions(ctx, bell.id, ['engrave', 'giftwrap'])
  const saddle = simple(ctx, {
    sku: 'BR-B17-SPECIAL',
    name: { nl: 'Brooks B17 Special leren zadel', de: 'Brooks B17 Special Ledersattel' },
    about: {
      nl: 'Het klassieke leren zadel dat zich naar je vormt. Met koperen klinknagels en optionele naamgravure.',
      de: 'Der klassische Ledersattel, der sich Ihnen anpasst. Mit Kupfernieten und optionaler Namensgravur.',
    },
    euros: 139.95,
    brand: 'Brooks',
    category: CAT.saddles,
    image: ['parts', 'saddle', 'Bruin'],
    kg: 0.52,
    extra: { special: specialFor(ctx, 13995, 21, 'past', 0.85) },
  })
  addCustomOptions(ctx, saddle.id, ['engrave'])
  simple(ctx, {
    sku: 'OL-BACKROLLER-ZW',
    name: {
      nl: 'Ortlieb Back-Roller Classic fietstas Zwart',
      de: 'Ortlieb Back-Roller Classic Radtasche Schwarz',
    },
    about: {
      nl: 'De waterdichte klassieker onder de fietstassen, 2 x 20 liter. Tijdelijk uitverkocht, binnenkort weer leverbaar.',
      de: 'Der wasserdichte Klassiker unter den Radtaschen, 2 x 20 Liter. Vorübergehend ausverkauft, bald wieder lieferbar.',
    },
    euros: 149.95,
    brand: 'Ortlieb',
    category: CAT.bags,
    image: ['accessories', 'bag', 'Zwart'],
    kg: 1.9,
    extra: {
      attributes: { merk: optionId('merk', 'Ortlieb'), kleur: optionId('kleur', 'Zwart') },
      stock: {
        qty: 0,
        isInStock: false,
        backorders: 0,
        manageStock: true,
        soonAvailableDate: isoDay(ctx.now, 14),
      },
      special: specialFor(ctx, 14995, 21, 'future', 0.85),
    },
  })
}

import { CAT } from '../../categories.ts'
import { TAX_CLASS_LOW } from '../../stores-and-tax.ts'
import type { RangeDef } from '../range-types.ts'

/** Accessories: mudguards, bells, maps and books, clothing, care and service. */
export const RIDE_CARE_ACCESSORIES: readonly RangeDef[] = [
  {
    category: CAT.mudguards,
    group: 'accessories',
    pictogram: 'mudguard',
    colours: ['Zwart', 'Zilver'],
    brands: ['SKS', 'Curana', 'Hebie'],
    weight: 6,
    items: [
      {
        nl: 'Spatbordset',
        de: 'Schutzblechset',
        price: [14.95, 49.95],
        kg: [0.4, 0.7],
        sizes: [
          { nl: '28 inch', de: '28 Zoll', attrs: { wielmaat: '28 inch' } },
          { nl: '26 inch', de: '26 Zoll', attrs: { wielmaat: '26 inch' } },
          { nl: '20 inch', de: '20 Zoll', attrs: { wielmaat: '20 inch' } },
        ],
      },
      { nl: 'Spatbord voor steekmodel', de: 'Steckschutzblech vorne', price: [9.95, 19.95], kg: [0.1, 0.2] },
    ],
    about: {
      nl: 'Droog aankomen, ook na een regenbui: spatborden houden water en vuil tegen.',
      de: 'Trocken ankommen, auch nach einem Schauer: Schutzbleche halten Wasser und Schmutz ab.',
    },
    tips: [
      { nl: 'Inclusief montagemateriaal en spatlap.', de: 'Inklusive Montagematerial und Spritzschutz.' },
      { nl: 'Let op de bandbreedte van je fiets.', de: 'Achten Sie auf die Reifenbreite Ihres Rades.' },
    ],
  },
  {
    category: CAT.bells,
    group: 'accessories',
    pictogram: 'bell',
    colours: ['Zilver', 'Zwart', 'Rood', 'Blauw', 'Geel', 'Roze'],
    colourAttr: true,
    brands: ['Basil', 'Crane', 'Spanninga', 'Widek'],
    weight: 6,
    items: [
      {
        nl: 'Fietsbel Karma',
        de: 'Fahrradklingel Karma',
        price: [9.95, 19.95],
        kg: [0.05, 0.1],
        brands: ['Crane'],
      },
      { nl: 'Ding-dong bel', de: 'Ding-Dong-Glocke', price: [7.95, 16.95], kg: [0.08, 0.12] },
      { nl: 'Kinderbel', de: 'Kinderklingel', price: [4.95, 8.95], kg: [0.04, 0.06] },
      { nl: 'Minibel aluminium', de: 'Miniklingel Aluminium', price: [4.95, 9.95], kg: [0.03, 0.05] },
    ],
    about: {
      nl: 'Een heldere bel is verplicht en zorgt dat je gehoord wordt in het verkeer.',
      de: 'Eine helle Klingel ist Pflicht und sorgt dafür, dass Sie im Verkehr gehört werden.',
    },
    tips: [
      { nl: 'Past op sturen van 22,2 tot 31,8 mm.', de: 'Passt an Lenker von 22,2 bis 31,8 mm.' },
      { nl: 'Met een lange, heldere klank.', de: 'Mit langem, hellem Klang.' },
    ],
  },
  {
    category: CAT.maps,
    group: 'accessories',
    pictogram: 'map',
    colours: ['Wit', 'Geel'],
    brands: ['ANWB', 'Falk', 'Kompass'],
    taxClass: TAX_CLASS_LOW,
    weight: 6,
    items: [
      {
        nl: 'Fietskaart 1:50.000',
        de: 'Radkarte 1:50.000',
        price: [8.95, 12.95],
        kg: [0.1, 0.15],
        sizes: [
          { nl: 'Veluwe', de: 'Veluwe' },
          { nl: 'Zeeland', de: 'Zeeland' },
          { nl: 'Drenthe', de: 'Drenthe' },
          { nl: 'Groene Hart', de: 'Grünes Herz' },
          { nl: 'Limburg', de: 'Limburg' },
        ],
      },
      {
        nl: 'Knooppuntenkaart Nederland',
        de: 'Knotenpunktkarte Niederlande',
        price: [12.95, 19.95],
        kg: [0.15, 0.2],
      },
      { nl: 'Fietsgids LF-routes', de: 'Radführer LF-Routen', price: [14.95, 24.95], kg: [0.3, 0.5] },
      {
        nl: 'Boek Fietsonderhoud voor iedereen',
        de: 'Buch Fahrradpflege für alle',
        price: [16.95, 22.95],
        kg: [0.4, 0.6],
      },
    ],
    about: {
      nl: 'Fietskaarten en boeken om nieuwe routes te ontdekken, met alle fietsknooppunten.',
      de: 'Radkarten und Bücher, um neue Routen zu entdecken, mit allen Knotenpunkten.',
    },
    tips: [
      { nl: 'Scheur- en watervast papier.', de: 'Reiß- und wasserfestes Papier.' },
      {
        nl: 'Met bezienswaardigheden, campings en fietsenmakers langs de route.',
        de: 'Mit Sehenswürdigkeiten, Campingplätzen und Werkstätten entlang der Route.',
      },
    ],
  },
  {
    category: CAT.clothing,
    group: 'accessories',
    pictogram: 'clothing',
    colours: ['Zwart', 'Donkerblauw', 'Geel', 'Groen'],
    colourAttr: true,
    brands: ['AGU', 'Basil', 'Rainlegs'],
    weight: 10,
    items: [
      {
        nl: 'Regenjas Compact',
        de: 'Regenjacke Compact',
        price: [49.95, 119.95],
        kg: [0.3, 0.5],
        brands: ['AGU', 'Basil'],
        configurable: true,
      },
      {
        nl: 'Regenbroek',
        de: 'Regenhose',
        price: [29.95, 69.95],
        kg: [0.25, 0.4],
        brands: ['AGU', 'Basil'],
        configurable: true,
      },
      { nl: 'Regenponcho', de: 'Regenponcho', price: [24.95, 49.95], kg: [0.3, 0.45], configurable: true },
      {
        nl: 'Fietshandschoenen winter',
        de: 'Winterhandschuhe',
        price: [19.95, 44.95],
        kg: [0.1, 0.2],
        brands: ['AGU'],
        configurable: true,
      },
      {
        nl: 'Regenbeenstukken',
        de: 'Regenbeinlinge',
        price: [29.95, 39.95],
        kg: [0.1, 0.2],
        brands: ['Rainlegs'],
      },
    ],
    about: {
      nl: 'Fietskleding die je droog en warm houdt, ademend en met reflecterende details.',
      de: 'Radbekleidung, die Sie trocken und warm hält, atmungsaktiv und mit reflektierenden Details.',
    },
    tips: [
      {
        nl: 'Valt normaal op maat; twijfel je, kies dan een maat groter.',
        de: 'Fällt normal aus; im Zweifel eine Größe größer wählen.',
      },
      { nl: 'Waterkolom 10.000 mm en getapete naden.', de: 'Wassersäule 10.000 mm und verschweißte Nähte.' },
    ],
  },
  {
    category: CAT.care,
    group: 'accessories',
    pictogram: 'care',
    colours: ['Rood', 'Groen', 'Blauw'],
    brands: ['Muc-Off', 'Fietsgroothandel', 'Topeak'],
    weight: 8,
    items: [
      {
        nl: 'Kettingolie',
        de: 'Kettenöl',
        price: [6.95, 14.95],
        kg: [0.1, 0.15],
        sizes: [
          { nl: '50 ml', de: '50 ml' },
          { nl: '120 ml', de: '120 ml' },
        ],
      },
      { nl: 'Fietsreiniger 1 liter', de: 'Fahrradreiniger 1 Liter', price: [9.95, 17.95], kg: [1.0, 1.1] },
      { nl: 'Bandenplakset', de: 'Flickzeug', price: [2.95, 6.95], kg: [0.03, 0.06] },
      {
        nl: 'Multitool 15 functies',
        de: 'Multitool 15 Funktionen',
        price: [14.95, 39.95],
        kg: [0.15, 0.25],
        brands: ['Topeak'],
      },
      {
        nl: 'Montagestandaard',
        de: 'Montageständer',
        price: [59.95, 149.95],
        kg: [4, 6],
        brands: ['Topeak'],
      },
    ],
    about: {
      nl: 'Met regelmatig onderhoud blijft je fiets licht lopen en gaat hij jaren langer mee.',
      de: 'Mit regelmäßiger Pflege läuft Ihr Rad leicht und hält Jahre länger.',
    },
    tips: [
      {
        nl: 'Biologisch afbreekbaar en veilig voor remschijven.',
        de: 'Biologisch abbaubar und sicher für Bremsscheiben.',
      },
      { nl: 'Ideaal voor onderweg en in de werkplaats.', de: 'Ideal für unterwegs und die Werkstatt.' },
    ],
  },
]

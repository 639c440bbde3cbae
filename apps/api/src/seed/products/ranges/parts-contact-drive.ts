import { CAT } from '../../categories.ts'
import type { RangeDef, SizeDef } from '../range-types.ts'

/** Parts: saddles, chains, pedals, bars, batteries and drivetrain. */
const SPEEDS = (list: string[]): SizeDef[] =>
  list.map((n) => ({ nl: `${n}-speed`, de: `${n}-fach`, attrs: { versnellingen: n } }))

export const CONTACT_DRIVE_PARTS: readonly RangeDef[] = [
  {
    category: CAT.saddles,
    group: 'parts',
    pictogram: 'saddle',
    colours: ['Zwart', 'Bruin'],
    colourAttr: true,
    brands: ['Selle Royal', 'Brooks', 'Velo', 'Ergon'],
    weight: 8,
    items: [
      {
        nl: 'Respiro Moderate zadel',
        de: 'Respiro Moderate Sattel',
        price: [34.95, 59.95],
        kg: [0.4, 0.6],
        brands: ['Selle Royal'],
      },
      {
        nl: 'Freeway Fit zadel',
        de: 'Freeway Fit Sattel',
        price: [24.95, 39.95],
        kg: [0.4, 0.6],
        brands: ['Selle Royal'],
      },
      {
        nl: 'B17 leren zadel',
        de: 'B17 Ledersattel',
        price: [99.95, 149.95],
        kg: [0.5, 0.6],
        brands: ['Brooks'],
      },
      {
        nl: 'Cambium C17 zadel',
        de: 'Cambium C17 Sattel',
        price: [109.95, 139.95],
        kg: [0.4, 0.5],
        brands: ['Brooks'],
      },
      {
        nl: 'Comfortzadel gel',
        de: 'Komfortsattel Gel',
        price: [19.95, 34.95],
        kg: [0.5, 0.7],
        brands: ['Velo'],
      },
      {
        nl: 'SMC Core zadel',
        de: 'SMC Core Sattel',
        price: [69.95, 99.95],
        kg: [0.3, 0.4],
        brands: ['Ergon'],
      },
    ],
    about: {
      nl: 'Een zadel dat bij je past maakt het verschil tussen een fijne rit en zadelpijn.',
      de: 'Ein passender Sattel macht den Unterschied zwischen einer schönen Fahrt und Sitzbeschwerden.',
    },
    tips: [
      {
        nl: 'Kies een breder zadel als je rechtop fietst en een smaller zadel als je sportief zit.',
        de: 'Wählen Sie breiter bei aufrechter und schmaler bei sportlicher Sitzhaltung.',
      },
      { nl: 'Geschikt voor alle standaard zadelpennen.', de: 'Passend für alle Standard-Sattelstützen.' },
    ],
  },
  {
    category: CAT.chains,
    group: 'parts',
    pictogram: 'chain',
    colours: ['Zilver', 'Zwart'],
    brands: ['KMC', 'Shimano', 'SRAM'],
    weight: 7,
    items: [
      {
        nl: 'Ketting',
        de: 'Kette',
        price: [9.95, 59.95],
        kg: [0.25, 0.4],
        sizes: SPEEDS(['1', '3', '8', '9', '10', '11', '12']),
      },
      {
        nl: 'Kettingslot (2 stuks)',
        de: 'Kettenschloss (2 Stück)',
        price: [4.95, 12.95],
        kg: [0.01, 0.02],
        sizes: SPEEDS(['8', '10', '11', '12']),
      },
    ],
    about: {
      nl: 'Een schone, goed gesmeerde ketting schakelt soepeler en gaat veel langer mee.',
      de: 'Eine saubere, gut geschmierte Kette schaltet sauberer und hält deutlich länger.',
    },
    tips: [
      {
        nl: 'Vervang de ketting op tijd om slijtage van tandwielen te voorkomen.',
        de: 'Tauschen Sie die Kette rechtzeitig, um Verschleiß an den Ritzeln zu vermeiden.',
      },
      {
        nl: 'Kies een ketting die past bij het aantal versnellingen van je fiets.',
        de: 'Wählen Sie eine Kette passend zur Gangzahl Ihres Rades.',
      },
    ],
  },
  {
    category: CAT.pedals,
    group: 'parts',
    pictogram: 'pedal',
    colours: ['Zwart', 'Zilver'],
    brands: ['Shimano', 'Wellgo', 'VP Components', 'Crankbrothers'],
    weight: 6,
    items: [
      {
        nl: 'Platformpedalen aluminium',
        de: 'Plattformpedale Aluminium',
        price: [14.95, 49.95],
        kg: [0.3, 0.45],
      },
      {
        nl: 'Comfortpedalen antislip',
        de: 'Komfortpedale rutschfest',
        price: [9.95, 24.95],
        kg: [0.35, 0.5],
      },
      {
        nl: 'Klikpedalen PD-M520',
        de: 'Klickpedale PD-M520',
        price: [29.95, 44.95],
        kg: [0.35, 0.4],
        brands: ['Shimano'],
      },
      { nl: 'Vouwpedalen', de: 'Klapppedale', price: [19.95, 34.95], kg: [0.4, 0.5] },
    ],
    about: {
      nl: 'Stevige pedalen met goede grip zorgen voor een efficiënte en veilige trapbeweging.',
      de: 'Stabile Pedale mit gutem Grip sorgen für effizientes und sicheres Treten.',
    },
    tips: [
      { nl: 'Met standaard 9/16 inch schroefdraad.', de: 'Mit Standardgewinde 9/16 Zoll.' },
      {
        nl: 'Inclusief reflectoren volgens de wettelijke eisen.',
        de: 'Inklusive Reflektoren nach gesetzlichen Vorgaben.',
      },
    ],
  },
  {
    category: CAT.handlebars,
    group: 'parts',
    pictogram: 'handlebar',
    colours: ['Zwart', 'Zilver', 'Bruin'],
    colourAttr: true,
    brands: ['Humpert', 'Ergotec', 'Ritchey', 'Ergon'],
    weight: 6,
    items: [
      {
        nl: 'Stuur swept-back 600 mm',
        de: 'Lenker Swept-Back 600 mm',
        price: [24.95, 49.95],
        kg: [0.35, 0.5],
      },
      { nl: 'Stuur flat bar 680 mm', de: 'Lenker Flatbar 680 mm', price: [19.95, 59.95], kg: [0.25, 0.35] },
      {
        nl: 'Racestuur 42 cm',
        de: 'Rennlenker 42 cm',
        price: [39.95, 119.95],
        kg: [0.25, 0.3],
        brands: ['Ritchey'],
      },
      { nl: 'Ergonomische handvatten', de: 'Ergonomische Griffe', price: [14.95, 39.95], kg: [0.15, 0.25] },
      { nl: 'Verstelbare stuurpen', de: 'Verstellbarer Vorbau', price: [24.95, 49.95], kg: [0.25, 0.35] },
    ],
    about: {
      nl: 'Met het juiste stuur en handvatten zit je ontspannen en voorkom je pijnlijke polsen.',
      de: 'Mit dem richtigen Lenker und Griffen sitzen Sie entspannt und vermeiden schmerzende Handgelenke.',
    },
    tips: [
      {
        nl: 'Let op de klemdiameter (25,4 of 31,8 mm).',
        de: 'Achten Sie auf den Klemmdurchmesser (25,4 oder 31,8 mm).',
      },
      {
        nl: 'Laat het stuur bij voorkeur monteren door je fietsenmaker.',
        de: 'Lassen Sie den Lenker am besten von Ihrer Werkstatt montieren.',
      },
    ],
  },
  {
    category: CAT.batteries,
    group: 'parts',
    pictogram: 'battery',
    colours: ['Zwart', 'Grijs'],
    brands: ['Bosch', 'Shimano', 'Bafang', 'Granville'],
    weight: 5,
    items: [
      {
        nl: 'Accu PowerPack 500 Wh',
        de: 'Akku PowerPack 500 Wh',
        price: [599, 799],
        kg: [2.5, 2.8],
        brands: ['Bosch'],
        sizes: [
          { nl: 'frame', de: 'Rahmen', attrs: { accu_capaciteit: '500 Wh' } },
          { nl: 'bagagedrager', de: 'Gepäckträger', attrs: { accu_capaciteit: '500 Wh' } },
        ],
      },
      {
        nl: 'Accu PowerTube 625 Wh',
        de: 'Akku PowerTube 625 Wh',
        price: [749, 899],
        kg: [3.4, 3.6],
        brands: ['Bosch'],
        sizes: [
          { nl: 'horizontaal', de: 'horizontal', attrs: { accu_capaciteit: '625 Wh' } },
          { nl: 'verticaal', de: 'vertikal', attrs: { accu_capaciteit: '625 Wh' } },
        ],
      },
      {
        nl: 'Accu BT-E8036 630 Wh',
        de: 'Akku BT-E8036 630 Wh',
        price: [699, 849],
        kg: [3.3, 3.5],
        brands: ['Shimano'],
      },
      {
        nl: 'Accu 418 Wh bagagedrager',
        de: 'Akku 418 Wh Gepäckträger',
        price: [449, 599],
        kg: [2.6, 2.9],
        brands: ['Bafang', 'Granville'],
        sizes: [{ nl: '36 V', de: '36 V', attrs: { accu_capaciteit: '400 Wh' } }],
      },
      { nl: 'Snellader 4A', de: 'Schnellladegerät 4A', price: [89.95, 179.95], kg: [0.6, 0.9] },
      {
        nl: 'Accu-afdekhoes neopreen',
        de: 'Akku-Schutzhülle Neopren',
        price: [19.95, 34.95],
        kg: [0.1, 0.15],
      },
    ],
    about: {
      nl: 'Originele accu’s en laders voor e-bikes, met volledige fabrieksgarantie.',
      de: 'Originale Akkus und Ladegeräte für E-Bikes, mit voller Herstellergarantie.',
    },
    tips: [
      {
        nl: 'Controleer vóór bestelling welk accusysteem je e-bike gebruikt.',
        de: 'Prüfen Sie vor der Bestellung, welches Akkusystem Ihr E-Bike nutzt.',
      },
      {
        nl: 'Bewaar je accu in de winter binnen, halfvol geladen.',
        de: 'Lagern Sie den Akku im Winter drinnen und halb geladen.',
      },
    ],
  },
  {
    category: CAT.drivetrain,
    group: 'parts',
    pictogram: 'gears',
    colours: ['Zilver', 'Zwart'],
    brands: ['Shimano', 'SRAM', 'Sturmey-Archer'],
    weight: 8,
    items: [
      {
        nl: 'Achterderailleur',
        de: 'Schaltwerk',
        price: [29.95, 149.95],
        kg: [0.25, 0.35],
        brands: ['Shimano', 'SRAM'],
        sizes: SPEEDS(['9', '10', '11', '12']),
      },
      {
        nl: 'Cassette',
        de: 'Kassette',
        price: [24.95, 119.95],
        kg: [0.3, 0.45],
        brands: ['Shimano', 'SRAM'],
        sizes: SPEEDS(['8', '9', '10', '11', '12']),
      },
      {
        nl: 'Naafversnelling Nexus',
        de: 'Nabenschaltung Nexus',
        price: [89.95, 199.95],
        kg: [1.2, 1.6],
        brands: ['Shimano'],
        sizes: SPEEDS(['3', '7', '8']),
      },
      {
        nl: 'Naafversnelling 3-speed',
        de: 'Nabenschaltung 3-Gang',
        price: [59.95, 99.95],
        kg: [1.1, 1.3],
        brands: ['Sturmey-Archer'],
      },
      { nl: 'Versnellingskabelset', de: 'Schaltzugset', price: [7.95, 16.95], kg: [0.1, 0.15] },
      { nl: 'Kettingblad 38 tanden', de: 'Kettenblatt 38 Zähne', price: [14.95, 39.95], kg: [0.08, 0.15] },
    ],
    about: {
      nl: 'Onderdelen voor een soepel schakelende aandrijving, van ketting tot naafversnelling.',
      de: 'Teile für einen sauber schaltenden Antrieb, von der Kette bis zur Nabenschaltung.',
    },
    tips: [
      {
        nl: 'Compatibel met de gangbare systemen van dezelfde serie.',
        de: 'Kompatibel mit den gängigen Systemen derselben Serie.',
      },
      {
        nl: 'Vervang ketting en cassette bij voorkeur tegelijk.',
        de: 'Tauschen Sie Kette und Kassette am besten gemeinsam.',
      },
    ],
  },
]

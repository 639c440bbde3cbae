import { CAT } from '../../categories.ts'
import type { RangeDef } from '../range-types.ts'

/** Accessories: locks, bags, helmets, pumps and child seats. */
export const CARRY_PROTECT_ACCESSORIES: readonly RangeDef[] = [
  {
    category: CAT.locks,
    group: 'accessories',
    pictogram: 'lock',
    colours: ['Zwart', 'Grijs', 'Rood', 'Blauw'],
    brands: ['AXA', 'Abus', 'Kryptonite', 'Trelock'],
    weight: 14,
    items: [
      {
        nl: 'Ringslot Defender',
        de: 'Rahmenschloss Defender',
        price: [29.95, 44.95],
        kg: [0.5, 0.7],
        brands: ['AXA'],
      },
      {
        nl: 'Insteekketting 110 cm',
        de: 'Einsteckkette 110 cm',
        price: [34.95, 69.95],
        kg: [1.2, 2.2],
        brands: ['AXA', 'Abus'],
      },
      {
        nl: 'Vouwslot Bordo',
        de: 'Faltschloss Bordo',
        price: [69.95, 129.95],
        kg: [0.9, 1.4],
        brands: ['Abus'],
      },
      {
        nl: 'Beugelslot Evolution',
        de: 'Bügelschloss Evolution',
        price: [49.95, 99.95],
        kg: [1.2, 1.8],
        brands: ['Kryptonite'],
      },
      { nl: 'Kettingslot ART-2', de: 'Kettenschloss ART-2', price: [39.95, 89.95], kg: [1.5, 2.5] },
      { nl: 'Kabelslot 180 cm', de: 'Kabelschloss 180 cm', price: [14.95, 24.95], kg: [0.4, 0.6] },
    ],
    about: {
      nl: 'Een goed slot is de beste verzekering tegen fietsendiefstal.',
      de: 'Ein gutes Schloss ist die beste Versicherung gegen Fahrraddiebstahl.',
    },
    tips: [
      {
        nl: 'ART-gecertificeerd, vaak verplicht voor je fietsverzekering.',
        de: 'ART-zertifiziert, häufig Voraussetzung für die Fahrradversicherung.',
      },
      {
        nl: 'Zet je fiets altijd vast aan een vast object.',
        de: 'Schließen Sie Ihr Rad immer an einem festen Gegenstand an.',
      },
    ],
  },
  {
    category: CAT.bags,
    brandCategories: { 'Urban Arrow': CAT.urbanAccessories },
    group: 'accessories',
    pictogram: 'bag',
    colours: ['Zwart', 'Groen', 'Blauw', 'Grijs', 'Bruin'],
    colourAttr: true,
    brands: ['Basil', 'Ortlieb', 'New Looxs', 'Urban Arrow'],
    weight: 14,
    items: [
      {
        nl: 'Dubbele fietstas 46 liter',
        de: 'Doppelpacktasche 46 Liter',
        price: [49.95, 129.95],
        kg: [1.2, 1.8],
        brands: ['Basil', 'New Looxs'],
      },
      {
        nl: 'Back-Roller Classic fietstas',
        de: 'Back-Roller Classic Radtasche',
        price: [99.95, 149.95],
        kg: [1.7, 2.0],
        brands: ['Ortlieb'],
      },
      {
        nl: 'Shopper fietstas',
        de: 'Shopper Fahrradtasche',
        price: [34.95, 79.95],
        kg: [0.7, 1.0],
        brands: ['Basil', 'New Looxs'],
      },
      { nl: 'Stuurtas', de: 'Lenkertasche', price: [29.95, 99.95], kg: [0.4, 0.8] },
      {
        nl: 'Regenhoes voor de bak',
        de: 'Regenverdeck für die Box',
        price: [149.95, 249.95],
        kg: [1.5, 2.5],
        brands: ['Urban Arrow'],
      },
      {
        nl: 'Opbergtas voor de bak',
        de: 'Aufbewahrungstasche für die Box',
        price: [39.95, 69.95],
        kg: [0.4, 0.7],
        brands: ['Urban Arrow'],
      },
    ],
    about: {
      nl: 'Fietstassen voor boodschappen, werk en vakantie, waterdicht en makkelijk te bevestigen.',
      de: 'Fahrradtaschen für Einkauf, Arbeit und Urlaub, wasserdicht und leicht zu befestigen.',
    },
    tips: [
      {
        nl: 'Met haaksysteem dat op vrijwel elke bagagedrager past.',
        de: 'Mit Hakensystem, das auf nahezu jeden Gepäckträger passt.',
      },
      {
        nl: 'Waterafstotend materiaal en reflecterende details.',
        de: 'Wasserabweisendes Material und reflektierende Details.',
      },
    ],
  },
  {
    category: CAT.helmets,
    group: 'accessories',
    pictogram: 'helmet',
    colours: ['Zwart', 'Wit', 'Blauw', 'Rood', 'Mintgroen'],
    colourAttr: true,
    brands: ['Abus', 'Lazer', 'Uvex', 'Bell'],
    weight: 10,
    items: [
      {
        nl: 'Fietshelm Urban 3.0',
        de: 'Fahrradhelm Urban 3.0',
        price: [49.95, 89.95],
        kg: [0.35, 0.45],
        configurable: true,
      },
      {
        nl: 'Racehelm Aero',
        de: 'Rennradhelm Aero',
        price: [79.95, 199.95],
        kg: [0.25, 0.3],
        configurable: true,
      },
      { nl: 'Kinderhelm', de: 'Kinderhelm', price: [29.95, 49.95], kg: [0.25, 0.3], configurable: true },
      {
        nl: 'Speed pedelec helm NTA 8776',
        de: 'S-Pedelec-Helm NTA 8776',
        price: [99.95, 179.95],
        kg: [0.45, 0.55],
        configurable: true,
      },
    ],
    about: {
      nl: 'Een goed passende helm beschermt je hoofd bij een val; kies de maat op basis van je hoofdomtrek.',
      de: 'Ein gut sitzender Helm schützt Ihren Kopf bei einem Sturz; wählen Sie die Größe nach Ihrem Kopfumfang.',
    },
    tips: [
      {
        nl: 'Maat S: 51-55 cm, M: 54-58 cm, L: 57-61 cm, XL: 60-63 cm.',
        de: 'Größe S: 51-55 cm, M: 54-58 cm, L: 57-61 cm, XL: 60-63 cm.',
      },
      {
        nl: 'Met draaiknop voor een perfecte pasvorm en geïntegreerd achterlicht.',
        de: 'Mit Drehrad für perfekte Passform und integriertem Rücklicht.',
      },
    ],
  },
  {
    category: CAT.pumps,
    group: 'accessories',
    pictogram: 'pump',
    colours: ['Zwart', 'Zilver', 'Rood'],
    brands: ['Topeak', 'Lezyne', 'SKS'],
    weight: 8,
    items: [
      {
        nl: 'Vloerpomp Joe Blow',
        de: 'Standpumpe Joe Blow',
        price: [39.95, 69.95],
        kg: [1.4, 1.8],
        brands: ['Topeak'],
      },
      {
        nl: 'Vloerpomp met manometer',
        de: 'Standpumpe mit Manometer',
        price: [24.95, 59.95],
        kg: [1.3, 1.8],
      },
      { nl: 'Minipomp', de: 'Minipumpe', price: [14.95, 39.95], kg: [0.1, 0.2] },
      {
        nl: 'CO2-pomp met 2 patronen',
        de: 'CO2-Pumpe mit 2 Kartuschen',
        price: [19.95, 34.95],
        kg: [0.15, 0.25],
      },
    ],
    about: {
      nl: 'Met de juiste bandenspanning fiets je lichter en krijg je minder snel een lekke band.',
      de: 'Mit dem richtigen Reifendruck fahren Sie leichter und haben seltener einen Platten.',
    },
    tips: [
      {
        nl: 'Geschikt voor Hollands, Frans en autoventiel.',
        de: 'Passend für Dunlop-, Sclaverand- und Autoventil.',
      },
      {
        nl: 'De bandenspanning staat op de zijkant van je band.',
        de: 'Der empfohlene Reifendruck steht auf der Reifenflanke.',
      },
    ],
  },
  {
    category: CAT.childSeats,
    brandCategories: { 'Urban Arrow': CAT.urbanAccessories },
    group: 'accessories',
    pictogram: 'childseat',
    colours: ['Grijs', 'Zwart', 'Blauw', 'Roze'],
    colourAttr: true,
    brands: ['Bobike', 'Thule', 'Qibbel', 'Urban Arrow'],
    weight: 8,
    items: [
      {
        nl: 'Kinderzitje achter Maxi',
        de: 'Kindersitz hinten Maxi',
        price: [89.95, 179.95],
        kg: [3.5, 4.5],
        brands: ['Bobike', 'Thule', 'Qibbel'],
      },
      {
        nl: 'Kinderzitje voor Mini',
        de: 'Kindersitz vorne Mini',
        price: [69.95, 129.95],
        kg: [2.5, 3.5],
        brands: ['Bobike', 'Thule', 'Qibbel'],
      },
      {
        nl: 'Windscherm voor kinderzitje',
        de: 'Windschutzscheibe für Kindersitz',
        price: [29.95, 49.95],
        kg: [0.6, 0.9],
      },
      {
        nl: 'Maxi-Cosi adapter',
        de: 'Maxi-Cosi-Adapter',
        price: [79.95, 119.95],
        kg: [1.0, 1.5],
        brands: ['Urban Arrow'],
      },
      {
        nl: 'Kussenset voor de bak',
        de: 'Kissenset für die Box',
        price: [59.95, 99.95],
        kg: [0.8, 1.2],
        brands: ['Urban Arrow'],
      },
    ],
    about: {
      nl: 'Veilig en comfortabel je kind meenemen op de fiets, van peuter tot basisschoolleeftijd.',
      de: 'Ihr Kind sicher und bequem mitnehmen, vom Kleinkind bis ins Grundschulalter.',
    },
    tips: [
      { nl: 'Getest volgens EN 14344.', de: 'Geprüft nach EN 14344.' },
      {
        nl: 'Met verstelbare voetsteunen en driepuntsgordel.',
        de: 'Mit verstellbaren Fußstützen und Dreipunktgurt.',
      },
    ],
  },
]

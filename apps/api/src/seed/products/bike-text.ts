import { optionDef } from '../attributes.ts'
import type { Random } from '../random.ts'
import type { BikeTypeDef } from './bike-data.ts'
import type { Names } from './builder.ts'

/** Product texts for bicycles in Dutch and German, from a few templates and the bike's specification. */

export interface BikeFacts {
  name: Names
  brand: string
  type: BikeTypeDef
  gears: string
  brakes: string
  material: string
  wheel: string
  kilos: number
  accu?: string
  motor?: string
}

const CLOSING: readonly Names[] = [
  {
    nl: 'De fiets wordt rijklaar afgeleverd: afgesteld, gecontroleerd en met de eerste onderhoudsbeurt na zes weken gratis.',
    de: 'Das Rad wird fahrbereit geliefert: eingestellt, geprüft und mit kostenloser Erstinspektion nach sechs Wochen.',
  },
  {
    nl: 'Bestel vóór 16.00 uur en we plannen de levering binnen drie werkdagen in. Liever eerst proefrijden? Dat kan bij een dealer bij jou in de buurt.',
    de: 'Bestellen Sie vor 16.00 Uhr und wir planen die Lieferung innerhalb von drei Werktagen ein. Lieber erst Probe fahren? Das geht bei einem Händler in Ihrer Nähe.',
  },
  {
    nl: 'Twijfel je over de framemaat? Gebruik onze maattabel of vraag advies aan onze klantenservice.',
    de: 'Unsicher bei der Rahmengröße? Nutzen Sie unsere Größentabelle oder fragen Sie unseren Kundenservice.',
  },
]

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

export function bikeTexts(rng: Random, f: BikeFacts): { description: Names; shortDescription: Names } {
  const typeDe = optionDef('typefiets', f.type.typefiets).de!
  const brakesDe = optionDef('remtype', f.brakes).de!
  const materialDe = optionDef('framemateriaal', f.material).de!
  const wheelDe = optionDef('wielmaat', f.wheel).de!
  const kg = `${f.kilos.toFixed(1).replace('.', ',')} kg`
  const singleSpeed = f.gears === '1'
  const gearsNl = singleSpeed
    ? 'Zonder versnellingen, dus vrijwel onderhoudsvrij.'
    : `Met ${f.gears} versnellingen trap je op elk tempo licht en soepel door.`
  const gearsDe = singleSpeed
    ? 'Ohne Schaltung und damit nahezu wartungsfrei.'
    : `Mit ${f.gears} Gängen treten Sie in jedem Tempo leicht und gleichmäßig.`
  let electricNl = ''
  let electricDe = ''
  let accuLiNl = ''
  let accuLiDe = ''
  if (f.accu && f.motor) {
    const range = Math.round(Number.parseInt(f.accu, 10) / 6.5 / 5) * 5
    const motorDe = optionDef('motor', f.motor).de!
    electricNl = `De ${lower(f.motor)} en de accu van ${f.accu} geven ondersteuning tot 25 km/u en een bereik tot ongeveer ${range} km. `
    electricDe = `Der ${motorDe} und der Akku mit ${f.accu} unterstützen bis 25 km/h und bieten eine Reichweite von bis zu etwa ${range} km. `
    accuLiNl = `<li>Accu: ${f.accu}</li><li>Motor: ${lower(f.motor)}</li>`
    accuLiDe = `<li>Akku: ${f.accu}</li><li>Motor: ${motorDe}</li>`
  }
  const closing = rng.pick(CLOSING)
  const description = {
    nl: [
      `<p>De ${f.name.nl} is een ${lower(f.type.typefiets)} van ${f.brand}, gemaakt voor ${f.type.use.nl}. ${electricNl}${gearsNl}</p>`,
      `<h3>Specificaties</h3>`,
      `<ul><li>Frame: ${lower(f.material)}</li><li>Versnellingen: ${f.gears}</li><li>Remmen: ${lower(f.brakes)}</li><li>Wielmaat: ${f.wheel}</li><li>Gewicht: ${kg}</li>${accuLiNl}</ul>`,
      `<p>${closing.nl}</p>`,
    ].join(''),
    de: [
      `<p>Das ${f.name.de} ist ein ${typeDe} von ${f.brand}, gemacht für ${f.type.use.de}. ${electricDe}${gearsDe}</p>`,
      `<h3>Technische Daten</h3>`,
      `<ul><li>Rahmen: ${materialDe}</li><li>Gänge: ${f.gears}</li><li>Bremsen: ${brakesDe}</li><li>Laufradgröße: ${wheelDe}</li><li>Gewicht: ${kg}</li>${accuLiDe}</ul>`,
      `<p>${closing.de}</p>`,
    ].join(''),
  }
  const shortDescription = {
    nl: `<p>${f.type.typefiets} met ${singleSpeed ? 'één versnelling' : `${f.gears} versnellingen`}, ${lower(f.brakes)} en een frame van ${lower(f.material)}${f.accu ? `; accu ${f.accu}` : ''}.</p>`,
    de: `<p>${typeDe} mit ${singleSpeed ? 'einem Gang' : `${f.gears} Gängen`}, ${brakesDe} und Rahmen aus ${materialDe}${f.accu ? `; Akku ${f.accu}` : ''}.</p>`,
  }
  return { description, shortDescription }
}

import { bikeSvg, type BikeShape } from './bike-drawing.ts'
import { escapeHtml } from '../text.ts'

/** Home-page banners (per store language) composed as SVG: a coloured panel, a headline and a bicycle. */

export interface BannerDef {
  /** file name without extension, e.g. 'home-main' */
  key: string
  width: number
  height: number
  background: [string, string]
  bike: BikeShape
  bikeColour: string
  headline: { nl: string; de: string }
  subline: { nl: string; de: string }
}

export const BANNERS: readonly BannerDef[] = [
  {
    key: 'home-main',
    width: 1600,
    height: 600,
    background: ['#1e3e31', '#2f6b52'],
    bike: 'ebike',
    bikeColour: '#8fd3bd',
    headline: { nl: 'De nieuwe e-bikes zijn binnen', de: 'Die neuen E-Bikes sind da' },
    subline: {
      nl: 'Nu met gratis montage en proefrit bij de dealer',
      de: 'Jetzt mit kostenloser Montage und Probefahrt beim Händler',
    },
  },
  {
    key: 'home-small-1',
    width: 800,
    height: 300,
    background: ['#3f3738', '#6a5f60'],
    bike: 'city',
    bikeColour: '#f2c200',
    headline: { nl: 'Stadsfietsen', de: 'Stadträder' },
    subline: { nl: 'Degelijk en comfortabel', de: 'Solide und komfortabel' },
  },
  {
    key: 'home-small-2',
    width: 800,
    height: 300,
    background: ['#8D6F29', '#b8924a'],
    bike: 'cargo',
    bikeColour: '#1b1b1b',
    headline: { nl: 'Urban Cargo', de: 'Urban Cargo' },
    subline: { nl: 'Ruimte voor het hele gezin', de: 'Platz für die ganze Familie' },
  },
  {
    key: 'home-product',
    width: 800,
    height: 300,
    background: ['#8d0400', '#ff1912'],
    bike: 'race',
    bikeColour: '#f3f3f1',
    headline: { nl: 'Winteractie', de: 'Winteraktion' },
    subline: { nl: 'Tot 25% korting op verlichting', de: 'Bis zu 25 % Rabatt auf Beleuchtung' },
  },
  {
    key: 'home-head',
    width: 1600,
    height: 400,
    background: ['#2b2b2b', '#4a4a4a'],
    bike: 'hybrid',
    bikeColour: '#ef6c00',
    headline: { nl: 'Fietsgroothandel', de: 'Fietsgroothandel' },
    subline: {
      nl: 'Fietsen, onderdelen en accessoires voor vakhandel en fietser',
      de: 'Fahrräder, Ersatzteile und Zubehör für Fachhandel und Radfahrer',
    },
  },
]

export function bannerPath(def: BannerDef, lang: 'nl' | 'de'): string {
  return `/banners/${def.key}${lang === 'de' ? '-de' : ''}.jpg`
}

export function bannerSvg(def: BannerDef, lang: 'nl' | 'de'): string {
  const { width: w, height: h } = def
  const bikeSize = Math.round(h * 1.05)
  const bike = bikeSvg(def.bike, def.bikeColour, undefined, bikeSize)
    .replace(/<rect width="1000" height="1000" fill="url\(#bg\)"\/>/, '')
    .replace('<svg ', `<svg x="${w - bikeSize - Math.round(w * 0.03)}" y="${Math.round(-h * 0.05)}" `)
  // headline size: as large as the panel allows without running into the bicycle
  const title = Math.round(Math.min(h * 0.17, (w * 0.6) / (0.62 * def.headline[lang].length)))
  const sub = Math.round(Math.min(title * 0.45, (w * 0.6) / (0.55 * def.subline[lang].length)))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${def.background[0]}"/><stop offset="1" stop-color="${def.background[1]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#panel)"/>`,
    `<circle cx="${w - h * 0.55}" cy="${h * 0.5}" r="${h * 0.48}" fill="#fff" opacity="0.12"/>`,
    bike,
    `<text x="${Math.round(w * 0.05)}" y="${Math.round(h * 0.45)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${title}" fill="#fff">${escapeHtml(def.headline[lang])}</text>`,
    `<text x="${Math.round(w * 0.05)}" y="${Math.round(h * 0.45 + title * 0.5 + sub * 1.4)}" font-family="DejaVu Sans, sans-serif" font-size="${sub}" fill="#fff" opacity="0.9">${escapeHtml(def.subline[lang])}</text>`,
    `</svg>`,
  ].join('')
}

import { brightness, shade } from './bike-drawing.ts'

/**
 * Generic product pictograms per category (a tyre, a lock, a helmet, ...) as SVG, tinted in the
 * product colour. Drawn on a 1000x1000 canvas around the centre.
 */

export type PictogramKey =
  | 'tyre'
  | 'tube'
  | 'brake'
  | 'light'
  | 'saddle'
  | 'chain'
  | 'pedal'
  | 'handlebar'
  | 'battery'
  | 'gears'
  | 'lock'
  | 'bag'
  | 'helmet'
  | 'pump'
  | 'childseat'
  | 'mudguard'
  | 'bell'
  | 'map'
  | 'clothing'
  | 'care'
  | 'voucher'
  | 'insurance'
  | 'download'
  | 'toolkit'

type Draw = (c: string, dark: string) => string

const DRAW: Record<PictogramKey, Draw> = {
  tyre: (c, d) =>
    `<circle cx="500" cy="480" r="280" fill="none" stroke="#1f1f1f" stroke-width="90" stroke-dasharray="26 12"/><circle cx="500" cy="480" r="225" fill="none" stroke="${c}" stroke-width="14"/><circle cx="500" cy="480" r="185" fill="none" stroke="${d}" stroke-width="6"/>`,
  tube: (c, d) =>
    `<circle cx="500" cy="480" r="260" fill="none" stroke="${c}" stroke-width="56"/><circle cx="500" cy="480" r="260" fill="none" stroke="${d}" stroke-width="4" opacity="0.5"/><rect x="486" y="180" width="28" height="90" rx="6" fill="#9ea3a8"/><rect x="478" y="170" width="44" height="26" rx="6" fill="#333"/>`,
  brake: (c, d) =>
    `<circle cx="500" cy="500" r="230" fill="none" stroke="#a9aeb3" stroke-width="40"/><g fill="none" stroke="#8f959b" stroke-width="10">${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${500 + 230 * Math.cos((a * Math.PI) / 180)}" cy="${500 + 230 * Math.sin((a * Math.PI) / 180)}" r="14"/>`).join('')}</g><circle cx="500" cy="500" r="70" fill="#70767c"/><path d="M620 230 Q760 260 770 400 L700 430 Q680 320 600 300 Z" fill="${c}" stroke="${d}" stroke-width="10"/>`,
  light: (c, d) =>
    `<path d="M330 380 L560 340 L560 620 L330 580 Z" fill="${c}" stroke="${d}" stroke-width="12"/><ellipse cx="560" cy="480" rx="40" ry="140" fill="#fff6c4" stroke="${d}" stroke-width="10"/><g stroke="#f2c200" stroke-width="18" stroke-linecap="round"><path d="M640 360 L780 300"/><path d="M650 480 L810 480"/><path d="M640 600 L780 660"/></g><rect x="300" y="620" width="60" height="120" rx="12" fill="#555"/>`,
  saddle: (c, d) =>
    `<path d="M220 420 Q260 330 420 350 L720 380 Q800 390 790 440 Q780 480 700 480 L520 500 Q420 560 300 540 Q200 520 220 420 Z" fill="${c}" stroke="${d}" stroke-width="14"/><path d="M500 510 L500 760" stroke="#555" stroke-width="40"/><path d="M420 520 L600 520" stroke="#777" stroke-width="16"/>`,
  chain: (c, d) =>
    `<g fill="none" stroke="${c}" stroke-width="26">${Array.from({ length: 6 }, (_, i) => `<rect x="${130 + i * 110}" y="${i % 2 ? 430 : 410}" width="150" height="${i % 2 ? 100 : 140}" rx="50"/>`).join('')}</g><g fill="${d}">${Array.from({ length: 7 }, (_, i) => `<circle cx="${175 + i * 110}" cy="480" r="18"/>`).join('')}</g>`,
  pedal: (c, d) =>
    `<rect x="300" y="360" width="400" height="240" rx="40" fill="${c}" stroke="${d}" stroke-width="14"/><g fill="${d}">${Array.from({ length: 10 }, (_, i) => `<circle cx="${340 + (i % 5) * 80}" cy="${i < 5 ? 385 : 575}" r="12"/>`).join('')}</g><rect x="150" y="460" width="170" height="40" rx="14" fill="#8f959b"/>`,
  handlebar: (c, d) =>
    `<path d="M160 560 Q200 380 380 400 L620 400 Q800 380 840 560" fill="none" stroke="${c}" stroke-width="48" stroke-linecap="round"/><path d="M160 560 L170 640 M840 560 L830 640" stroke="${d}" stroke-width="64" stroke-linecap="round"/><rect x="455" y="380" width="90" height="200" rx="20" fill="#555"/>`,
  battery: (c, d) =>
    `<rect x="250" y="300" width="500" height="360" rx="60" fill="${c}" stroke="${d}" stroke-width="16"/><rect x="420" y="250" width="160" height="60" rx="16" fill="${d}"/><path d="M530 360 L430 500 L500 500 L470 610 L580 450 L510 450 Z" fill="#f2c200" stroke="#333" stroke-width="8"/>`,
  gears: (c, d) =>
    `<g fill="${c}" stroke="${d}" stroke-width="10">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<rect x="488" y="200" width="44" height="90" rx="8" transform="rotate(${i * 30} 510 480)"/>`).join('')}<circle cx="510" cy="480" r="220"/></g><circle cx="510" cy="480" r="120" fill="#f7f7f5" stroke="${d}" stroke-width="10"/><circle cx="510" cy="480" r="40" fill="${d}"/>`,
  lock: (c, d) =>
    `<path d="M370 440 L370 330 Q370 210 500 210 Q630 210 630 330 L630 440" fill="none" stroke="#8f959b" stroke-width="60"/><rect x="300" y="420" width="400" height="330" rx="50" fill="${c}" stroke="${d}" stroke-width="14"/><circle cx="500" cy="560" r="40" fill="${d}"/><rect x="485" y="580" width="30" height="90" rx="10" fill="${d}"/>`,
  bag: (c, d) =>
    `<rect x="260" y="300" width="480" height="460" rx="60" fill="${c}" stroke="${d}" stroke-width="14"/><path d="M260 440 L740 440" stroke="${d}" stroke-width="12"/><path d="M380 300 Q380 200 500 200 Q620 200 620 300" fill="none" stroke="${d}" stroke-width="24"/><rect x="460" y="420" width="80" height="50" rx="10" fill="#c9c9c9" stroke="${d}" stroke-width="8"/>`,
  helmet: (c, d) =>
    `<path d="M220 600 Q220 280 520 270 Q800 280 800 560 L800 600 Z" fill="${c}" stroke="${d}" stroke-width="16"/><g stroke="${d}" stroke-width="22" stroke-linecap="round"><path d="M360 380 L420 330"/><path d="M500 360 L520 300"/><path d="M640 380 L620 320"/></g><path d="M260 600 Q450 660 760 600" fill="none" stroke="#333" stroke-width="14"/><path d="M330 620 L400 740 L560 740" fill="none" stroke="#444" stroke-width="10"/>`,
  pump: (c, d) =>
    `<rect x="440" y="260" width="120" height="460" rx="30" fill="${c}" stroke="${d}" stroke-width="14"/><rect x="360" y="200" width="280" height="60" rx="24" fill="#444"/><rect x="330" y="720" width="340" height="50" rx="20" fill="#444"/><path d="M560 620 Q720 640 720 480 Q720 380 650 380" fill="none" stroke="#222" stroke-width="18"/>`,
  childseat: (c, d) =>
    `<path d="M330 220 Q300 220 300 260 L320 620 Q330 690 420 690 L640 690 Q700 690 700 640 L700 560 Q700 520 650 520 L450 520 L430 260 Q430 220 390 220 Z" fill="${c}" stroke="${d}" stroke-width="16"/><path d="M380 320 L560 520 M450 320 L600 520" stroke="${d}" stroke-width="16" opacity="0.7"/><rect x="300" y="700" width="420" height="40" rx="16" fill="#555"/>`,
  mudguard: (c, d) =>
    `<path d="M200 640 A320 320 0 0 1 800 560" fill="none" stroke="${c}" stroke-width="70" stroke-linecap="round"/><path d="M200 640 A320 320 0 0 1 800 560" fill="none" stroke="${d}" stroke-width="6"/><g stroke="#8f959b" stroke-width="14"><path d="M320 430 L470 700"/><path d="M700 420 L540 700"/></g>`,
  bell: (c, d) =>
    `<path d="M300 600 Q300 330 500 330 Q700 330 700 600 Z" fill="${c}" stroke="${d}" stroke-width="16"/><rect x="280" y="590" width="440" height="50" rx="20" fill="${d}"/><circle cx="500" cy="310" r="30" fill="${d}"/><path d="M700 500 L820 420" stroke="#555" stroke-width="30" stroke-linecap="round"/><rect x="440" y="650" width="120" height="80" rx="14" fill="#777"/>`,
  map: (c, d) =>
    `<path d="M200 300 L400 240 L600 300 L800 240 L800 700 L600 760 L400 700 L200 760 Z" fill="${c}" stroke="${d}" stroke-width="14" stroke-linejoin="round"/><path d="M400 240 L400 700 M600 300 L600 760" stroke="${d}" stroke-width="10"/><path d="M260 620 Q360 460 480 540 T720 380" fill="none" stroke="#c62828" stroke-width="16" stroke-dasharray="30 18"/><circle cx="720" cy="380" r="24" fill="#c62828"/>`,
  clothing: (c, d) =>
    `<path d="M380 230 L260 280 L180 450 L280 490 L320 420 L320 770 L680 770 L680 420 L720 490 L820 450 L740 280 L620 230 Q500 320 380 230 Z" fill="${c}" stroke="${d}" stroke-width="14" stroke-linejoin="round"/><path d="M500 300 L500 770" stroke="${d}" stroke-width="10"/><rect x="340" y="560" width="320" height="26" fill="#f2f2f2" opacity="0.8"/>`,
  care: (c, d) =>
    `<rect x="380" y="320" width="240" height="440" rx="50" fill="${c}" stroke="${d}" stroke-width="14"/><rect x="450" y="220" width="100" height="110" rx="14" fill="#444"/><path d="M550 250 L650 210" stroke="#444" stroke-width="24" stroke-linecap="round"/><rect x="410" y="450" width="180" height="180" rx="20" fill="#fff" opacity="0.85"/><circle cx="500" cy="540" r="50" fill="${d}"/>`,
  voucher: (c, d) =>
    `<path d="M180 330 L820 330 L820 440 Q760 480 820 520 L820 650 L180 650 L180 520 Q240 480 180 440 Z" fill="${c}" stroke="${d}" stroke-width="14"/><path d="M600 340 L600 640" stroke="${d}" stroke-width="8" stroke-dasharray="20 14"/><text x="390" y="520" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="110" text-anchor="middle" fill="#fff">€</text>`,
  insurance: (c, d) =>
    `<path d="M500 200 L760 290 Q760 620 500 780 Q240 620 240 290 Z" fill="${c}" stroke="${d}" stroke-width="16"/><path d="M390 480 L470 560 L630 390" fill="none" stroke="#fff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>`,
  download: (c, d) =>
    `<path d="M300 200 L600 200 L720 320 L720 780 L300 780 Z" fill="#fff" stroke="${d}" stroke-width="14"/><path d="M600 200 L600 320 L720 320" fill="none" stroke="${d}" stroke-width="14"/><rect x="300" y="620" width="420" height="100" fill="${c}"/><text x="510" y="692" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="70" text-anchor="middle" fill="#fff">PDF</text><path d="M510 330 L510 540 M430 470 L510 550 L590 470" fill="none" stroke="${c}" stroke-width="30" stroke-linecap="round"/>`,
  toolkit: (c, d) =>
    `<rect x="220" y="380" width="560" height="340" rx="40" fill="${c}" stroke="${d}" stroke-width="14"/><path d="M400 380 L400 300 Q400 270 430 270 L570 270 Q600 270 600 300 L600 380" fill="none" stroke="${d}" stroke-width="26"/><path d="M330 520 L670 600" stroke="#eee" stroke-width="36" stroke-linecap="round"/><circle cx="330" cy="520" r="40" fill="none" stroke="#eee" stroke-width="20"/>`,
}

/** A square pictogram; `detail` draws a zoomed, rotated variant for a second gallery image. */
export function pictogramSvg(key: PictogramKey, hex: string, detail = false, size = 1000): string {
  const dark = brightness(hex) > 200 ? '#6b6f74' : shade(hex, 0.55)
  const transform = detail
    ? ' transform="translate(500 480) scale(1.45) rotate(-12) translate(-500 -480)"'
    : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">`,
    `<rect width="1000" height="1000" fill="${detail ? '#f1f0ec' : '#fafaf8'}"/>`,
    `<circle cx="500" cy="480" r="400" fill="${hex}" opacity="0.08"/>`,
    `<ellipse cx="500" cy="850" rx="300" ry="20" fill="#000" opacity="0.07"/>`,
    `<g${transform}>${DRAW[key](hex, dark)}</g>`,
    `</svg>`,
  ].join('')
}

export const PICTOGRAM_KEYS = Object.keys(DRAW) as PictogramKey[]

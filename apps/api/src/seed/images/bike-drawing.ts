/**
 * A simple side view of a bicycle as SVG, tinted in the frame colour. Seven shapes, one per type of
 * bicycle, so that a city bike, a racing bike and a cargo bike are recognisable in the listings.
 */

export type BikeShape = 'city' | 'ebike' | 'race' | 'mtb' | 'kids' | 'cargo' | 'hybrid'

interface Point {
  x: number
  y: number
}

const p = (x: number, y: number): Point => ({ x, y })
const line = (a: Point, b: Point) => `M${a.x} ${a.y} L${b.x} ${b.y}`

/** A darker or lighter shade of a #rrggbb colour (factor < 1 darkens, > 1 lightens). */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff
    const out = factor < 1 ? v * factor : v + (255 - v) * (factor - 1)
    return Math.max(0, Math.min(255, Math.round(out)))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

/** Perceived brightness 0..255, to keep white frames visible with an outline. */
export function brightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  return ((n >> 16) & 0xff) * 0.299 + ((n >> 8) & 0xff) * 0.587 + (n & 0xff) * 0.114
}

function wheel(c: Point, r: number, tyre: number, knobbly: boolean): string {
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8
    return line(
      p(c.x + 14 * Math.cos(a), c.y + 14 * Math.sin(a)),
      p(c.x + (r - tyre) * Math.cos(a + 0.35), c.y + (r - tyre) * Math.sin(a + 0.35)),
    )
  }).join(' ')
  return [
    `<circle cx="${c.x}" cy="${c.y}" r="${r - tyre / 2}" fill="none" stroke="#202020" stroke-width="${tyre}"${knobbly ? ` stroke-dasharray="10 5"` : ''}/>`,
    `<circle cx="${c.x}" cy="${c.y}" r="${r - tyre - 6}" fill="none" stroke="#9ea3a8" stroke-width="8"/>`,
    `<path d="${spokes}" stroke="#b9bdc1" stroke-width="3"/>`,
    `<circle cx="${c.x}" cy="${c.y}" r="18" fill="#5b6066"/>`,
  ].join('')
}

interface Geometry {
  rear: Point
  front: Point
  r: number
  tyre: number
  bb: Point
  seat: Point
  head: Point
  headLow: Point
  stepThrough: boolean
}

function geometry(shape: BikeShape): Geometry {
  switch (shape) {
    case 'kids':
      return {
        rear: p(330, 680),
        front: p(670, 680),
        r: 120,
        tyre: 22,
        bb: p(480, 690),
        seat: p(450, 500),
        head: p(640, 500),
        headLow: p(655, 560),
        stepThrough: true,
      }
    case 'cargo':
      return {
        rear: p(200, 650),
        front: p(820, 700),
        r: 150,
        tyre: 24,
        bb: p(380, 670),
        seat: p(340, 420),
        head: p(500, 420),
        headLow: p(520, 500),
        stepThrough: true,
      }
    case 'race':
      return {
        rear: p(260, 640),
        front: p(740, 640),
        r: 170,
        tyre: 14,
        bb: p(470, 660),
        seat: p(430, 390),
        head: p(690, 400),
        headLow: p(705, 465),
        stepThrough: false,
      }
    case 'mtb':
      return {
        rear: p(260, 630),
        front: p(750, 630),
        r: 175,
        tyre: 34,
        bb: p(475, 650),
        seat: p(435, 420),
        head: p(690, 410),
        headLow: p(710, 490),
        stepThrough: false,
      }
    case 'hybrid':
      return {
        rear: p(260, 640),
        front: p(740, 640),
        r: 170,
        tyre: 20,
        bb: p(470, 660),
        seat: p(430, 400),
        head: p(690, 405),
        headLow: p(705, 475),
        stepThrough: false,
      }
    default:
      return {
        rear: p(260, 640),
        front: p(740, 640),
        r: 170,
        tyre: 22,
        bb: p(470, 665),
        seat: p(425, 400),
        head: p(680, 400),
        headLow: p(700, 475),
        stepThrough: true,
      }
  }
}

function frame(g: Geometry, shape: BikeShape): string {
  const tubes = [line(g.bb, g.seat), line(g.bb, g.rear), line(g.seat, g.rear), line(g.head, g.headLow)]
  if (g.stepThrough) {
    tubes.push(`M${g.bb.x} ${g.bb.y} Q${g.bb.x + 40} ${g.bb.y - 150} ${g.headLow.x} ${g.headLow.y}`)
    tubes.push(`M${g.bb.x - 15} ${g.bb.y - 70} Q${g.bb.x + 60} ${g.bb.y - 230} ${g.head.x} ${g.head.y + 20}`)
  } else {
    tubes.push(line(g.bb, g.headLow), line(g.seat, g.head))
  }
  if (shape === 'cargo')
    tubes.push(line(g.headLow, p(g.front.x, g.front.y)), line(g.bb, p(g.front.x - 60, g.front.y - 10)))
  return tubes.join(' ')
}

function handlebar(g: Geometry, shape: BikeShape): string {
  const stemTop = p(g.head.x - 5, g.head.y - 60)
  const stem = line(g.head, stemTop)
  if (shape === 'race')
    return `${stem} M${stemTop.x} ${stemTop.y} L${stemTop.x + 45} ${stemTop.y} Q${stemTop.x + 85} ${stemTop.y + 10} ${stemTop.x + 60} ${stemTop.y + 60} L${stemTop.x + 35} ${stemTop.y + 70}`
  if (shape === 'mtb' || shape === 'hybrid')
    return `${stem} M${stemTop.x - 35} ${stemTop.y + 5} L${stemTop.x + 40} ${stemTop.y - 5}`
  return `${stem} M${stemTop.x} ${stemTop.y} Q${stemTop.x - 20} ${stemTop.y - 35} ${stemTop.x - 85} ${stemTop.y - 20}`
}

function extras(g: Geometry, shape: BikeShape, hex: string): string {
  const parts: string[] = []
  const guard = (c: Point) =>
    `<path d="M${c.x - g.r - 5} ${c.y} A${g.r + 8} ${g.r + 8} 0 0 1 ${c.x + g.r * 0.7} ${c.y - g.r * 0.75}" fill="none" stroke="${shade(hex, 0.75)}" stroke-width="10"/>`
  if (shape === 'city' || shape === 'ebike' || shape === 'hybrid' || shape === 'kids') {
    parts.push(guard(g.rear), guard(g.front))
  }
  if (shape === 'city' || shape === 'ebike') {
    // rear carrier and chain guard
    parts.push(
      `<path d="M${g.seat.x - 10} ${g.seat.y + 60} L${g.rear.x - 60} ${g.rear.y - g.r - 10} L${g.rear.x + 120} ${g.rear.y - g.r - 10} M${g.rear.x - 40} ${g.rear.y - g.r - 10} L${g.rear.x} ${g.rear.y}" fill="none" stroke="#3a3a3a" stroke-width="9"/>`,
    )
    parts.push(
      `<path d="M${g.bb.x + 40} ${g.bb.y - 10} L${g.rear.x + 20} ${g.rear.y - 35} L${g.rear.x + 20} ${g.rear.y + 15} L${g.bb.x + 40} ${g.bb.y + 30} Z" fill="${shade(hex, 0.6)}" opacity="0.9"/>`,
    )
    parts.push(
      `<rect x="${g.head.x + 15}" y="${g.head.y + 20}" width="34" height="26" rx="8" fill="#f4f1d0" stroke="#444" stroke-width="4"/>`,
    )
  }
  if (shape === 'ebike') {
    const dx = g.headLow.x - g.bb.x
    const dy = g.headLow.y - g.bb.y
    const angle = (Math.atan2(dy, dx) * 180) / Math.PI
    parts.push(
      `<rect x="${g.bb.x + 30}" y="${g.bb.y - 95}" width="150" height="46" rx="16" fill="#2b2b2b" transform="rotate(${angle + 20} ${g.bb.x + 30} ${g.bb.y - 95})"/>`,
    )
    parts.push(`<circle cx="${g.bb.x}" cy="${g.bb.y}" r="42" fill="#2b2b2b"/>`)
  }
  if (shape === 'cargo') {
    parts.push(
      `<path d="M${g.headLow.x + 40} ${g.front.y - 200} L${g.front.x - 40} ${g.front.y - 220} L${g.front.x - 70} ${g.front.y - 50} L${g.headLow.x + 60} ${g.front.y - 40} Z" fill="${hex}" stroke="${shade(hex, 0.55)}" stroke-width="10"/>`,
    )
    parts.push(
      `<path d="M${g.headLow.x + 70} ${g.front.y - 150} L${g.front.x - 60} ${g.front.y - 165}" stroke="${shade(hex, 0.7)}" stroke-width="8"/>`,
    )
  }
  if (shape === 'mtb') {
    parts.push(
      `<path d="M${g.headLow.x} ${g.headLow.y} L${g.front.x - 8} ${g.front.y - 40}" stroke="#2a2a2a" stroke-width="30" stroke-linecap="round"/>`,
    )
  }
  return parts.join('')
}

/** A frame as the product's name says: low-step (dames) or a diamond with a top tube (heren). */
export type FrameStyle = 'low-step' | 'diamond'

/**
 * The full 1000x1000 SVG of a bicycle of this shape in this colour, with an optional brand mark;
 * `frameStyle` overrides the shape's own frame (a "heren" e-bike has a top tube).
 */
export function bikeSvg(
  shape: BikeShape,
  hex: string,
  mark?: string,
  size = 1000,
  frameStyle?: FrameStyle,
): string {
  const g = { ...geometry(shape) }
  if (frameStyle) g.stepThrough = frameStyle === 'low-step'
  const outline = brightness(hex) > 200 ? '#6b6f74' : shade(hex, 0.55)
  const tubes = frame(g, shape)
  const saddleTop = p(g.seat.x - 15, g.seat.y - 70)
  const mid = p((g.bb.x + g.headLow.x) / 2, (g.bb.y + g.headLow.y) / 2 - (g.stepThrough ? 60 : 0))
  const angle =
    (Math.atan2(g.headLow.y - g.bb.y, g.headLow.x - g.bb.x) * 180) / Math.PI + (g.stepThrough ? -15 : 0)
  const markText = mark
    ? `<text x="${mid.x}" y="${mid.y}" transform="rotate(${angle} ${mid.x} ${mid.y})" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${shape === 'kids' ? 22 : 28}" fill="${brightness(hex) > 160 ? '#222' : '#fff'}" text-anchor="middle" dominant-baseline="central">${mark.toUpperCase()}</text>`
    : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfbfa"/><stop offset="1" stop-color="#ebebe8"/></linearGradient></defs>`,
    `<rect width="1000" height="1000" fill="url(#bg)"/>`,
    `<ellipse cx="500" cy="${g.front.y + g.r + 12}" rx="390" ry="22" fill="#000" opacity="0.08"/>`,
    wheel(g.rear, g.r, g.tyre, false),
    wheel(
      shape === 'cargo' ? p(g.front.x, g.front.y) : g.front,
      shape === 'cargo' ? 110 : g.r,
      g.tyre,
      shape === 'mtb',
    ),
    `<path d="${tubes}" fill="none" stroke="${outline}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${tubes}" fill="none" stroke="${hex}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`,
    shape === 'cargo'
      ? ''
      : `<path d="${line(g.headLow, g.front)}" stroke="${outline}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="${line(g.seat, saddleTop)}" stroke="#3a3a3a" stroke-width="14"/>`,
    `<path d="M${saddleTop.x - 55} ${saddleTop.y} Q${saddleTop.x} ${saddleTop.y - 30} ${saddleTop.x + 50} ${saddleTop.y - 6} L${saddleTop.x + 45} ${saddleTop.y + 10} Q${saddleTop.x} ${saddleTop.y + 4} ${saddleTop.x - 55} ${saddleTop.y + 18} Z" fill="#2a2a2a"/>`,
    `<path d="${handlebar(g, shape)}" fill="none" stroke="#2f2f2f" stroke-width="14" stroke-linecap="round"/>`,
    extras(g, shape, hex),
    `<circle cx="${g.bb.x}" cy="${g.bb.y}" r="30" fill="#4a4f55"/>`,
    `<path d="M${g.bb.x} ${g.bb.y} L${g.bb.x + 28} ${g.bb.y + 55}" stroke="#333" stroke-width="12" stroke-linecap="round"/>`,
    markText,
    `</svg>`,
  ].join('')
}

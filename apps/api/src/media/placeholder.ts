/** The "no image" picture: a light grey bicycle outline, generated as SVG at the requested size. */
export function placeholderSvg(width: number, height: number): string {
  const s = Math.min(width, height) / 1000
  const x = (width - 1000 * s) / 2
  const y = (height - 1000 * s) / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#f2f2f0"/>`,
    `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="#c9c9c6" stroke-width="26" stroke-linecap="round" stroke-linejoin="round">`,
    `<circle cx="280" cy="620" r="160"/><circle cx="720" cy="620" r="160"/>`,
    `<path d="M280 620 L450 420 L680 420 L720 620 M450 420 L500 620 L280 620 M500 620 L680 420 M420 360 L490 360 M680 420 L660 340 L720 330"/>`,
    `</g></svg>`,
  ].join('')
}

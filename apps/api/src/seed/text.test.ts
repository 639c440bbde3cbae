import { describe, expect, it } from 'vitest'
import { inclFromNetCents, netFromInclCents, shopPriceCents } from './prices.ts'
import { Random } from './random.ts'
import { eanForId, isValidEan13, slugify } from './text.ts'

describe('generator helpers', () => {
  it('slugifies Dutch and German names to ASCII url keys', () => {
    expect(slugify('Fahrräder')).toBe('fahrraeder')
    expect(slugify('Stadträder')).toBe('stadtraeder')
    expect(slugify("Accu's & laders")).toBe('accus-en-laders')
    expect(slugify('Lenker & Griffe', 'und')).toBe('lenker-und-griffe')
    expect(slugify('Trek Émonda SL 6 Racefiets')).toBe('trek-emonda-sl-6-racefiets')
    expect(slugify('Große Straße')).toBe('grosse-strasse')
  })

  it('makes valid EAN-13 codes that never repeat', () => {
    expect(isValidEan13('8712345678906')).toBe(true)
    expect(isValidEan13('8712345678905')).toBe(false)
    const seen = new Set<string>()
    for (let id = 1; id <= 50_000; id++) {
      const ean = eanForId(id)
      expect(ean).toMatch(/^87\d{11}$/)
      seen.add(ean)
    }
    expect(seen.size).toBe(50_000)
    expect(isValidEan13(eanForId(123_456))).toBe(true)
  })

  it('repeats the same random sequence for the same seed', () => {
    const a = new Random(42)
    const b = new Random(42)
    const c = new Random(43)
    const seq = (r: Random) => Array.from({ length: 20 }, () => r.int(0, 1000))
    const first = seq(a)
    expect(seq(b)).toEqual(first)
    expect(seq(c)).not.toEqual(first)
  })

  it('stores net prices in whole cents that the shop turns into a price with a shop ending', () => {
    const rng = new Random(1)
    for (let i = 0; i < 1000; i++) {
      const incl = shopPriceCents(rng, 2.5, 5999)
      for (const rate of [21, 9]) {
        const net = netFromInclCents(incl, rate)
        expect(net).toMatch(/\.\d\d00$/)
        // as the catalogue computes it: tax on the net in cents, rounded half away from zero
        const shown = inclFromNetCents(Math.round(Number(net) * 100), rate)
        expect([0, 95, 99, 50, 49, 90, 45], `${incl} -> ${shown}`).toContain(shown % 100)
        expect(Math.abs(shown - incl)).toBeLessThanOrEqual(5)
      }
    }
    // 2.849,00 cannot come out at 21 %: 2.848,99 rather than 2.849,01
    expect(inclFromNetCents(Math.round(Number(netFromInclCents(284900, 21)) * 100), 21)).toBe(284899)
  })
})

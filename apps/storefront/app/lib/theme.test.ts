import { describe, expect, it } from 'vitest'
import { THEMES } from '@shop/commerce'
import { contrastRatio, linkColour, textColourOn, themeFromMatches, themeVariables } from './theme.ts'
import { THEME_VARIABLES } from './theme-variables.ts'

describe('themeFromMatches', () => {
  it('takes the deepest route that names a theme, from loader data or handle', () => {
    expect(themeFromMatches([{ loaderData: {} }, { loaderData: { theme: 'granville' } }])).toBe('granville')
    expect(themeFromMatches([{ handle: { theme: 'urban' } }, { loaderData: { theme: 'granville' } }])).toBe(
      'granville',
    )
    expect(themeFromMatches([{ loaderData: { theme: 'granville' } }, { handle: { theme: 'urban' } }])).toBe(
      'urban',
    )
  })

  it('ignores unknown names and falls back to the default theme', () => {
    expect(themeFromMatches([{ loaderData: { theme: 'purple' } }, { loaderData: null }])).toBe('default')
    expect(themeFromMatches([])).toBe('default')
  })

  it('reads the deprecated data field too', () => {
    expect(themeFromMatches([{ data: { theme: 'urban' } }])).toBe('urban')
  })
})

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#ff1912', '#ffffff')).toBeLessThan(4.5)
    expect(contrastRatio('#8D6F29', '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('puts white text only on backgrounds where it reaches AA', () => {
    for (const theme of Object.values(THEMES)) expect(textColourOn(theme.primary)).toBe('#ffffff')
    expect(textColourOn(THEMES.urban.hover)).toBe('#000000')
  })

  it('picks a link colour readable on white for every theme', () => {
    expect(linkColour(THEMES.default)).toBe('#8d0400')
    for (const theme of Object.values(THEMES))
      expect(contrastRatio(linkColour(theme), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('themeVariables', () => {
  it('matches the table the pages use, for every theme', () => {
    for (const name of Object.keys(THEMES) as (keyof typeof THEMES)[])
      expect(THEME_VARIABLES[name]).toEqual(themeVariables(name))
    expect(Object.keys(THEME_VARIABLES).sort()).toEqual(Object.keys(THEMES).sort())
  })

  it('exposes the spec colours and the derived text colours', () => {
    expect(themeVariables('urban')).toEqual({
      '--theme-primary': '#8D6F29',
      '--theme-secondary': '#000000',
      '--theme-hover': '#FF661F',
      '--theme-on-primary': '#ffffff',
      '--theme-on-hover': '#000000',
      '--theme-link': '#000000',
    })
    expect(themeVariables('granville')['--theme-primary']).toBe('#1e3e31')
  })
})

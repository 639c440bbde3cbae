/**
 * The stylelint rule behind `npm run lint:css` (scripts/stylelint/custom-properties-defined.mjs):
 * a var() must name a custom property declared on :root/html or set on <html> by the theme code.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import plugin from '../../../../scripts/stylelint/custom-properties-defined.mjs'
import stylelint from 'stylelint'

function storefront(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'css-vars-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true })
    writeFileSync(join(root, name), text)
  }
  return root
}

async function warnings(root: string, code: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code,
    config: { plugins: [plugin], rules: { 'shop/custom-properties-defined': [true, { sources: [root] }] } },
  })
  return results[0]!.warnings.map((w) => w.text)
}

describe('shop/custom-properties-defined', () => {
  it('refuses a variable declared only under a page selector (the white-on-white buttons)', async () => {
    const root = storefront({
      'styles/cart.css': '.cart-page { --c-primary: #3f3738; }',
      'styles/base.css': '.button { background: var(--c-primary); }',
    })
    const found = await warnings(root, '.button { background: var(--c-primary); }')
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('--c-primary is defined only under ".cart-page"')
  })

  it('refuses a variable defined nowhere, also behind a fallback', async () => {
    const root = storefront({ 'styles/base.css': ':root { --c-line: #ddd; }' })
    const found = await warnings(root, 'a { color: var(--c-mutedd, #555); border-color: var(--c-line); }')
    expect(found).toEqual([expect.stringContaining('--c-mutedd is used but defined nowhere')])
  })

  it('accepts variables on :root and those the theme code sets on <html>', async () => {
    const root = storefront({
      'styles/base.css': ':root { --c-primary: var(--theme-primary, #3f3738); }',
      'lib/theme-variables.ts': "export const T = { default: { '--theme-primary': '#3f3738' } }",
    })
    expect(
      await warnings(root, '.button { background: var(--c-primary); color: var(--theme-primary); }'),
    ).toEqual([])
  })
})

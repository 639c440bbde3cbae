import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { TestModeBanner } from './test-mode-banner.tsx'
import { parsePaymentTestMode } from '../../lib/payment-test-mode.ts'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'

const render = (on: boolean, path = '/') =>
  renderToStaticMarkup(
    <StoreProvider store={storeFromPath(path)}>
      <TestModeBanner on={on} />
    </StoreProvider>,
  )

describe('test payment mode banner (issue 14, finding 2)', () => {
  it('is on while the API runs the built-in test provider, which is the default', () => {
    expect(parsePaymentTestMode(undefined)).toBe(true)
    expect(parsePaymentTestMode('')).toBe(true)
    expect(parsePaymentTestMode('test')).toBe(true)
    expect(parsePaymentTestMode(' TEST ')).toBe(true)
    expect(parsePaymentTestMode('mollie')).toBe(false)
    expect(parsePaymentTestMode('multisafepay')).toBe(false)
  })

  it('says in Dutch and in German that nothing is really paid', () => {
    expect(render(true)).toContain('Testmodus – er wordt niet echt betaald')
    expect(render(true, '/de/')).toContain('Testmodus – es wird nicht wirklich bezahlt')
  })

  it('renders nothing with a real provider', () => {
    expect(render(false)).toBe('')
  })
})

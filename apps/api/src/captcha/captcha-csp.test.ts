import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/config.ts'
import { pageCsp } from '../http/security-headers.ts'
import { captchaCspOrigins } from './captcha-csp.ts'
import { captchaSetup } from './captcha-setup.ts'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

const keys = { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET_KEY: 'secret-key' }

/** Decision 0198: a hosted captcha's script, frame and calls are let into the page; nothing else is. */
describe('page policy for the configured captcha', () => {
  it('opens nothing for the self-hosted default or an inactive captcha', () => {
    const altcha = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA_ACTIVE: 'true',
      CAPTCHA_SECRET_KEY: 'k'.repeat(32),
    })
    expect(captchaCspOrigins(captchaSetup(altcha))).toEqual([])
    const off = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_ACTIVE: 'false',
      ...keys,
    })
    expect(captchaCspOrigins(captchaSetup(off))).toEqual([])
    const csp = pageCsp('n', [])
    expect(directive(csp, 'frame-src')).toBeUndefined()
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
  })

  for (const [provider, origin] of [
    ['turnstile', 'https://challenges.cloudflare.com'],
    ['recaptcha', 'https://www.google.com'],
    ['hcaptcha', 'https://hcaptcha.com'],
  ] as const) {
    it(`lets ${provider}'s script, frame and calls in when it is configured`, () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        CAPTCHA_PROVIDER: provider,
        CAPTCHA_ACTIVE: 'true',
        ...keys,
      })
      const csp = pageCsp('n', captchaCspOrigins(captchaSetup(config)))
      for (const name of ['script-src', 'frame-src', 'connect-src'])
        expect(directive(csp, name)).toContain(origin)
      // the shop's own rules stay as they were
      expect(directive(csp, 'script-src')).toContain("'nonce-n'")
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'")
    })
  }
})

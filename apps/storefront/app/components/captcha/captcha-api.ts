/** The captcha's calls (spec 001 §7 "Captcha"): its settings, and the server's check that sets is_verified. */
import { networkTask } from '../../lib/network-task.ts'

export interface CaptchaSettings {
  is_active: boolean
  provider: 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile'
  site_key: string | null
  challenge_url: string | null
  script_url: string | null
}

export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'replayed' | 'unavailable'

export async function captchaSettings(): Promise<CaptchaSettings | null> {
  try {
    const answer = await networkTask<CaptchaSettings>({ url: '/api/captcha', method: 'GET' })
    return answer.code === 200 ? answer.result : null
  } catch {
    return null
  }
}

/** POST {response: token}: reads code 200 and result.success (§7). Does not use the solution up. */
export async function confirmCaptcha(token: string): Promise<{ success: boolean; reason?: CaptchaRefusal }> {
  try {
    const answer = await networkTask<{ success: boolean; reason?: CaptchaRefusal }>({
      url: '/api/captcha/verify',
      method: 'POST',
      body: { response: token },
    })
    if (answer.code === 200 && answer.result && typeof answer.result === 'object') return answer.result
    return { success: false, reason: 'unavailable' }
  } catch {
    return { success: false, reason: 'unavailable' }
  }
}

/**
 * The captcha of the public forms (issue 19). PLACEHOLDER until the captcha module lands: renders
 * nothing and reports no token; a form sends `captcha: token ?? undefined`.
 */
export interface CaptchaFieldProps {
  /** the solution to send with the form (null until solved, or when the captcha is off) */
  onChange: (token: string | null) => void
}

export function CaptchaField(_props: CaptchaFieldProps) {
  return null
}

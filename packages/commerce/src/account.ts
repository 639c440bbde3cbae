/**
 * Account rules shared by the API and the storefront (000 §3/§7, 001 §5/§8; contract §2):
 * messages, minimum lengths, the password policy, e-mail syntax and who counts as a business
 * customer. The English text is the translation key of the nl and de catalogues.
 */

export const ACCOUNT_MESSAGES = Object.freeze({
  fieldRequired: 'Field is required',
  passwordsIdentical: 'Passwords must be identical',
  invalidEmail: 'Please provide valid e-mail address.',
  acceptTerms: 'You must accept the terms and conditions.',
  emailDoesNotExist: 'Provided email does not exist',
  resetMailFailed: 'Error while sending reset password e-mail',
  resetOffline: 'Reset password feature does not work while offline!',
  invalidEmailProvided: 'Invalid e-mail provided!',
  notAuthorized: "The consumer isn't authorized to access self.",
  passwordMismatch: "The password doesn't match this account.",
  passwordChanged: 'Password has successfully been changed',
  profileUpdated: 'Account data has successfully been updated',
  signInIncorrect:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait {minutes} minutes and try again.',
  signInChallenge:
    'Too many failed sign-in attempts on this account. Your browser proves it is not a robot; please try again.',
  tooManyResets: 'Too many reset password e-mails requested. Please wait {minutes} minutes and try again.',
  emailTaken: 'A customer with the same email address already exists.',
  emailChangeNotAllowed: 'A business customer may only change the password, not the e-mail address.',
  invalidAddressId: 'Provided invalid address.id or address.customer_id',
  noRefreshToken: 'No refresh token provided',
  invalidRefreshToken: 'Invalid refresh token provided',
  resetTokenInvalid: 'The password token is mismatched or expired. Reset and try again.',
  emailNotProvided: 'email not provided',
  resetTokenNotProvided: 'resetToken not provided',
  newPasswordNotProvided: 'newPassword not provided',
  passwordTooShort: 'Password must be at least {min} characters long.',
  passwordTooLong: 'Password must be at most {max} characters long.',
  reviewSubmitted: 'You submitted your review for moderation.',
  newsletterError: 'An error occured while accessing Mailchimp',
  loginRequired: 'You need to be logged in to see this page',
} as const)

/** 001 §5 minimum lengths; names are 3 in the register form and 2 in some other forms. */
export const ACCOUNT_LIMITS = Object.freeze({
  nameMin: 3,
  nameMinShort: 2,
  passwordMin: 8,
  /** scrypt hashes any length, but a megabyte password is a denial of service, not a password */
  passwordMax: 256,
  zipMin: 3,
  taxIdMin: 3,
  companyMin: 2,
  emailMax: 254,
})

/** Business customer groups (tier prices); 1 is retail. */
export const BUSINESS_GROUP_IDS: readonly number[] = Object.freeze([2, 3])

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

// deliberately simple: one @, a dot in the domain, no spaces or angle brackets; the mail server
// is the real check
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= ACCOUNT_LIMITS.emailMax && EMAIL.test(trimmed) && !trimmed.includes('..')
}

/** The password policy: a message when the password is not acceptable, null when it is. */
export function passwordProblem(password: string): string | null {
  if (password.length < ACCOUNT_LIMITS.passwordMin) {
    return ACCOUNT_MESSAGES.passwordTooShort.replace('{min}', String(ACCOUNT_LIMITS.passwordMin))
  }
  if (password.length > ACCOUNT_LIMITS.passwordMax) {
    return ACCOUNT_MESSAGES.passwordTooLong.replace('{max}', String(ACCOUNT_LIMITS.passwordMax))
  }
  return null
}

/** 001 §5: "A customer may only change the password, not the e-mail address" (business accounts). */
export function isBusinessCustomer(groupId: number, flags: Readonly<Record<string, unknown>> = {}): boolean {
  return BUSINESS_GROUP_IDS.includes(groupId) || flags.is_business === true
}

export interface LoginLimit {
  maxFailures: number
  windowMinutes: number
}

/** Reset-password e-mails per account within the window: enough for a typo, too few to flood a mailbox. */
export const RESET_LIMIT: LoginLimit = Object.freeze({ maxFailures: 3, windowMinutes: 15 })

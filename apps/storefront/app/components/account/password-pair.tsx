/**
 * The password inputs. A new password comes with its repeat (001 §5: both must be identical); the
 * repeat's id is the password's id plus "-repeat", and both take autocomplete new-password so
 * password managers offer to generate one.
 */
import { useT } from '../../lib/store-context.tsx'
import { Field } from './field.tsx'
import { identical, password as passwordCheck, type FieldError } from './validation.ts'

/** The checks for the pair (001 §5: 8 characters, identical), read with the form's text reader. */
export const passwordPairChecks = (text: (field: string) => string) => ({
  password: () => passwordCheck(text('password')),
  passwordRepeat: () => identical(text('password'))(text('passwordRepeat')),
})

/** The password the customer has now (login, change password): managers fill it in, not generate. */
export function CurrentPassword(props: { id: string; name: string; label: string; error?: FieldError }) {
  return <Field type="password" autoComplete="current-password" {...props} />
}

export function PasswordPair({
  id,
  label,
  errors,
}: {
  id: string
  label: string
  errors: { password?: FieldError; passwordRepeat?: FieldError }
}) {
  const t = useT()
  return (
    <>
      <Field
        id={id}
        name="password"
        type="password"
        autoComplete="new-password"
        label={label}
        error={errors.password}
      />
      <Field
        id={`${id}-repeat`}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={t('account.passwordRepeat')}
        error={errors.passwordRepeat}
      />
    </>
  )
}

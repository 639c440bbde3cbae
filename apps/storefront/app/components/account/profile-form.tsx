/**
 * /my-account: first and last name. The e-mail address is shown read-only for everyone: a customer
 * may change the password, not the e-mail address (spec 001 §5); the server refuses it too.
 */
import type { Customer } from '../../lib/user/user-types.ts'
import { useT } from '../../lib/store-context.tsx'
import { Field } from './field.tsx'
import { FormSubmit } from './form-submit.tsx'
import { NameFields } from './person-fields.tsx'
import { saveCustomer } from './save-customer.ts'
import { textOf, useAccountForm } from './use-account-form.ts'
import { name } from './validation.ts'

export function ProfileForm({ customer }: { customer: Customer }) {
  const t = useT()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail } = useAccountForm<
    'firstname' | 'lastname'
  >()

  async function submit(data: FormData, form: HTMLFormElement) {
    // profile data is stored trimmed, so validate and send the trimmed values
    const text = textOf(data, { trim: true })
    const checks = {
      firstname: () => name(text('firstname')),
      lastname: () => name(text('lastname')),
    }
    if (!valid(form, checks)) return
    // the address goes along unchanged: the profile call names the customer by it
    const update = { firstname: text('firstname'), lastname: text('lastname'), email: customer.email }
    const failure = await whileBusy(() => saveCustomer(update, t))
    if (failure) fail(failure)
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <NameFields prefix="profile" errors={errors} defaults={customer} />
      <Field
        id="profile-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.email')}
        value={customer.email}
        readOnly
        aria-describedby="profile-email-note"
      />
      <p id="profile-email-note" className="account-form__note">
        {t('trade.profile.emailReadOnly')}
      </p>
      <FormSubmit status={status} busy={busy} label={t('account.profile.save')} />
    </form>
  )
}

/** /my-account: first name, last name and e-mail (the fields the server lets a customer edit). */
import type { Customer } from '../../lib/user/user-types.ts'
import { useT } from '../../lib/store-context.tsx'
import { FormSubmit } from './form-submit.tsx'
import { EmailField, NameFields } from './person-fields.tsx'
import { saveCustomer } from './save-customer.ts'
import { textOf, useAccountForm } from './use-account-form.ts'
import { email as emailCheck, name } from './validation.ts'

export function ProfileForm({ customer }: { customer: Customer }) {
  const t = useT()
  const { errors, status, busy, onSubmit, valid, whileBusy, fail } = useAccountForm<
    'firstname' | 'lastname' | 'email'
  >()

  async function submit(data: FormData, form: HTMLFormElement) {
    // profile data is stored trimmed, so validate and send the trimmed values
    const text = textOf(data, { trim: true })
    const checks = {
      firstname: () => name(text('firstname')),
      lastname: () => name(text('lastname')),
      email: () => emailCheck(text('email')),
    }
    if (!valid(form, checks)) return
    const update = { firstname: text('firstname'), lastname: text('lastname'), email: text('email') }
    const failure = await whileBusy(() => saveCustomer(update, t))
    if (failure) fail(failure)
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <NameFields prefix="profile" errors={errors} defaults={customer} />
      <EmailField id="profile-email" error={errors.email} defaultValue={customer.email} />
      <FormSubmit status={status} busy={busy} label={t('account.profile.save')} />
    </form>
  )
}

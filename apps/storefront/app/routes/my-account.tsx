/** /my-account: the profile (001 §2 account area). Personal: not for search engines. */
import {
  accountPageMeta,
  useAccountCustomer,
  type AccountPageHandle,
} from '../components/account/account-page.ts'
import { ChangePasswordForm } from '../components/account/change-password-form.tsx'
import { ProfileForm } from '../components/account/profile-form.tsx'

export const handle: AccountPageHandle = { accountTitle: 'account.profile.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountPage() {
  const customer = useAccountCustomer()
  return (
    <>
      <ProfileForm key={`${customer.email}|${customer.firstname}|${customer.lastname}`} customer={customer} />
      <ChangePasswordForm email={customer.email} />
    </>
  )
}

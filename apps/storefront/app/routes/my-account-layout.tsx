/**
 * The layout of every /my-account page (001 §2 account area): the account navigation beside the
 * page, login required (components/account/account-area.tsx). The page names its heading in its
 * handle (components/account/account-page.ts) and reads the customer from the outlet.
 */
import { Outlet, useMatches } from 'react-router'
import { AccountArea } from '../components/account/account-area.tsx'
import { accountLoginTextOf, accountTitleOf } from '../components/account/account-page.ts'
import { useT } from '../lib/store-context.tsx'

export default function MyAccountLayout() {
  const t = useT()
  const matches = useMatches()
  const title = accountTitleOf(matches)
  return (
    <AccountArea title={title ? t(title) : ''} loginText={accountLoginTextOf(matches)}>
      {(customer) => <Outlet context={customer} />}
    </AccountArea>
  )
}

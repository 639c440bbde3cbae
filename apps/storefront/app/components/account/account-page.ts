/**
 * What a /my-account page shares with the account layout route (routes/my-account-layout.tsx):
 * the page names its title in its route handle, the layout puts it in the heading and hands the
 * signed-in customer down through the outlet.
 */
import { useOutletContext, type MetaFunction } from 'react-router'
import { createTranslator, type MessageKey } from '../../i18n/translate.ts'
import { pageMeta } from '../../lib/seo.ts'
import { storeFromPath } from '../../lib/store-view.ts'
import type { Customer } from '../../lib/user/user-types.ts'

export interface AccountPageHandle {
  accountTitle: MessageKey
  /** the guest's text, when the page has its own (order lists: spec 001 §5) */
  loginText?: MessageKey
}

/** The guest text of the deepest matched account page that has one. */
export function accountLoginTextOf(matches: readonly { handle?: unknown }[]): MessageKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<AccountPageHandle> | undefined
    if (handle?.loginText) return handle.loginText
  }
  return undefined
}

/** The title of the deepest matched account page. */
export function accountTitleOf(matches: readonly { handle?: unknown }[]): MessageKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<AccountPageHandle> | undefined
    if (handle?.accountTitle) return handle.accountTitle
  }
  return undefined
}

/** The tab title of an account page: its heading; personal, so not for search engines. */
export function accountPageMeta(title: MessageKey): MetaFunction {
  return ({ location }) => {
    const store = storeFromPath(location.pathname)
    return pageMeta({ title: createTranslator(store.language)(title), store, noindex: true })
  }
}

/** The signed-in customer; account pages render only once there is one. */
export function useAccountCustomer(): Customer {
  return useOutletContext<Customer>()
}

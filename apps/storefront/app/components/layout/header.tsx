import type { ReactNode } from 'react'
import type { MenuItem } from '../../lib/menu.ts'
import { AccountButton } from '../account/account-button.tsx'
import { Microcart } from '../cart/microcart.tsx'
import { Logo } from './logo.tsx'
import { MainMenu } from './main-menu.tsx'
import { StoreSwitcher } from './store-switcher.tsx'

/**
 * The page header: logo, search slot, store switcher, and the main menu below. The layout fills
 * the search slot (the catalogue's search panel), so the header does not depend on catalogue code.
 */
export function Header({ menu, search }: { menu: MenuItem[]; search?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Logo />
        {search && <div className="site-header__search">{search}</div>}
        <StoreSwitcher />
        <AccountButton />
        <Microcart />
      </div>
      <MainMenu items={menu} />
    </header>
  )
}

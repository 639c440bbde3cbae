import type { ReactNode } from 'react'
import type { MenuItem } from '../../lib/menu.ts'
import { Notifications } from '../notifications/notifications.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { SkipLink } from './skip-link.tsx'

/** The default layout's frame: skip link, header, the page in <main>, footer, notifications. */
export function PageShell({
  menu,
  footer,
  search,
  children,
}: {
  menu: MenuItem[]
  footer: string | null
  search?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <SkipLink />
      <Header menu={menu} search={search} />
      {/* tabIndex -1: the skip link moves keyboard focus here, not just the scroll position */}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer links={footer} />
      <Notifications />
    </>
  )
}

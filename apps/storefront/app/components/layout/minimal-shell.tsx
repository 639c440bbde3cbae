import type { ReactNode } from 'react'
import { Logo } from './logo.tsx'

/** The minimal layout's frame (error pages, spec 000 §2): the logo and the content. */
export function MinimalShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="minimal-header">
        <Logo />
      </header>
      <main id="main" className="site-main site-main--minimal" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}

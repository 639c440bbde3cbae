import { Outlet } from 'react-router'
import { MinimalShell } from '../components/layout/minimal-shell.tsx'

/** The minimal layout (spec 000 §2: /error, /tab-error): logo and content, nothing that loads data. */
export default function MinimalLayout() {
  return (
    <MinimalShell>
      <Outlet />
    </MinimalShell>
  )
}

/**
 * The main menu (categories below 1332, two levels) as a disclosure navigation:
 * - small screens: a <details> "Menu" toggle, which opens and closes before any JS has loaded;
 *   wide screens show the list inline (CSS, see styles/menu.css);
 * - each category with children has a link and a button that shows its submenu
 *   (aria-expanded). Before hydration the submenu opens on hover and on keyboard focus (CSS
 *   :focus-within); afterwards the button toggles it, Escape closes it and returns focus, and
 *   leaving the item with the keyboard or clicking elsewhere closes it.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { isCurrentPage } from '../../lib/current-page.ts'
import type { MenuItem } from '../../lib/menu.ts'
import { useT } from '../../lib/store-context.tsx'

export function MainMenu({ items }: { items: MenuItem[] }) {
  const t = useT()
  const [openId, setOpenId] = useState<number | null>(null)
  // after hydration the buttons take over from the CSS :focus-within fallback (styles/menu.css)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const toggle = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()

  // after following a link the page changes without a reload: fold the menu away
  useEffect(() => {
    setOpenId(null)
    if (toggle.current) toggle.current.open = false
  }, [pathname])

  useEffect(() => {
    if (openId === null) return
    const close = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.main-nav__item--open'))
        setOpenId(null)
    }
    document.addEventListener('click', close)
    return () => document.removeEventListener('click', close)
  }, [openId])

  if (!items.length) return null
  return (
    <nav className={hydrated ? 'main-nav main-nav--js' : 'main-nav'} aria-label={t('nav.mainMenu')}>
      <details className="main-nav__toggle" ref={toggle}>
        <summary className="main-nav__summary">
          <span className="main-nav__burger" aria-hidden="true" />
          {t('nav.menu')}
        </summary>
        <ul className="main-nav__list">
          {items.map((item) => (
            <MenuEntry
              key={item.id}
              item={item}
              pathname={pathname}
              open={openId === item.id}
              onOpenChange={(open) => setOpenId(open ? item.id : null)}
            />
          ))}
        </ul>
      </details>
    </nav>
  )
}

function MenuEntry({
  item,
  pathname,
  open,
  onOpenChange,
}: {
  item: MenuItem
  pathname: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const submenuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const hasChildren = item.children.length > 0

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      onOpenChange(false)
      button.current?.focus()
    }
  }
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false)
  }

  return (
    <li
      className={`main-nav__item${hasChildren ? ' main-nav__item--parent' : ''}${open ? ' main-nav__item--open' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="main-nav__row">
        <MenuLink to={item.to} pathname={pathname} className="main-nav__link">
          {item.name}
        </MenuLink>
        {hasChildren && (
          <button
            ref={button}
            type="button"
            className="main-nav__expand"
            aria-expanded={open}
            aria-controls={submenuId}
            onClick={() => onOpenChange(!open)}
          >
            <span className="visually-hidden">{t('nav.submenu', { name: item.name })}</span>
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={submenuId} className="main-nav__sub">
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLink to={child.to} pathname={pathname} className="main-nav__sublink">
                {child.name}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** A menu link marked as NavLink would mark it: "active" and aria-current on the page and below. */
function MenuLink({
  to,
  pathname,
  className,
  children,
}: {
  to: string
  pathname: string
  className: string
  children: string
}) {
  const current = isCurrentPage(pathname, to)
  return (
    <Link
      to={to}
      className={current ? `${className} active` : className}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}

/** Links to the subcategories of a category, with their product counts. */
import { Link } from 'react-router'
import { useT } from '../../lib/store-context.tsx'

export interface SubcategoryItem {
  id: number
  name: string
  to: string
  count: number
}

export function SubcategoryLinks({ items }: { items: readonly SubcategoryItem[] }) {
  const t = useT()
  if (!items.length) return null
  return (
    <nav className="subcategories" aria-label={t('catalog.category.subcategories')}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} className="subcategories__link">
              {item.name}
              <span className="subcategories__count"> ({item.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

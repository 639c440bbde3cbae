/**
 * The search panel's suggestions (search-panel.tsx): up to 8 products for the typed text, fetched
 * through the one network client after a short pause in typing, as a list of links. Loaded when
 * the shopper first focuses the search box, not with every page (decision 0035). Arrows move
 * between the suggestions, Escape closes them and returns to the box.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { Link } from 'react-router'
import { suggestionQuery, SUGGESTION_FIELDS, SUGGESTION_SIZE } from '../../lib/catalog/search.ts'
import type { TileProduct } from '../../lib/catalog/types.ts'
import { imageUrl, productPath, searchPath } from '../../lib/catalog/urls.ts'
import { networkTask } from '../../lib/network-task.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { ProductPrice } from './price.tsx'

const DEBOUNCE_MS = 250

interface SearchResponse {
  hits?: { hits?: { _source: TileProduct }[] }
}

export interface SuggestionsProps {
  id: string
  /** the typed text, at least the minimum length */
  query: string
  open: boolean
  setOpen: (open: boolean) => void
  inputRef: RefObject<HTMLInputElement | null>
  listRef: RefObject<HTMLUListElement | null>
  /** the text for the panel's live region, and whether the list shows */
  onChange: (status: string, shown: boolean) => void
  onNavigate?: () => void
}

/** Focuses the suggestion at `index` (wrapping around), e.g. 0 from the search box. */
export function focusSuggestion(list: HTMLUListElement | null, index: number): void {
  const links = list?.querySelectorAll<HTMLAnchorElement>('a')
  if (!links?.length) return
  links[(index + links.length) % links.length]?.focus()
}

export default function SearchSuggestions(props: SuggestionsProps) {
  const { id, query, open, setOpen, inputRef, listRef, onChange, onNavigate } = props
  const store = useStore()
  const t = useT()
  const [results, setResults] = useState<TileProduct[]>([])
  // the count of the last answer (null: none yet); translated when rendering, so the effect
  // below does not depend on the translator's identity
  const [found, setFound] = useState<number | null>(null)
  const latest = useRef(0)

  useEffect(() => {
    const request = ++latest.current
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({
          request_format: 'search-query',
          size: String(SUGGESTION_SIZE),
          _source_include: SUGGESTION_FIELDS.join(','),
        })
        const { result } = await networkTask<SearchResponse>({
          url: `/api/catalog/${store.view.index}/product/_search?${params}`,
          method: 'POST',
          body: suggestionQuery(query),
          raw: true,
        })
        if (request !== latest.current) return // an answer to an older text
        const items = (result.hits?.hits ?? []).map((hit) => hit._source)
        setResults(items)
        setOpen(true)
        setFound(items.length)
      } catch {
        if (request === latest.current) setResults([])
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, store.view.index, setOpen])

  const showList = open && results.length > 0
  const status =
    found === null
      ? ''
      : found > 0
        ? t('catalog.search.suggestions', { count: found })
        : t('catalog.search.noSuggestions')
  useEffect(() => onChange(status, showList), [status, showList, onChange])

  const close = () => {
    setOpen(false)
    onNavigate?.()
  }

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      focusSuggestion(listRef.current, current + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      inputRef.current?.focus()
    }
  }

  if (!showList) return null
  return (
    <ul
      id={`${id}-list`}
      ref={listRef}
      className="search-panel__results"
      aria-label={t('catalog.search.suggestionsLabel')}
      onKeyDown={onListKey}
    >
      {results.map((product) => (
        <li key={product.sku}>
          <Link to={productPath(product, store)} className="search-panel__result" onClick={close}>
            <img src={imageUrl(product.image, 150)} width={48} height={48} alt="" loading="lazy" />
            <span className="search-panel__name">{product.name}</span>
            <ProductPrice prices={product} sku={product.sku} className="price search-panel__price" />
          </Link>
        </li>
      ))}
      <li>
        <Link to={searchPath(query, store)} className="search-panel__all" onClick={close}>
          {t('catalog.search.showAll', { query })}
        </Link>
      </li>
    </ul>
  )
}

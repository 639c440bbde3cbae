/**
 * The search box with suggestions as you type. The form is a GET form to the results page, so it
 * works without JS (the results route turns ?q= into /search-results/{q}); with JS it navigates
 * directly and, from 3 characters on (spec 001 §5: search term minimum 3), shows up to 8 products
 * fetched through the one network client after a short pause in typing.
 *
 * Keyboard: ArrowDown moves from the box into the suggestions, arrows move between them, Escape
 * closes them and returns to the box.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import {
  suggestionQuery,
  SUGGESTION_FIELDS,
  SUGGESTION_MIN_LENGTH,
  SUGGESTION_SIZE,
} from '../../lib/catalog-search.ts'
import type { TileProduct } from '../../lib/catalog-types.ts'
import { imageUrl, productPath, searchPath } from '../../lib/catalog-urls.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { ProductPrice } from './price.tsx'

const DEBOUNCE_MS = 250

interface SearchResponse {
  hits?: { hits?: { _source: TileProduct }[] }
}

export function SearchPanel({
  initialQuery = '',
  onNavigate,
}: {
  initialQuery?: string
  onNavigate?: () => void
}) {
  const store = useStore()
  const t = useT()
  const navigate = useNavigate()
  const id = useId()
  const [query, setQuery] = useState(initialQuery)
  // suggestions answer typing: the results page's prefilled query does not open them on load
  const [typed, setTyped] = useState(false)
  const [results, setResults] = useState<TileProduct[]>([])
  const [open, setOpen] = useState(false)
  // the count of the last answer (null: none yet); translated when rendering, so the effect
  // below does not depend on the translator's identity
  const [found, setFound] = useState<number | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const latest = useRef(0)

  useEffect(() => {
    const text = query.trim()
    if (!typed || text.length < SUGGESTION_MIN_LENGTH) {
      // functional updates keep the same state when nothing changes: no extra render
      setResults((current) => (current.length ? [] : current))
      setFound(null)
      return
    }
    const request = ++latest.current
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({
          request_format: 'search-query',
          size: String(SUGGESTION_SIZE),
          _source_include: SUGGESTION_FIELDS.join(','),
        })
        // the network client loads with the first suggestions, not with every page (decision 0035)
        const { networkTask } = await import('../../lib/network-task.ts')
        const { result } = await networkTask<SearchResponse>({
          url: `/api/catalog/${store.view.index}/product/_search?${params}`,
          method: 'POST',
          body: suggestionQuery(text),
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
  }, [query, typed, store.view.index])

  const close = () => {
    setOpen(false)
    onNavigate?.()
  }

  const focusItem = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a')
    if (!links?.length) return
    links[(index + links.length) % links.length]?.focus()
  }

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      focusItem(current + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      inputRef.current?.focus()
    }
  }

  const showList = open && results.length > 0 && query.trim().length >= SUGGESTION_MIN_LENGTH
  const status =
    found === null
      ? ''
      : found > 0
        ? t('catalog.search.suggestions', { count: found })
        : t('catalog.search.noSuggestions')
  return (
    <div className="search-panel">
      <form
        role="search"
        method="get"
        action={localPath('/search-results/q', store)}
        onSubmit={(event) => {
          const text = query.trim()
          event.preventDefault()
          if (!text) return inputRef.current?.focus()
          setOpen(false)
          onNavigate?.()
          navigate(searchPath(text, store))
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('catalog.search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          className="search-panel__input"
          type="search"
          name="q"
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('catalog.search.placeholder')}
          aria-describedby={`${id}-status`}
          aria-controls={showList ? `${id}-list` : undefined}
          onChange={(event) => {
            setQuery(event.currentTarget.value)
            setTyped(true)
            setOpen(true)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && showList) {
              event.preventDefault()
              focusItem(0)
            } else if (event.key === 'Escape') setOpen(false)
          }}
        />
        <button type="submit" className="search-panel__submit">
          {t('catalog.search.submit')}
        </button>
      </form>
      <p id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {showList && (
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
                <ProductPrice prices={product} className="price search-panel__price" />
              </Link>
            </li>
          ))}
          <li>
            <Link to={searchPath(query, store)} className="search-panel__all" onClick={close}>
              {t('catalog.search.showAll', { query: query.trim() })}
            </Link>
          </li>
        </ul>
      )}
    </div>
  )
}

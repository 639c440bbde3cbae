/**
 * The search box with suggestions as you type. The form is a GET form to the results page, so it
 * works without JS (the results route turns ?q= into /search-results/{q}); with JS it navigates
 * directly and, from 3 characters on (spec 001 §5: search term minimum 3), shows up to 8 products
 * (search-suggestions.tsx, whose code loads when the box first gets focus: decision 0035).
 *
 * Keyboard: ArrowDown moves from the box into the suggestions, arrows move between them, Escape
 * closes them and returns to the box.
 */
import { Suspense, useCallback, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { SUGGESTION_MIN_LENGTH } from '../../lib/search-limits.ts'
import { searchPath } from '../../lib/catalog/urls.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { lazyWithRetry, TryAgain } from '../try-again.tsx'

const loadSuggestions = () => import('./search-suggestions.tsx')
const SearchSuggestions = lazyWithRetry(loadSuggestions)
const preloadSuggestions = () => void loadSuggestions().catch(() => undefined)

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
  const [open, setOpen] = useState(false)
  const [suggested, setSuggested] = useState({ status: '', shown: false })
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const onSuggestions = useCallback((status: string, shown: boolean) => setSuggested({ status, shown }), [])

  const text = query.trim()
  const suggesting = typed && text.length >= SUGGESTION_MIN_LENGTH
  const showList = suggesting && suggested.shown
  return (
    <div className="search-panel">
      <form
        role="search"
        method="get"
        action={localPath('/search-results/q', store)}
        onSubmit={(event) => {
          event.preventDefault()
          if (!text) return inputRef.current?.focus()
          // suggestions still on their way must not open over the results page
          setTyped(false)
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
          onFocus={preloadSuggestions}
          onChange={(event) => {
            setQuery(event.currentTarget.value)
            setTyped(true)
            setOpen(true)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && showList) {
              event.preventDefault()
              listRef.current?.querySelector<HTMLAnchorElement>('a')?.focus()
            } else if (event.key === 'Escape') setOpen(false)
          }}
        />
        <button type="submit" className="search-panel__submit">
          {t('catalog.search.submit')}
        </button>
      </form>
      <p id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {suggesting ? suggested.status : ''}
      </p>
      {suggesting && (
        <TryAgain>
          <Suspense fallback={null}>
            <SearchSuggestions
              id={id}
              query={text}
              open={open}
              setOpen={setOpen}
              inputRef={inputRef}
              listRef={listRef}
              onChange={onSuggestions}
              onNavigate={onNavigate}
            />
          </Suspense>
        </TryAgain>
      )}
    </div>
  )
}

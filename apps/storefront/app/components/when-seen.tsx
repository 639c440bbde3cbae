/**
 * splitWhenSeen(): parts of a page a shopper may never reach (below the fold, in a closed
 * disclosure) whose code the browser loads only when the part comes near the viewport or the
 * shopper turns to it. The server renders them with the page, so the HTML is complete without
 * JavaScript. Apart from split.tsx, which the shell uses, so that its code goes only with the
 * pages that use it. Decision 0035.
 *
 *   const ProductMore = splitWhenSeen(() => import('./product-more.tsx'))
 *
 * How: the browser does not hydrate the part. Its wrapper <div> renders an empty
 * dangerouslySetInnerHTML, for which React keeps whatever the server put inside; that HTML stays
 * until the code has come, and then the part is rendered in the browser and takes its place in
 * one commit (same markup, so nothing moves). Not a Suspense boundary left dehydrated: React
 * renders such a boundary anew, loading its code at once, as soon as any context above it
 * changes, and React Router's state changes right after the first load (route discovery).
 * - Props are compared as memo() does; a part whose props change before it is live (the
 *   loader ran again) goes live at once.
 * - Meanwhile links work as links; a click or submit is held back and replayed on the same
 *   element of the rendered part; what was typed into a field and the focus are carried over.
 * - Rendered in the browser without server HTML (after a client navigation) it renders at once,
 *   with split()'s loading and "Try again".
 */
import {
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react'
import { useHydrated } from './catalog/use-hydrated.ts'
import { preloaded, type Module } from './split.tsx'
import { lazyWithRetry, TryAgain } from './try-again.tsx'

/** How far below the viewport a part starts loading, so that its code is there when it shows. */
const LOOK_AHEAD = '0px 0px 300px 0px'
/** Signs that the shopper turns to a part: keyboard focus, a finger or pointer on it. */
const INTENT = ['focusin', 'pointerdown', 'touchstart']
/** What the part answers once its code has come (buttons and submits are held back till then). */
const HELD = ['click', 'submit']
const SERVER_HTML = { __html: '' }

/** The elements of the part in document order: the server's and the rendered are alike. */
const elementsOf = (top: readonly Element[]) =>
  top.flatMap((element) => [element, ...Array.from(element.querySelectorAll('*'))])

interface Going {
  /** the server's elements, which React removed when the part rendered */
  stale: Element[]
  /** a click on a button or a submit that came before the part's code: replayed */
  held: Element | null
  /** a box or radio the shopper ticked meanwhile: ticked again, so that the part hears of it */
  ticked: Element | null
  focus: Element | null
  done: boolean
}

/** Moves what the shopper did in the server's HTML over to the rendered part. */
function carryOver(root: HTMLElement, going: Going) {
  const stale = elementsOf(going.stale)
  const fresh = elementsOf(Array.from(root.children))
  const twin = (element: Element | null) => (element ? fresh[stale.indexOf(element)] : undefined)
  stale.forEach((field, i) => {
    const copy = fresh[i]
    if (field instanceof HTMLInputElement && copy instanceof HTMLInputElement && field.type !== 'file') {
      copy.checked = field.checked
      copy.value = field.value
    } else if (field instanceof HTMLTextAreaElement && copy instanceof HTMLTextAreaElement)
      copy.value = field.value
  })
  const focus = twin(going.focus)
  const tick = twin(going.ticked)
  const replay = twin(going.held)
  Object.assign(going, { stale: [], held: null, ticked: null, focus: null, done: true })
  if (focus instanceof HTMLElement) focus.focus()
  if (tick instanceof HTMLInputElement) {
    tick.checked = tick.type === 'checkbox' ? !tick.checked : false
    tick.click()
  }
  if (replay instanceof HTMLFormElement) replay.requestSubmit()
  else if (replay instanceof HTMLElement) replay.click()
}

/** Carries the shopper's doings over once the part's content has committed. */
function CarryOver({ root, going }: { root: RefObject<HTMLDivElement | null>; going: Going }) {
  useLayoutEffect(() => {
    if (root.current && !going.done) carryOver(root.current, going)
  }, [root, going])
  return null
}

export function splitWhenSeen<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> {
  const Component = import.meta.env.SSR ? preloaded(load) : lazyWithRetry(load)

  function ServerPart(props: P) {
    return (
      <div>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    )
  }

  function WhenSeen(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    // false while the page hydrates: the server's HTML of the part is there
    const hydrated = useHydrated()
    const [serverProps] = useState(props)
    const [going] = useState<Going>(() => ({
      stale: [],
      held: null,
      ticked: null,
      focus: null,
      done: hydrated,
    }))
    // null: the server's HTML; then the loaded component itself, not React.lazy: it renders in the
    // commit in which React empties the wrapper, so the server's HTML is replaced without a gap;
    // 'lazy' (no server HTML, or the code failed to load): split()'s loading and "Try again"
    const [part, setPart] = useState<ComponentType<P> | 'lazy' | null>(hydrated ? 'lazy' : null)
    const changed =
      !going.done &&
      Object.keys(props).some((key) => !Object.is(props[key as keyof P], serverProps[key as keyof P]))

    useEffect(() => {
      const root = ref.current
      if (going.done || !root) return
      let started = false
      const start = () => {
        if (started) return
        started = true
        load().then(
          (module) => {
            going.stale = Array.from(root.children)
            const focused = document.activeElement
            going.focus = focused && root.contains(focused) ? focused : null
            setPart(() => module.default)
          },
          () => setPart('lazy'),
        )
      }
      if (changed || typeof IntersectionObserver === 'undefined') return start()
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && start(),
        { rootMargin: LOOK_AHEAD },
      )
      observer.observe(root)
      // on the window, capturing: React's listeners on the document come later
      const turn = (event: Event) => {
        const target = event.target
        if (going.done || !(target instanceof Element) || !root.contains(target)) return
        start()
        if (event.type === 'click') {
          // boxes and radios tick themselves (and a label's click reaches its box as well)
          if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))
            going.ticked = target
          // links and fields work as they are; buttons need the part's code
          if (!target.closest('button, input[type=submit], input[type=button]')) return
        } else if (event.type !== 'submit') return
        event.preventDefault()
        event.stopPropagation()
        going.held = target
      }
      for (const type of [...INTENT, ...HELD]) window.addEventListener(type, turn, true)
      return () => {
        observer.disconnect()
        for (const type of [...INTENT, ...HELD]) window.removeEventListener(type, turn, true)
      }
    }, [going, changed])

    if (!part) return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />
    const Part = part === 'lazy' ? null : part
    return (
      <div ref={ref}>
        <TryAgain>
          {Part ? (
            <Part {...props} />
          ) : (
            <Suspense fallback={null}>
              <Component {...props} />
            </Suspense>
          )}
          <CarryOver root={ref} going={going} />
        </TryAgain>
      </div>
    )
  }
  return memo(import.meta.env.SSR ? ServerPart : WhenSeen)
}

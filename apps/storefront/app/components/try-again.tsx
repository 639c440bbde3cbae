/**
 * A boundary for parts of a page whose code or data is loaded later (spec 001 §2: a component
 * that fails to load shows a "Try again" option). Wrap the part:
 *
 *   const Reviews = lazyWithRetry(() => import('./reviews.tsx'))
 *   <TryAgain><Suspense fallback={…}><Reviews … /></Suspense></TryAgain>
 *
 * "Try again" remounts the children. React.lazy remembers a failed import for good, so a lazy
 * component made with lazyWithRetry starts a fresh import after a failure instead.
 */
import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '../lib/store-context.tsx'

interface Props {
  children: ReactNode
  /** called before the children are mounted again */
  onRetry?: () => void
}

interface State {
  failed: boolean
  attempt: number
}

export class TryAgain extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Component failed to load', error, info.componentStack)
  }

  retry = () => {
    this.props.onRetry?.()
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }))
  }

  override render() {
    if (this.state.failed) return <TryAgainMessage onRetry={this.retry} />
    // a new key mounts the children afresh
    return <TryAgainContent key={this.state.attempt}>{this.props.children}</TryAgainContent>
  }
}

function TryAgainContent({ children }: { children: ReactNode }) {
  return <>{children}</>
}

function TryAgainMessage({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="try-again" role="alert">
      <p>{t('tryAgain.text')}</p>
      <button type="button" className="try-again__button" onClick={onRetry}>
        {t('tryAgain.button')}
      </button>
    </div>
  )
}

/** Like React.lazy, but a failed import is attempted again on the next render. */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current = lazy(retrying())
  function retrying() {
    return () =>
      load().catch((error: unknown) => {
        current = lazy(retrying())
        throw error
      })
  }
  function Retryable(props: P) {
    const Current = current
    return <Current {...props} />
  }
  return Retryable
}

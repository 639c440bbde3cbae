import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Runs a callback once React has committed the render the caller's state changes cause — e.g.
 * focus the first field marked aria-invalid. A requestAnimationFrame is not enough: on a busy
 * machine the frame can come before React commits (the selector then finds no invalid field and
 * the focus stays on the submit button, as seen in CI).
 */
export function useAfterRender(): (work: () => void) => void {
  const pending = useRef<(() => void) | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    const work = pending.current
    pending.current = null
    work?.()
  }, [round])
  return useCallback((work: () => void) => {
    pending.current = work
    setRound((n) => n + 1)
  }, [])
}

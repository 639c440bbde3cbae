/**
 * Page renders in flight. A page's loaders call the API in-process (app.inject), which Fastify
 * refuses as soon as close() begins; so a shutdown first lets running renders finish (new page
 * requests get 503 meanwhile) and only then closes the server.
 */
export class PageRenders {
  private active = 0
  private draining = false
  private idle: (() => void) | undefined

  /** false once draining: the caller answers 503 instead of starting a render */
  begin(): boolean {
    if (this.draining) return false
    this.active++
    return true
  }

  end(): void {
    this.active--
    if (this.active === 0) this.idle?.()
  }

  /** Resolves when no render runs any more, or after timeoutMs (a hung render must not block exit). */
  drain(timeoutMs: number): Promise<void> {
    this.draining = true
    if (this.active === 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs)
      this.idle = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }
}

import cliProgress from 'cli-progress'

/** A terminal progress bar per seeding step; silent when stdout is not a terminal. */
export function createProgressReporter() {
  let bar: cliProgress.SingleBar | undefined
  let current = ''
  const interactive = Boolean(process.stdout.isTTY)
  return {
    update(step: string, done: number, total: number) {
      if (!interactive) {
        if (step !== current) process.stdout.write(`  ${step}...\n`)
        current = step
        return
      }
      if (step !== current) {
        bar?.stop()
        bar = new cliProgress.SingleBar(
          { format: `  ${step.padEnd(16)} [{bar}] {value}/{total}`, hideCursor: true },
          cliProgress.Presets.shades_classic,
        )
        bar.start(total, done)
        current = step
      } else {
        bar?.setTotal(total)
        bar?.update(done)
      }
    },
    stop() {
      bar?.stop()
    },
  }
}

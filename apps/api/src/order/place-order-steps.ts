/**
 * Placing an order is a list of steps, each with its undo (decision 0127): the business layer and
 * the offline queue add a step rather than grow one function. The runner runs them in order; when
 * one refuses (a Failure) or throws, it undoes the steps already done, latest first, and passes the
 * refusal or the error on.
 */
import type { Failure, Result } from '../result.ts'

/**
 * How a step's work is given back. `none`: it only read or checked. `rollback`: it wrote in the
 * order's transaction, whose rollback is its undo. A function: it did work the transaction cannot
 * take back (another system, a file, a queue) and gives it back itself.
 */
export type Undo<S> = 'none' | 'rollback' | ((state: S) => Promise<void>)

export interface PlacementStep<S> {
  /** a name from the placement's vocabulary: re-price, reserve, record, hand over, ... */
  name: string
  run(state: S): Promise<Result<unknown>>
  undo: Undo<S>
}

export async function runSteps<S>(steps: readonly PlacementStep<S>[], state: S): Promise<Result<S>> {
  const done: PlacementStep<S>[] = []
  let refused: Failure | undefined
  try {
    for (const step of steps) {
      const result = await step.run(state)
      if (!result.ok) {
        refused = result
        break
      }
      done.push(step)
    }
  } catch (error) {
    await undoAll(done, state)
    throw error
  }
  if (refused) {
    await undoAll(done, state)
    return refused
  }
  return { ok: true, value: state }
}

async function undoAll<S>(done: PlacementStep<S>[], state: S) {
  for (const step of done.reverse()) {
    if (typeof step.undo === 'function') await step.undo(state)
  }
}

/** How a sync task can end without an answer (kept apart so the network client needs no queue code). */

/** The sender's rejection when the request did not reach the server (fetch rejected). */
export class ShopUnreachableError extends Error {
  constructor(cause?: unknown) {
    super('The shop could not be reached', { cause })
    this.name = 'ShopUnreachableError'
  }
}

/** What the caller of a queued task gets when it could not be sent now: it waits in the queue. */
export const MSG_TASK_QUEUED = 'The shop cannot be reached: the change was queued and is sent when it is back'
export class TaskQueuedError extends Error {
  readonly taskId: string
  constructor(taskId: string) {
    super(MSG_TASK_QUEUED)
    this.name = 'TaskQueuedError'
    this.taskId = taskId
  }
}

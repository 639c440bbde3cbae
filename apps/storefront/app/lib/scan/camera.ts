/**
 * The scanner's camera (issue 19; spec 001 §2 "The camera scanner needs camera permission and a
 * secure context", §3 "camera id for barcode scan"): why a camera cannot be used, told in the
 * dealer's words, and the chosen camera kept in local storage for the next visit (decision 0212).
 */

export const CAMERA_ID_KEY = 'shop/scan/camera-id'

/** Why there is no picture: each has its own text (i18n scan.camera.*). */
export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'none' | 'busy' | 'failed'

/** What getUserMedia's refusal means (the DOMException names of the Media Capture spec). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : ''
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'none'
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy'
    default:
      return 'failed'
  }
}

/** Before asking: a page over plain http (not localhost) gets no camera at all. */
export function cameraPrecondition(env: {
  isSecureContext: boolean
  hasMediaDevices: boolean
}): CameraProblem | null {
  if (!env.isSecureContext) return 'insecure'
  if (!env.hasMediaDevices) return 'unsupported'
  return null
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function storedCameraId(): string | null {
  return storage()?.getItem(CAMERA_ID_KEY) || null
}

export function storeCameraId(id: string): void {
  try {
    storage()?.setItem(CAMERA_ID_KEY, id)
  } catch {
    // storage full or blocked: the choice lasts for this page only
  }
}

/**
 * The constraints for a camera: the chosen one exactly (a stored id of a camera that is gone
 * makes getUserMedia fail with OverconstrainedError, and the page then tries the default), else the
 * back camera of a phone.
 */
export function videoConstraints(deviceId: string | null): MediaTrackConstraints {
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } }
  return deviceId
    ? { deviceId: { exact: deviceId }, ...size }
    : { facingMode: { ideal: 'environment' }, ...size }
}

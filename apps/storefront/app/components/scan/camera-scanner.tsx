/**
 * The camera part of the scan page (issue 19, decision 0212): a camera chooser (the choice kept in
 * local storage, spec 001 §3), start and stop, the live picture, and a decode loop that hands every
 * EAN it reads to `onCode` (the page decides what counts, lib/scan/scan-rules.ts). Why a camera
 * cannot be used is said in words (secure context, no camera, permission refused, camera busy).
 * The camera starts by itself only when the browser already allows it; otherwise on the button,
 * so the permission question comes when the dealer asks for the camera.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import {
  cameraPrecondition,
  cameraProblemOf,
  storeCameraId,
  storedCameraId,
  videoConstraints,
  type CameraProblem,
} from '../../lib/scan/camera.ts'
import { createDecoder, type Decoder } from '../../lib/scan/decoder.ts'
import { useT } from '../../lib/store-context.tsx'

/** Pause between two decodes: a few reads a second is plenty and leaves the phone cool. */
const DECODE_PAUSE_MS = 120

interface Camera {
  id: string
  label: string
}

async function videoInputs(): Promise<Camera[]> {
  const devices = await navigator.mediaDevices.enumerateDevices().catch(() => [])
  return devices
    .filter((device) => device.kind === 'videoinput' && device.deviceId)
    .map((device) => ({ id: device.deviceId, label: device.label }))
}

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT()
  const id = useId()
  const videoRef = useRef<HTMLVideoElement>(null)
  const streamRef = useRef<MediaStream | null>(null)
  const loopRef = useRef<number | null>(null)
  const runRef = useRef(0)
  const onCodeRef = useRef(onCode)
  onCodeRef.current = onCode
  const [cameras, setCameras] = useState<Camera[]>([])
  const [cameraId, setCameraId] = useState<string | null>(null)
  const [running, setRunning] = useState(false)
  const [starting, setStarting] = useState(false)
  const [problem, setProblem] = useState<CameraProblem | 'decoder' | null>(null)
  const [decoderKind, setDecoderKind] = useState<Decoder['kind'] | null>(null)

  const stop = useCallback(() => {
    runRef.current++
    if (loopRef.current !== null) window.clearTimeout(loopRef.current)
    loopRef.current = null
    streamRef.current?.getTracks().forEach((track) => track.stop())
    streamRef.current = null
    if (videoRef.current) videoRef.current.srcObject = null
    setRunning(false)
  }, [])

  const start = useCallback(
    async (wanted: string | null) => {
      const before = cameraPrecondition({
        isSecureContext: window.isSecureContext,
        hasMediaDevices: !!navigator.mediaDevices?.getUserMedia,
      })
      if (before) return setProblem(before)
      stop()
      const run = runRef.current
      setStarting(true)
      setProblem(null)
      // the reader first (the WebAssembly one is a download): the first frames are decoded, not lost
      let decoder: Decoder
      try {
        decoder = await createDecoder()
      } catch (error) {
        console.error('Barcode decoder failed to load', error)
        setStarting(false)
        if (run === runRef.current) setProblem('decoder')
        return
      }
      if (run !== runRef.current) return
      setDecoderKind(decoder.kind)
      let stream: MediaStream
      try {
        stream = await navigator.mediaDevices
          .getUserMedia({ video: videoConstraints(wanted), audio: false })
          .catch((error: unknown) => {
            // a kept camera that is gone (unplugged, another phone): the default camera instead
            if (wanted && cameraProblemOf(error) === 'none')
              return navigator.mediaDevices.getUserMedia({ video: videoConstraints(null), audio: false })
            throw error
          })
      } catch (error) {
        setStarting(false)
        if (run === runRef.current) setProblem(cameraProblemOf(error))
        return
      }
      if (run !== runRef.current) {
        stream.getTracks().forEach((track) => track.stop())
        return
      }
      streamRef.current = stream
      const video = videoRef.current!
      video.srcObject = stream
      await video.play().catch(() => undefined)
      // labels are known once the permission is given
      const found = await videoInputs()
      setCameras(found)
      const active = stream.getVideoTracks()[0]?.getSettings().deviceId ?? null
      setCameraId(active)
      setRunning(true)
      setStarting(false)
      const tick = async () => {
        if (run !== runRef.current) return
        const codes = await decoder.decode(video).catch(() => [])
        if (run !== runRef.current) return
        for (const code of codes) onCodeRef.current(code)
        loopRef.current = window.setTimeout(() => void tick(), DECODE_PAUSE_MS)
      }
      void tick()
    },
    [stop],
  )

  useEffect(() => {
    const kept = storedCameraId()
    setCameraId(kept)
    const before = cameraPrecondition({
      isSecureContext: window.isSecureContext,
      hasMediaDevices: !!navigator.mediaDevices?.getUserMedia,
    })
    if (before) {
      setProblem(before)
      return stop
    }
    void videoInputs().then(setCameras)
    // already allowed (an earlier visit): start at once, as a scanner is expected to
    void navigator.permissions
      ?.query({ name: 'camera' as PermissionName })
      .then((status) => {
        if (status.state === 'granted') void start(kept)
      })
      .catch(() => undefined)
    return stop
  }, [start, stop])

  function choose(next: string) {
    storeCameraId(next)
    setCameraId(next)
    if (running || starting) void start(next)
  }

  const blocked = problem === 'insecure' || problem === 'unsupported'
  return (
    <section className="scan-camera" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('scan.camera.heading')}</h2>
      {cameras.length > 0 && !blocked && (
        <p className="scan-camera__choose">
          <label htmlFor={`${id}-camera`}>{t('scan.camera.choose')}</label>
          <select id={`${id}-camera`} value={cameraId ?? ''} onChange={(event) => choose(event.target.value)}>
            {!cameraId && <option value="">{t('scan.camera.default')}</option>}
            {cameras.map((camera, index) => (
              <option key={camera.id} value={camera.id}>
                {camera.label || t('scan.camera.unnamed', { number: index + 1 })}
              </option>
            ))}
          </select>
        </p>
      )}
      <div className={`scan-camera__view${running ? ' scan-camera__view--on' : ''}`}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('scan.camera.video')}
          data-decoder={decoderKind ?? ''}
        />
        {running && <span className="scan-camera__aim" aria-hidden="true" />}
        {!running && <p className="scan-camera__off">{t('scan.camera.off')}</p>}
      </div>
      {!blocked && (
        <p className="scan-camera__buttons">
          {running ? (
            <button type="button" className="button button--secondary" onClick={stop}>
              {t('scan.camera.stop')}
            </button>
          ) : (
            <button type="button" className="button" disabled={starting} onClick={() => void start(cameraId)}>
              {t('scan.camera.start')}
            </button>
          )}
        </p>
      )}
      {running && !problem && (
        <p className="scan-camera__hint" role="status">
          {t('scan.camera.scanning')}
        </p>
      )}
      {problem && (
        <p className="scan-camera__problem" role="alert">
          {t(problem === 'decoder' ? 'scan.decoder.failed' : `scan.camera.${problem}`)}
        </p>
      )}
    </section>
  )
}

/**
 * Reads barcodes from the camera: the back camera's stream in a <video>, and every few hundred
 * milliseconds the current frame (at most 1,280 px wide) handed to the reader, until one is found
 * or the scanner is stopped. The stream is stopped on the first barcode, on stop and on unmount,
 * so the camera light never stays on behind the user's back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Time between two frames read: the reader takes tens of milliseconds, the rest is left to the page. */
const FRAME_INTERVAL_MS = 250;
const MAX_FRAME_WIDTH = 1280;

export type CameraState = 'idle' | 'starting' | 'scanning' | 'denied' | 'unavailable';

export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'getUserMedia' in (navigator.mediaDevices ?? {});
}

export function useCameraScanner(
  read: (frame: ImageData) => Promise<string | null>,
  onFound: (barcode: string) => void,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('idle');
  const stopRef = useRef<() => void>(() => undefined);
  // The latest callback, for a scan loop that outlives the render that started it.
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  const stop = useCallback(() => {
    stopRef.current();
    stopRef.current = () => undefined;
    setState((current) => (current === 'starting' || current === 'scanning' ? 'idle' : current));
  }, []);

  const start = useCallback(async () => {
    if (!cameraAvailable()) {
      setState('unavailable');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch (error) {
      setState(
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? 'denied'
          : 'unavailable',
      );
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    stopRef.current = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    const video = videoRef.current;
    if (!video) {
      stopRef.current();
      return;
    }
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    setState('scanning');
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const tick = async () => {
      if (stopped || !context) return;
      if (video.videoWidth > 0) {
        const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const barcode = await read(context.getImageData(0, 0, canvas.width, canvas.height)).catch(
          () => null,
        );
        if (stopped) return;
        if (barcode) {
          stopRef.current();
          stopRef.current = () => undefined;
          setState('idle');
          found.current(barcode);
          return;
        }
      }
      timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
  }, [read]);

  useEffect(() => () => stopRef.current(), []);

  return { videoRef, state, start, stop };
}

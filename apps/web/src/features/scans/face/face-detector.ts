/**
 * The page's handle on the detector worker: created on the first scan (so neither the library nor
 * its models load before the user chooses to scan), kept for the next ones (warm), one photo at a
 * time. The photo goes in as an ImageBitmap, transferred; numbers come back.
 */
import type { DetectReply, DetectStep, DetectedFace } from './face-detector-protocol';
import { FACE_SCAN_FILES_PATH } from './face-scan-files-path';

let worker: Worker | null = null;
let nextId = 1;

function detectorWorker(): Worker {
  worker ??= new Worker(new URL('./face-detector.worker.ts', import.meta.url), {
    type: 'module',
    name: 'face-detector',
  });
  return worker;
}

export function detectFaces(
  bitmap: ImageBitmap,
  onStep: (step: DetectStep) => void,
): Promise<{ faces: DetectedFace[]; detectMs: number }> {
  const target = detectorWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<DetectReply>) => {
      const message = event.data;
      if (message.id !== id) return;
      if (message.type === 'progress') {
        onStep(message.step);
        return;
      }
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      if (message.type === 'result') resolve(message);
      else reject(new Error(message.message));
    };
    const onError = (event: ErrorEvent) => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      // A worker that failed to start is dropped, so the next try starts a fresh one.
      worker?.terminate();
      worker = null;
      reject(new Error(event.message || 'The face detector failed to start'));
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage(
      { id, bitmap, filesUrl: new URL(FACE_SCAN_FILES_PATH, location.origin).href },
      [bitmap],
    );
  });
}

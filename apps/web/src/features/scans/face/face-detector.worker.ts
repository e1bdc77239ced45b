/**
 * The face scan's detector, off the main thread so the page never freezes: @vladmandic/human with
 * only the face detector, the face mesh and the iris model, on TensorFlow.js's WASM backend, its
 * files from the app's own origin (never a CDN). Loaded once, on the first photo; a photo in is an
 * ImageBitmap, the answer is numbers only.
 */
import { Human, type Config } from '@vladmandic/human';
import type { DetectReply, DetectRequest, DetectedFace } from './face-detector-protocol';

function configFor(filesUrl: string): Partial<Config> {
  return {
    backend: 'wasm',
    modelBasePath: filesUrl,
    wasmPath: filesUrl,
    // Fetch the wasm ourselves from `wasmPath` (not a platform fetch that some bundlers rewrite).
    wasmPlatformFetch: false,
    warmup: 'none',
    debug: false,
    // Every photo measured afresh: no reuse of a previous frame's result (two runs agree).
    cacheSensitivity: 0,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      // Up to 3 faces, so a group photo is told apart from a portrait (the page asks for one).
      detector: { enabled: true, maxDetected: 3, rotation: true, return: false },
      mesh: { enabled: true },
      iris: { enabled: true },
      attention: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
  };
}

let human: Human | null = null;

function reply(message: DetectReply) {
  self.postMessage(message);
}

async function ready(id: number, filesUrl: string): Promise<Human> {
  if (human) return human;
  const created = new Human(configFor(filesUrl));
  reply({ id, type: 'progress', step: 'engine' });
  await created.init();
  reply({ id, type: 'progress', step: 'models' });
  await created.load();
  human = created;
  return created;
}

self.addEventListener('message', (event: MessageEvent<DetectRequest>) => {
  const { id, bitmap, filesUrl } = event.data;
  void (async () => {
    try {
      const detector = await ready(id, filesUrl);
      reply({ id, type: 'progress', step: 'detecting' });
      const started = performance.now();
      const result = await detector.detect(bitmap);
      const detectMs = performance.now() - started;
      if (result.error) throw new Error(result.error);
      const faces: DetectedFace[] = result.face.map((face) => ({
        mesh: face.mesh.map(([x, y, z]) => [x, y, z ?? 0]),
        box: face.box,
        angle: face.rotation?.angle ?? null,
      }));
      reply({ id, type: 'result', faces, detectMs });
    } catch (error) {
      reply({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      bitmap.close();
    }
  })();
});

/**
 * The camera as a photo source: a live preview with an oval frame guide, and a button that takes
 * one still frame. The stream stops as soon as the photo is taken or the user cancels.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';

export function CameraCapture({
  onCapture,
  onCancel,
}: {
  onCapture: (photo: Blob) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('scans', { keyPrefix: 'face' });
  const video = useRef<HTMLVideoElement>(null);
  // No camera API at all (an insecure origin, an old browser): say so at once.
  const [failed, setFailed] = useState(() => !('mediaDevices' in navigator));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    if (!('mediaDevices' in navigator)) return;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false })
      .then((opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        if (video.current) video.current.srcObject = opened;
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  function capture() {
    const source = video.current;
    if (!source || source.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) onCapture(blob);
    }, 'image/png');
  }

  if (failed) {
    return (
      <div className="grid justify-items-start gap-3">
        <FormMessage kind="error">{t('camera.failed')}</FormMessage>
        <Button variant="secondary" onClick={onCancel}>
          {t('camera.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid justify-items-start gap-3">
      <div className="relative w-full max-w-md overflow-hidden rounded-xl border border-border bg-black">
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label={t('camera.label')}
          onLoadedMetadata={() => setReady(true)}
          className="block w-full -scale-x-100"
        />
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 size-full"
          aria-hidden="true"
        >
          <ellipse
            cx="50"
            cy="48"
            rx="22"
            ry="34"
            fill="none"
            stroke="white"
            strokeWidth="0.8"
            strokeDasharray="3 2"
          />
        </svg>
      </div>
      <p className="text-sm text-muted-foreground">{t('camera.guide')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={capture} disabled={!ready}>
          {t('camera.capture')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('camera.cancel')}
        </Button>
      </div>
    </div>
  );
}

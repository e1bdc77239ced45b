/**
 * The three ways to give a product's barcode: the camera, a photo (a file, or the phone's camera
 * app through the file picker), or typing its digits. Whatever is read goes to `onBarcode`; the
 * check digit is the caller's to judge (a photo of a damaged label can read wrong).
 */
import { Camera, ScanBarcode, Upload, X } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { cameraAvailable, useCameraScanner } from './use-camera-scanner';

/** The reader (and its .wasm) is fetched the first time something is read, not with the page. */
const loadReader = () => import('./barcode-reader');

async function read(image: Blob | ImageData): Promise<string | null> {
  const { readProductBarcode } = await loadReader();
  return readProductBarcode(image);
}

type Problem = 'notFound' | 'readFailed' | null;

export function BarcodeScanner({
  onBarcode,
  busy = false,
}: {
  onBarcode: (barcode: string) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('nutrition');
  const [problem, setProblem] = useState<Problem>(null);
  const [reading, setReading] = useState(false);
  const [typed, setTyped] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const typedId = useId();
  const hintId = useId();

  const found = useCallback(
    (barcode: string) => {
      setProblem(null);
      setTyped(barcode);
      onBarcode(barcode);
    },
    [onBarcode],
  );
  const { videoRef, state: cameraState, start, stop } = useCameraScanner(read, found);

  async function readPhoto(file: File | undefined) {
    if (!file) return;
    stop();
    setReading(true);
    setProblem(null);
    try {
      const barcode = await read(file);
      if (barcode) found(barcode);
      else setProblem('notFound');
    } catch {
      setProblem('readFailed');
    } finally {
      setReading(false);
      // The same file chosen again is a new attempt.
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function submitTyped(event: FormEvent) {
    event.preventDefault();
    const digits = typed.replace(/\s+/g, '');
    if (digits !== '') found(digits);
  }

  const scanning = cameraState === 'scanning' || cameraState === 'starting';
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {cameraAvailable() &&
          (scanning ? (
            <Button variant="secondary" onClick={stop}>
              <X className="size-4" aria-hidden="true" />
              {t('scan.stopCamera')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void start()} disabled={busy}>
              <Camera className="size-4" aria-hidden="true" />
              {t('scan.useCamera')}
            </Button>
          ))}
        <label
          className={cn(
            buttonClasses('secondary'),
            'cursor-pointer focus-within:outline-2 focus-within:outline-ring',
            (busy || reading) && 'pointer-events-none opacity-50',
          )}
        >
          <Upload className="size-4" aria-hidden="true" />
          {t('scan.choosePhoto')}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy || reading}
            onChange={(event) => void readPhoto(event.target.files?.[0])}
          />
        </label>
      </div>

      <div className={cn('overflow-hidden rounded-xl bg-black', !scanning && 'hidden')}>
        <video
          ref={videoRef}
          className="aspect-video w-full object-cover"
          muted
          playsInline
          aria-label={t('scan.cameraView')}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {cameraState === 'scanning' ? t('scan.pointCamera') : reading ? t('scan.reading') : ''}
      </p>
      {cameraState === 'denied' && <FormMessage kind="error">{t('scan.cameraDenied')}</FormMessage>}
      {cameraState === 'unavailable' && (
        <FormMessage kind="error">{t('scan.cameraUnavailable')}</FormMessage>
      )}
      {problem && <FormMessage kind="error">{t(`scan.${problem}`)}</FormMessage>}

      <form onSubmit={submitTyped} className="grid gap-1.5">
        <label htmlFor={typedId} className="text-sm font-medium">
          {t('scan.typeLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={typedId}
            className={cn(inputClasses, 'h-10 min-w-0 flex-1')}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={hintId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            <ScanBarcode className="size-4" aria-hidden="true" />
            {t('scan.lookUp')}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('scan.typeHint')}
        </p>
      </form>
    </div>
  );
}

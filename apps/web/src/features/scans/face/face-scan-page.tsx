/**
 * `/dashboard/scans/face`: the face scan, on the device (issue 19). The notice first (18+, not
 * medical advice, the photo stays here); then a photo from a file or the camera, checked (an
 * image, its size), searched for one straight-on face by the detector worker (whose library and
 * models load only now, with the steps shown), and measured. Saving is a separate, consented step
 * that sends numbers only. The history of saved scans follows.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FileButton } from '@/components/ui/file-button';
import { FormMessage } from '@/components/ui/form-message';
import { useFaceScans } from '@/lib/scans/get-face-scans';
import { analyseFaces, type FaceProblem } from './face-analysis';
import { detectFaces } from './face-detector';
import type { DetectStep } from './face-detector-protocol';
import { CameraCapture } from './camera-capture';
import { FaceHistory } from './face-history';
import { FaceResult, type MeasuredPhoto } from './face-result';
import { checkPhoto, type PhotoProblem } from './photo-input';

type Step = 'checking' | DetectStep;
const STEPS: readonly Step[] = ['checking', 'engine', 'models', 'detecting'];

type Phase =
  | { kind: 'choose' }
  | { kind: 'camera' }
  | { kind: 'working'; step: Step }
  | { kind: 'problem'; problem: PhotoProblem | FaceProblem | 'failed' }
  | { kind: 'result'; photo: MeasuredPhoto };

export function FaceScanPage() {
  const { t } = useTranslation('scans', { keyPrefix: 'face' });
  const history = useFaceScans();
  const [agreed, setAgreed] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const photoUrl = useRef<string | null>(null);
  const progressId = useId();

  // The photo's object URL lives while it is shown, and goes with the page.
  const forgetPhoto = () => {
    if (photoUrl.current) URL.revokeObjectURL(photoUrl.current);
    photoUrl.current = null;
  };
  useEffect(() => forgetPhoto, []);

  async function scan(photo: Blob) {
    forgetPhoto();
    setPhase({ kind: 'working', step: 'checking' });
    const checked = await checkPhoto(photo);
    if (!checked.ok) {
      setPhase({ kind: 'problem', problem: checked.problem });
      return;
    }
    const previous = history.data?.scans[0] ?? null;
    try {
      const { faces } = await detectFaces(checked.bitmap, (step) =>
        setPhase({ kind: 'working', step }),
      );
      const analysis = analyseFaces(faces, checked);
      if (!analysis.ok) {
        setPhase({ kind: 'problem', problem: analysis.problem });
        return;
      }
      photoUrl.current = URL.createObjectURL(photo);
      setPhase({
        kind: 'result',
        photo: {
          ...analysis,
          photoUrl: photoUrl.current,
          width: checked.width,
          height: checked.height,
          previous,
        },
      });
    } catch {
      setPhase({ kind: 'problem', problem: 'failed' });
    }
  }

  const working = phase.kind === 'working';
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <Link
        to="/dashboard/scans"
        className="justify-self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        ← {t('back')}
      </Link>
      <div className="grid gap-2">
        <h2 className="text-2xl font-bold">{t('title')}</h2>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>

      <section
        className="grid gap-3 rounded-2xl border border-border bg-card p-5"
        aria-labelledby="face-notice-title"
      >
        <h3 id="face-notice-title" className="font-semibold">
          {t('notice.title')}
        </h3>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          <li>{t('notice.adults')}</li>
          <li>{t('notice.notMedical')}</li>
          <li>{t('notice.privacy')}</li>
        </ul>
        <CheckboxField
          label={t('notice.agree')}
          labelClassName="text-sm font-medium"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
      </section>

      <section className="grid gap-3" aria-labelledby="face-choose-title">
        <h3 id="face-choose-title" className="font-semibold">
          {t('choose.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('choose.hint')}</p>
        {phase.kind === 'camera' ? (
          <CameraCapture
            onCapture={(blob) => void scan(blob)}
            onCancel={() => setPhase({ kind: 'choose' })}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <FileButton
              accept="image/*"
              onFile={(file) => void scan(file)}
              inputTestId="face-photo-input"
              disabled={!agreed || working}
            >
              {phase.kind === 'result' ? t('choose.again') : t('choose.file')}
            </FileButton>
            <Button
              variant="secondary"
              disabled={!agreed || working}
              onClick={() => setPhase({ kind: 'camera' })}
            >
              {t('choose.camera')}
            </Button>
          </div>
        )}
        <div aria-live="polite" data-testid="face-scan-status">
          {working && (
            <div className="grid max-w-md gap-1">
              <label className="text-sm" htmlFor={progressId}>
                {t(`progress.${phase.step}`)}
              </label>
              <progress
                id={progressId}
                className="h-2 w-full accent-accent"
                max={STEPS.length}
                value={STEPS.indexOf(phase.step) + 1}
                aria-label={t('progress.label')}
              />
            </div>
          )}
        </div>
        {phase.kind === 'problem' && (
          <div data-testid="face-scan-problem">
            <FormMessage kind="error">{t(`problems.${phase.problem}`)}</FormMessage>
          </div>
        )}
      </section>

      {phase.kind === 'result' && <FaceResult photo={phase.photo} />}

      <FaceHistory />

      <p className="text-xs text-muted-foreground">{t('credit')}</p>
    </div>
  );
}

/**
 * A measured photo: the points over it, each measurement with its diagram and how it is measured,
 * the same as a table (with the change since the last saved scan), and the save form: a consent
 * line, and the choice to keep the points. Only numbers are sent.
 */
import {
  MAX_FACE_SCANS,
  type FaceLandmarks,
  type FaceMeasurements,
  type FacePose,
  type FaceScanBrief,
} from '@ascend/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-client';
import { useCreateFaceScan } from '@/lib/scans/create-face-scan';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { FaceOverlay } from './face-overlay';
import { MEASURES } from './face-measures';
import { MeasureDiagram } from './measure-diagram';
import { useMeasureFormat } from './use-measure-format';

export interface MeasuredPhoto {
  photoUrl: string;
  width: number;
  height: number;
  landmarks: FaceLandmarks;
  measurements: FaceMeasurements;
  pose: FacePose;
  /** The latest scan saved before this one, to compare with. */
  previous: FaceScanBrief | null;
}

export function FaceResult({ photo }: { photo: MeasuredPhoto }) {
  const { t, i18n } = useTranslation('scans', { keyPrefix: 'face' });
  const format = useMeasureFormat();
  const degrees = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="grid gap-5" aria-labelledby="face-result-title">
      <h2 id="face-result-title" className="text-lg font-semibold">
        {t('result.title')}
      </h2>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <div className="grid content-start gap-2">
          <FaceOverlay
            photoUrl={photo.photoUrl}
            width={photo.width}
            height={photo.height}
            landmarks={photo.landmarks}
            label={t('result.photoLabel')}
          />
          <p className="text-sm text-muted-foreground" data-testid="face-point-count">
            {t('result.points', { count: photo.landmarks.length })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('result.pose', {
              yaw: degrees.format(photo.pose.yaw),
              pitch: degrees.format(photo.pose.pitch),
              roll: degrees.format(photo.pose.roll),
            })}
          </p>
        </div>
        <ul className="grid content-start gap-3">
          {MEASURES.map((measure) => (
            <li
              key={measure.key}
              className="flex items-start gap-3 rounded-xl border border-border bg-card p-3"
            >
              <MeasureDiagram measure={measure} />
              <div className="min-w-0">
                <p className="font-medium">{t(`measures.${measure.key}.name`)}</p>
                <p className="text-xl font-bold" data-testid={`measure-${measure.key}`}>
                  {format.value(measure, measure.value(photo.measurements))}
                </p>
                <p className="text-sm text-muted-foreground">{t(`measures.${measure.key}.how`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-80 text-left text-sm" data-testid="face-measurements-table">
          <caption className="mb-2 text-left font-medium">{t('result.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">
                {t('result.measurement')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('result.value')}
              </th>
              <th scope="col" className="py-2">
                {t('result.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {MEASURES.map((measure) => {
              const value = measure.value(photo.measurements);
              return (
                <tr key={measure.key} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {t(`measures.${measure.key}.name`)}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{format.value(measure, value)}</td>
                  <td className="py-2 tabular-nums">
                    {photo.previous
                      ? format.change(measure, value - measure.value(photo.previous.measurements))
                      : t('result.noChange')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SaveForm photo={photo} />
    </section>
  );
}

function SaveForm({ photo }: { photo: MeasuredPhoto }) {
  const { t } = useTranslation('scans', { keyPrefix: 'face' });
  const messageOf = useApiErrorMessage();
  const create = useCreateFaceScan();
  const [consent, setConsent] = useState(false);
  const [keepPoints, setKeepPoints] = useState(false);
  return (
    <form
      className="grid justify-items-start gap-3 rounded-2xl border border-border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!consent || create.isSuccess) return;
        create.mutate({
          measurements: photo.measurements,
          pose: photo.pose,
          ...(keepPoints ? { landmarks: photo.landmarks } : {}),
        });
      }}
    >
      <h3 className="font-semibold">{t('save.title')}</h3>
      <CheckboxField
        label={t('save.consent')}
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        disabled={create.isSuccess}
      />
      <CheckboxField
        label={t('save.keepPoints')}
        checked={keepPoints}
        onChange={(event) => setKeepPoints(event.target.checked)}
        disabled={create.isSuccess}
      />
      <Button type="submit" disabled={!consent || create.isPending || create.isSuccess}>
        {t('save.button')}
      </Button>
      {create.isSuccess && <FormMessage kind="success">{t('save.saved')}</FormMessage>}
      {create.isError && (
        <FormMessage kind="error">
          {/* The account keeps MAX_FACE_SCANS: said in the page's language, with what to do. */}
          {create.error instanceof ApiError && create.error.status === 409
            ? t('save.full', { max: MAX_FACE_SCANS })
            : messageOf(create.error, t('save.failed'))}
        </FormMessage>
      )}
    </form>
  );
}

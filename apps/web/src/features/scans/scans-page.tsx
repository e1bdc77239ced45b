/**
 * `/dashboard/scans`: every kind of scan with how many the user has taken, the latest result and
 * the way to its history (the face scan's page, or the test's). `/dashboard/scans/face`, the face
 * scan, is routed here as its own lazily loaded chunk, so the app's route table (in the first
 * download) does not grow with it.
 */
import type { ScanKind, ScansHub } from '@ascend/contracts';
import { Brain, Eye, Gauge, ScanBarcode, ScanFace, Timer, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes } from 'react-router';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { useScansHub } from '@/lib/scans/get-scans-hub';
import { useScoreText } from '@/lib/scans/use-score-text';

/** Where each kind is taken and its history shown. */
const SCAN_PAGES: Record<ScanKind, { icon: LucideIcon; to: string | null }> = {
  face: { icon: ScanFace, to: '/dashboard/scans/face' },
  reaction_time: { icon: Timer, to: '/dashboard/mental/reaction-time' },
  number_memory: { icon: Brain, to: '/dashboard/mental/number-memory' },
  attention: { icon: Eye, to: '/dashboard/mental/attention' },
  processing_speed: { icon: Gauge, to: '/dashboard/mental/processing-speed' },
  product: { icon: ScanBarcode, to: '/dashboard/nutricional' },
};

const FaceScanPage = lazy(() =>
  import('./face/face-scan-page').then((m) => ({ default: m.FaceScanPage })),
);

export function ScansPage() {
  return (
    <Routes>
      <Route index element={<ScansHubPage />} />
      <Route
        path="face"
        element={
          <Suspense fallback={<Spinner className="min-h-64" />}>
            <FaceScanPage />
          </Suspense>
        }
      />
      {/* A scan this product does not have: back to the hub. */}
      <Route path="*" element={<Navigate to="/dashboard/scans" replace />} />
    </Routes>
  );
}

function ScansHubPage() {
  const { t } = useTranslation('scans');
  const hub = useScansHub();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <p className="text-muted-foreground">{t('page.intro')}</p>
      {hub.data ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {hub.data.scans.map((scan) => (
            <li key={scan.kind}>
              <ScanCard scan={scan} />
            </li>
          ))}
        </ul>
      ) : hub.isError ? (
        <LoadFailure
          error={hub.error}
          fallback={t('errors.load')}
          retryLabel={t('retry')}
          onRetry={() => void hub.refetch()}
        />
      ) : (
        <Spinner className="min-h-64" />
      )}
    </div>
  );
}

function ScanCard({ scan }: { scan: ScansHub['scans'][number] }) {
  const { t, i18n } = useTranslation('scans');
  const score = useScoreText();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const page = SCAN_PAGES[scan.kind];
  const Icon = page.icon;
  const name = t(`kinds.${scan.kind}.name`);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
      new Date(`${iso}T12:00:00`),
    );
  return (
    <article
      className="grid h-full gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
      data-testid={`scan-${scan.kind}`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/10 text-accent">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{name}</h2>
          <p className="text-sm text-muted-foreground">{t(`kinds.${scan.kind}.description`)}</p>
        </div>
      </div>
      {!scan.available ? (
        <p className="text-sm text-muted-foreground">{t('notAvailable')}</p>
      ) : scan.latest ? (
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {t('latest', { date: date(scan.latest.local_date) })}
          </p>
          <p className="text-2xl font-bold">
            {scan.latest.kind === 'face'
              ? t('faceHeadline', { value: percent.format(scan.latest.measurements.symmetry) })
              : score.headline(scan.latest)}
          </p>
          <p className="text-sm text-muted-foreground">{t('count', { count: scan.count })}</p>
        </div>
      ) : scan.count > 0 ? (
        <p className="text-sm text-muted-foreground">{t('count', { count: scan.count })}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('notTaken')}</p>
      )}
      {page.to && scan.available && (
        <Link
          to={page.to}
          className="mt-auto justify-self-start rounded-lg border border-border px-4 py-2 text-sm font-medium hover:bg-muted"
        >
          {scan.latest ? t('history') : t('take')}
          <span className="sr-only">: {name}</span>
        </Link>
      )}
    </article>
  );
}

/**
 * `/dashboard/mental`: the four cognitive tests as cards, each with its latest score and the change
 * against the user's baseline (the median of the 5 results before it), and a way in.
 */
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCognitiveResults } from '@/lib/scans/get-cognitive-results';
import { useScoreText } from '@/lib/scans/use-score-text';
import { BaselineText } from './components/baseline-text';
import { MedicalNotice } from './components/medical-notice';
import { COGNITIVE_TESTS, testPath, type TestConfig } from './config/tests';

/** The latest result and the 5 before it make the card's baseline. */
const CARD_RESULTS = 6;

export function MentalPage() {
  const { t } = useTranslation('mental');
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <p className="text-muted-foreground">{t('page.intro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {COGNITIVE_TESTS.map((test) => (
          <li key={test.kind}>
            <TestCard test={test} />
          </li>
        ))}
      </ul>
      <MedicalNotice />
    </div>
  );
}

function TestCard({ test }: { test: TestConfig }) {
  const { t } = useTranslation('mental');
  const results = useCognitiveResults(test.kind, CARD_RESULTS);
  const score = useScoreText();
  const [latest, ...earlier] = results.data?.results ?? [];
  const Icon = test.icon;
  return (
    <article className="grid h-full gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/10 text-accent">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{t(`tests.${test.kind}.name`)}</h2>
          <p className="text-sm text-muted-foreground">{t(`tests.${test.kind}.summary`)}</p>
        </div>
      </div>
      <div className="min-h-14" data-testid={`card-${test.slug}`}>
        {results.isPending ? (
          <Spinner className="min-h-14" />
        ) : results.isError ? (
          <p className="text-sm text-muted-foreground">{t('errors.load')}</p>
        ) : latest ? (
          <>
            <p className="text-sm text-muted-foreground">{t('card.latest')}</p>
            <p className="text-2xl font-bold">{score.headline(latest)}</p>
            <BaselineText result={latest} earlier={earlier} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('card.none')}</p>
        )}
      </div>
      <Link
        to={testPath(test)}
        className="mt-auto inline-flex items-center gap-1 justify-self-start rounded-lg bg-accent px-4 py-2 text-sm font-medium text-accent-foreground hover:opacity-90"
      >
        {latest ? t('card.again') : t('card.start')}
        <span className="sr-only">: {t(`tests.${test.kind}.name`)}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}

/**
 * `/dashboard/mental/<test>`: one test from instructions to result. Instructions, a practice round
 * (not saved), the test, then the result saved and shown against the user's baseline. Escape pauses
 * (a paused trial is never scored); the pause panel resumes or leaves. The runner is remounted per
 * stage, so practice and test never share trials.
 */
import type { CognitiveResult, InputDevice } from '@ascend/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { NotFoundNotice } from './components/not-found-notice';
import { useCognitiveResults } from '@/lib/scans/get-cognitive-results';
import { useCreateCognitiveResult } from '@/lib/scans/create-cognitive-result';
import { useScoreText } from '@/lib/scans/use-score-text';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { MedicalNotice } from './components/medical-notice';
import { ResultView } from './components/result-view';
import { MENTAL_PATH, testOfSlug, type TestConfig } from './config/tests';
import { buildResult, type TestRun } from './lib/build-result';
import { AttentionRunner } from './runners/attention-runner';
import { NumberMemoryRunner } from './runners/number-memory-runner';
import { ProcessingSpeedRunner } from './runners/processing-speed-runner';
import { ReactionTimeRunner } from './runners/reaction-time-runner';

type Stage =
  | { name: 'intro' }
  | { name: 'practice' }
  | { name: 'practiceDone' }
  | { name: 'test' }
  | { name: 'saving' }
  | { name: 'failed'; problem: string | null; run: TestRun | null; device: InputDevice }
  | { name: 'result'; result: CognitiveResult };

export function TestPage() {
  const { test: slug } = useParams();
  const test = testOfSlug(slug);
  if (!test) return <NotFoundNotice />;
  return <TestFlow key={test.kind} test={test} />;
}

function TestFlow({ test }: { test: TestConfig }) {
  const { t } = useTranslation('mental');
  const [stage, setStage] = useState<Stage>({ name: 'intro' });
  const [paused, setPaused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const history = useCognitiveResults(test.kind);
  const create = useCreateCognitiveResult();
  const score = useScoreText();
  const messageOf = useApiErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const resume = useRef<HTMLButtonElement>(null);
  const running = stage.name === 'practice' || stage.name === 'test';

  // Each new stage's heading takes the focus, so a screen reader starts there.
  useEffect(() => {
    if (!running) heading.current?.focus();
  }, [stage.name, running]);

  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setPaused((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [running]);

  useEffect(() => {
    if (paused) resume.current?.focus();
  }, [paused]);

  const save = useCallback(
    (run: TestRun, device: InputDevice) => {
      const built = buildResult(run, device);
      if (!built.ok) {
        setStage({ name: 'failed', problem: built.problem, run: null, device });
        return;
      }
      setStage({ name: 'saving' });
      create.mutate(built.result, {
        onSuccess: (result) => {
          setAnnouncement(t('result.announce', { score: score.headline(result) }));
          setStage({ name: 'result', result });
        },
        onError: (error) =>
          setStage({ name: 'failed', problem: messageOf(error, t('errors.save')), run, device }),
      });
    },
    [create, messageOf, score, t],
  );

  const onPracticeDone = useCallback(() => {
    setPaused(false);
    setStage({ name: 'practiceDone' });
  }, []);
  const onTestDone = useCallback(
    (run: TestRun, device: InputDevice) => {
      setPaused(false);
      save(run, device);
    },
    [save],
  );

  const name = t(`tests.${test.kind}.name`);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {stage.name === 'practice' || stage.name === 'practiceDone'
            ? t('stage.practice', { name })
            : name}
        </h2>
        <Link to={MENTAL_PATH} className={buttonClasses('secondary')}>
          {running ? t('leave') : t('backToTests')}
        </Link>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {stage.name === 'intro' && (
        <Panel title={t('instructions')}>
          <div className="grid gap-4">
            <p>{t(`tests.${test.kind}.instructions`)}</p>
            <p className="text-sm text-muted-foreground">{t(`tests.${test.kind}.keys`)}</p>
            <p className="text-sm text-muted-foreground">{t('pauseHint')}</p>
            <MedicalNotice />
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => setStage({ name: 'practice' })}>{t('startPractice')}</Button>
              <Button variant="secondary" onClick={() => setStage({ name: 'test' })}>
                {t('skipPractice')}
              </Button>
            </div>
          </div>
        </Panel>
      )}

      {running && (
        <div className="grid gap-4" data-testid={`${stage.name}-run`}>
          {paused && (
            <div
              role="region"
              aria-label={t('paused.title')}
              className="grid gap-3 rounded-2xl border border-border bg-card p-4"
            >
              <p className="font-semibold">{t('paused.title')}</p>
              <p className="text-sm text-muted-foreground">{t('paused.description')}</p>
              <div className="flex flex-wrap gap-3">
                <Button ref={resume} onClick={() => setPaused(false)}>
                  {t('paused.resume')}
                </Button>
                <Link to={MENTAL_PATH} className={buttonClasses('secondary')}>
                  {t('leave')}
                </Link>
              </div>
            </div>
          )}
          <Runner
            key={stage.name}
            kind={test.kind}
            practice={stage.name === 'practice'}
            paused={paused}
            onFinish={stage.name === 'practice' ? onPracticeDone : onTestDone}
          />
          {!paused && (
            <Button variant="ghost" className="justify-self-start" onClick={() => setPaused(true)}>
              {t('pause')}
            </Button>
          )}
        </div>
      )}

      {stage.name === 'practiceDone' && (
        <Panel title={t('practiceDone.title')}>
          <div className="grid gap-4">
            <p>{t('practiceDone.description')}</p>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => setStage({ name: 'test' })}>{t('startTest')}</Button>
              <Button variant="secondary" onClick={() => setStage({ name: 'practice' })}>
                {t('practiceAgain')}
              </Button>
            </div>
          </div>
        </Panel>
      )}

      {stage.name === 'saving' && <p role="status">{t('saving')}</p>}

      {stage.name === 'failed' && (
        <div className="grid justify-items-start gap-3">
          <FormMessage kind="error">{stage.problem ?? t('errors.save')}</FormMessage>
          <div className="flex flex-wrap gap-3">
            {stage.run && (
              <Button onClick={() => save(stage.run!, stage.device)}>{t('retrySave')}</Button>
            )}
            <Button variant="secondary" onClick={() => setStage({ name: 'test' })}>
              {t('takeAgain')}
            </Button>
          </div>
        </div>
      )}

      {stage.name === 'result' && (
        <>
          <ResultView test={test} result={stage.result} history={history.data?.results ?? []} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setStage({ name: 'test' })}>{t('takeAgain')}</Button>
            <Link to={MENTAL_PATH} className={buttonClasses('secondary')}>
              {t('backToTests')}
            </Link>
          </div>
          <MedicalNotice />
        </>
      )}
    </div>
  );
}

/** The runner of a kind; its trials come back tagged with the kind for the POST body. */
function Runner({
  kind,
  practice,
  paused,
  onFinish,
}: {
  kind: TestConfig['kind'];
  practice: boolean;
  paused: boolean;
  onFinish: (run: TestRun, device: InputDevice) => void;
}) {
  const props = { practice, paused };
  switch (kind) {
    case 'reaction_time':
      return (
        <ReactionTimeRunner {...props} onFinish={(trials, d) => onFinish({ kind, trials }, d)} />
      );
    case 'number_memory':
      return (
        <NumberMemoryRunner {...props} onFinish={(trials, d) => onFinish({ kind, trials }, d)} />
      );
    case 'attention':
      return <AttentionRunner {...props} onFinish={(trials, d) => onFinish({ kind, trials }, d)} />;
    case 'processing_speed':
      return (
        <ProcessingSpeedRunner {...props} onFinish={(trials, d) => onFinish({ kind, trials }, d)} />
      );
  }
}

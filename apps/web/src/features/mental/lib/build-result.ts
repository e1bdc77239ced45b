/**
 * A finished run as the POST body: the raw trials and the summary the contracts' scorer makes of
 * them (the one definition the server checks against), or the scorer's problem.
 */
import {
  scoreAttention,
  scoreNumberMemory,
  scoreProcessingSpeed,
  scoreReactionTime,
  type AttentionTrial,
  type CognitiveResultCreate,
  type InputDevice,
  type NumberMemoryTrial,
  type ProcessingSpeedTrial,
  type ReactionTimeTrial,
} from '@ascend/contracts';

export type TestRun =
  | { kind: 'reaction_time'; trials: ReactionTimeTrial[] }
  | { kind: 'number_memory'; trials: NumberMemoryTrial[] }
  | { kind: 'attention'; trials: AttentionTrial[] }
  | { kind: 'processing_speed'; trials: ProcessingSpeedTrial[] };

export function buildResult(
  run: TestRun,
  device: InputDevice,
): { ok: true; result: CognitiveResultCreate } | { ok: false; problem: string } {
  switch (run.kind) {
    case 'reaction_time': {
      const scored = scoreReactionTime(run.trials);
      return scored.ok
        ? { ok: true, result: { ...run, device, summary: scored.summary } }
        : { ok: false, problem: scored.problem };
    }
    case 'number_memory': {
      const scored = scoreNumberMemory(run.trials);
      return scored.ok
        ? { ok: true, result: { ...run, device, summary: scored.summary } }
        : { ok: false, problem: scored.problem };
    }
    case 'attention': {
      const scored = scoreAttention(run.trials);
      return scored.ok
        ? { ok: true, result: { ...run, device, summary: scored.summary } }
        : { ok: false, problem: scored.problem };
    }
    case 'processing_speed': {
      const scored = scoreProcessingSpeed(run.trials);
      return scored.ok
        ? { ok: true, result: { ...run, device, summary: scored.summary } }
        : { ok: false, problem: scored.problem };
    }
  }
}

import type { InputDevice } from '@ascend/contracts';

/** What every test's runner takes: practice or the real thing, paused by the page, and its end. */
export interface RunnerProps<Run> {
  practice: boolean;
  paused: boolean;
  onFinish: (run: Run, device: InputDevice) => void;
}

/**
 * The four tests as data: the mental page's cards, the routes `/dashboard/mental/<slug>` and the
 * result screen's population reference render from this list. Labels under `mental:tests.<kind>`.
 */
import type { CognitiveTestKind } from '@ascend/contracts';
import { Brain, Eye, Gauge, Timer, type LucideIcon } from 'lucide-react';

interface PopulationReference {
  /** The published figure, in the headline's unit. */
  value: number;
  /** Who published it, shown by name with a link. */
  source: string;
  url: string;
}

export interface TestConfig {
  kind: CognitiveTestKind;
  slug: string;
  icon: LucideIcon;
  /**
   * A published figure for the same measure, or none where no figure we have read measures it
   * the way this test does (docs/cognitive-tests.md lists what was looked for).
   */
  reference: PopulationReference | null;
}

export const COGNITIVE_TESTS: readonly TestConfig[] = [
  {
    kind: 'reaction_time',
    slug: 'reaction-time',
    icon: Timer,
    reference: {
      value: 273,
      source: 'Human Benchmark',
      url: 'https://humanbenchmark.com/tests/reactiontime',
    },
  },
  {
    kind: 'number_memory',
    slug: 'number-memory',
    icon: Brain,
    reference: {
      value: 7,
      source: 'Arthur R. Jensen, The g Factor (1998), p. 262',
      url: 'https://pumpkinperson.com/2021/03/14/human-benchmark-tests-part-3-number-memory/',
    },
  },
  { kind: 'attention', slug: 'attention', icon: Eye, reference: null },
  { kind: 'processing_speed', slug: 'processing-speed', icon: Gauge, reference: null },
];

export const MENTAL_PATH = '/dashboard/mental';

export function testPath(test: Pick<TestConfig, 'slug'>): string {
  return `${MENTAL_PATH}/${test.slug}`;
}

export function testOfSlug(slug: string | undefined): TestConfig | undefined {
  return COGNITIVE_TESTS.find((test) => test.slug === slug);
}

/**
 * The physical benchmark's data (bench/09-physical.mjs): five years of training as a Strong CSV
 * export (its current layout, docs/physical.md), about 800 sessions of 25 sets (20,000 rows) of
 * a push / pull / legs split with slow progress and noise, warm-ups first. The bench imports it
 * through the API (which is also the import's measurement) for each of its users. Drawn from a
 * seeded generator, so two runs write the same history.
 */
import { seededRandom } from '../load-seed/seeded-random.js';

export interface HistoryShape {
  sessions: number;
  setsPerSession: number;
  /** The last session's day (the history ends the day before the bench's today). */
  lastDay: string;
}

export const BENCH_HISTORY: Omit<HistoryShape, 'lastDay'> = { sessions: 800, setsPerSession: 25 };

/** Library exercises by their English names (the import matches them), with a starting load. */
const SPLIT: { name: string; lifts: [string, number][] }[] = [
  {
    name: 'Push',
    lifts: [
      ['Bench Press (Barbell)', 60],
      ['Overhead Press (Barbell)', 35],
      ['Incline Bench Press (Dumbbell)', 20],
      ['Triceps Pushdown (Cable)', 20],
      ['Lateral Raise (Dumbbell)', 8],
    ],
  },
  {
    name: 'Pull',
    lifts: [
      ['Deadlift (Barbell)', 90],
      ['Bent Over Row (Barbell)', 50],
      ['Lat Pulldown (Cable)', 45],
      ['Bicep Curl (Dumbbell)', 10],
      ['Face Pull (Cable)', 15],
    ],
  },
  {
    name: 'Legs',
    lifts: [
      ['Squat (Barbell)', 70],
      ['Romanian Deadlift (Barbell)', 60],
      ['Leg Press (Machine)', 100],
      ['Lying Leg Curl (Machine)', 30],
      ['Standing Calf Raise (Machine)', 40],
    ],
  },
];

const HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

const pad = (value: number) => String(value).padStart(2, '0');

/** The CSV text, oldest session first. */
export function strongHistoryCsv({ sessions, setsPerSession, lastDay }: HistoryShape): string {
  const random = seededRandom(18);
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  // Five years between the first session and the last, whatever the count.
  const spanDays = 5 * 365;
  const lines = [HEADER];
  for (let index = 0; index < sessions; index += 1) {
    const day = new Date(
      last -
        Math.round(((sessions - 1 - index) * spanDays) / Math.max(1, sessions - 1)) * 86_400_000,
    );
    const hour = 6 + Math.floor(random() * 14);
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())} ${pad(hour)}:${pad(Math.floor(random() * 60))}:00`;
    const split = SPLIT[index % SPLIT.length]!;
    const progress = 1 + (index / sessions) * 0.6;
    const duration = `${1 + Math.floor(random() * 2)}h ${Math.floor(random() * 60)}m`;
    const perLift = Math.ceil(setsPerSession / split.lifts.length);
    let written = 0;
    for (const [name, start] of split.lifts) {
      for (let set = 0; set < perLift && written < setsPerSession; set += 1, written += 1) {
        const warmUp = set === 0;
        const reps = warmUp ? 10 : 5 + Math.floor(random() * 6);
        const load = warmUp ? start * 0.5 : start * progress * (0.92 + random() * 0.1);
        const weight = Math.round(load / 2.5) * 2.5;
        lines.push(
          `${date},${split.name},${duration},${name},${warmUp ? 'W' : set},${weight},${reps},0,0,,,`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

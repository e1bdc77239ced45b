/**
 * Levels (self-optimisation.md, Progress you can see): passing level L takes
 * round((0.25·L² + 10·L + 139.75) / 10)·10 points (150 at level 1), counted from the start of L.
 * Everyone starts at level 1 with 0 points.
 */
export function pointsToPass(level: number): number {
  return Math.round((0.25 * level * level + 10 * level + 139.75) / 10) * 10;
}

export interface LevelStanding {
  level: number;
  /** Points earned since reaching this level. */
  intoLevel: number;
  /** Points this level takes in all. */
  levelSize: number;
  /** Points still missing to the next level. */
  toNext: number;
}

export function levelOf(totalPoints: number): LevelStanding {
  let level = 1;
  let left = Math.max(0, totalPoints);
  while (left >= pointsToPass(level)) {
    left -= pointsToPass(level);
    level += 1;
  }
  const levelSize = pointsToPass(level);
  return { level, intoLevel: left, levelSize, toNext: levelSize - left };
}

/** The total points at which a level is reached (level 1 at 0). */
export function pointsToReach(level: number): number {
  let total = 0;
  for (let passed = 1; passed < level; passed += 1) total += pointsToPass(passed);
  return total;
}

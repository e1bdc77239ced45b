/**
 * A member's level from their points of all time, by the spec's curve (self-optimisation.md,
 * "Levels"): passing level L takes round((0.25·L² + 10·L + 139.75) / 10)·10 points (150 at level 1).
 * Written here until progress's own level module reaches this branch; the two must agree (the
 * test pins levels 1, 2 and 10), and the lead keeps one.
 */
export function pointsToPass(level: number): number {
  return Math.round((0.25 * level * level + 10 * level + 139.75) / 10) * 10;
}

export function levelOf(totalPoints: number): number {
  let level = 1;
  let left = totalPoints;
  while (left >= pointsToPass(level)) {
    left -= pointsToPass(level);
    level += 1;
  }
  return level;
}

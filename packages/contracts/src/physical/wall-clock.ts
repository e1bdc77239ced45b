/**
 * A local date and time without a zone (what other loggers' CSV exports write) as an instant in
 * the user's time zone. A time that does not exist there (skipped by a clock change) moves forward
 * with the clock, as TZDate does.
 */
import { TZDate } from '@date-fns/tz';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function instantOfWallClock(wall: WallClock, timeZone: string): Date {
  const date = new TZDate(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    timeZone,
  );
  return new Date(date.getTime());
}

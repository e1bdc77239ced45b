import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './time-zone.js';

describe('time zones', () => {
  it('accepts IANA zones and the aliases the runtime knows', () => {
    for (const zone of ['Europe/Madrid', 'America/Mexico_City', 'UTC', 'Asia/Calcutta']) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses made-up zones, offsets and empty strings', () => {
    for (const zone of ['Mars/Olympus_Mons', '+01:00', 'GMT+1 ', '', 'Europe/', 'x'.repeat(100)]) {
      expect(isValidTimeZone(zone), zone).toBe(false);
    }
  });
});

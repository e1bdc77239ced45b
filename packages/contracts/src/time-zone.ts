/**
 * IANA time-zone validation that behaves the same in the browser and on the server: the zone must be
 * one the runtime lists, or an alias it accepts (e.g. `UTC`, `Asia/Calcutta`, which the list omits).
 */
let knownZones: Set<string> | undefined;

/** Named zones or their aliases; never UTC offsets such as `+01:00`, which newer engines accept. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

function runtimeAccepts(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  knownZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (knownZones.has(zone)) return true;
  return ZONE_NAME.test(zone) && runtimeAccepts(zone);
}

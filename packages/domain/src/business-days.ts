/**
 * Dates in Türkiye's time zone (Europe/Istanbul, UTC+3 all year since 2016), where TCMB publishes
 * its rates and where business days are counted.
 */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

// Made on first use: a formatter with a time zone loads the zone's data when it is constructed
// (about 120 ms on a slow phone's CPU), and this module is imported by pages that never format a
// date (the catalogs' limits import `@kopru/domain/export`, which imports it).
let istanbulDate: Intl.DateTimeFormat | undefined;
let istanbulWeekday: Intl.DateTimeFormat | undefined;

/** The calendar date in Istanbul at `at`, as YYYY-MM-DD. */
export function istanbulDay(at: Date): string {
  istanbulDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ISTANBUL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return istanbulDate.format(at);
}

/** Monday to Friday in Istanbul. Public holidays are not known here: on those TCMB publishes no file. */
export function isIstanbulBusinessDay(at: Date): boolean {
  istanbulWeekday ??= new Intl.DateTimeFormat('en-US', { timeZone: ISTANBUL_TIME_ZONE, weekday: 'short' });
  const day = istanbulWeekday.format(at);
  return day !== 'Sat' && day !== 'Sun';
}

/**
 * Dates in Türkiye's time zone (Europe/Istanbul, UTC+3 all year since 2016), where TCMB publishes
 * its rates and where business days are counted.
 */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

const istanbulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: ISTANBUL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const istanbulWeekday = new Intl.DateTimeFormat('en-US', { timeZone: ISTANBUL_TIME_ZONE, weekday: 'short' });

/** The calendar date in Istanbul at `at`, as YYYY-MM-DD. */
export function istanbulDay(at: Date): string {
  return istanbulDate.format(at);
}

/** Monday to Friday in Istanbul. Public holidays are not known here: on those TCMB publishes no file. */
export function isIstanbulBusinessDay(at: Date): boolean {
  const day = istanbulWeekday.format(at);
  return day !== 'Sat' && day !== 'Sun';
}

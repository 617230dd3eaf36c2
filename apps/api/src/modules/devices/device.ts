import Bowser from 'bowser';

export interface Device {
  browser: string | null;
  os: string | null;
}

/** Browser and operating system named by a user agent (bowser, MIT); nulls when it names none. */
export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name
    ? [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ')
    : null;
  const os = parsed.os.name ? [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ') : null;
  return { browser, os };
}

/** Browser and system family without versions: an update of Chrome is still the same device. */
export function deviceFamilyOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'unknown';
  const parsed = Bowser.parse(userAgent);
  return `${parsed.browser.name ?? 'unknown'}/${parsed.os.name ?? 'unknown'}`;
}

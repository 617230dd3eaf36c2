import { ports } from '../playwright.config.ts';
import { startMailSink } from './mail-sink.ts';

/** Starts the servers' mail system for the whole run; Playwright calls the returned teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailSink({ smtp: ports.mailSmtp, http: ports.mailHttp });
}

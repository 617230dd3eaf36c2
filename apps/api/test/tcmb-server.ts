import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** TCMB's bulletin format, stored: test/fixtures/tcmb/today.xml (figures of our own). */
export const storedBulletin = readFileSync(new URL('./fixtures/tcmb/today.xml', import.meta.url), 'utf8');

/** The stored bulletin with another date (dd.mm.yyyy), for a later or earlier day's file. */
export function bulletinOf(day: string, xml = storedBulletin): string {
  const [year, month, date] = day.split('-');
  return xml
    .replace(/Tarih="[^"]*"/, `Tarih="${date}.${month}.${year}"`)
    .replace(/Date="[^"]*"/, `Date="${month}/${date}/${year}"`);
}

/**
 * A local stand-in for www.tcmb.gov.tr/kurlar/today.xml (there is no internet here): answers
 * with what the test sets, and counts the requests.
 */
export async function startTcmbServer() {
  let answer: { status: number; body: string } = { status: 200, body: storedBulletin };
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(answer.status, { 'content-type': 'application/xml; charset=utf-8' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kurlar/today.xml`,
    get requests() {
      return requests;
    },
    answer(status: number, body = '') {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

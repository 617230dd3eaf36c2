import { createServer } from 'node:http';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the servers under test sent it, with the links a real inbox would get. */
export interface CaughtEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Which of the product's e-mails it is (the X-Kopru-Template header). */
  template: string;
  receivedAt: number;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = Array.isArray(field) ? field : field ? [field] : [];
  return groups.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/**
 * The mail system of the e2e servers: they run in production mode with SMTP_URL pointing here,
 * so e-mails carry their real links (production keeps no link with a token in the outbox). Plain
 * SMTP on loopback; the journeys read what arrived over HTTP: GET /messages?to=address.
 */
export async function startMailSink(ports: { smtp: number; http: number }): Promise<() => Promise<void>> {
  const caught: CaughtEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        caught.push({
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          template: String(mail.headers.get('x-kopru-template') ?? ''),
          receivedAt: Date.now(),
        });
        done();
      }, done);
    },
  });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = caught.filter((mail) => !to || mail.to.includes(to)).reverse();
    response.writeHead(url.pathname === '/messages' ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(url.pathname === '/messages' ? found : { error: 'not found' }));
  });
  await new Promise<void>((resolve) => smtp.listen(ports.smtp, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => http.listen(ports.http, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}

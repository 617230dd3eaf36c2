import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtEmail {
  to: string[];
  text: string;
  template: string;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = Array.isArray(field) ? field : field ? [field] : [];
  return groups.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** Where the container's worker delivers e-mail (SMTP_URL): plain SMTP on a free loopback port. */
export async function startMailSink() {
  const caught: CaughtEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        caught.push({
          to: addresses(mail.to),
          text: mail.text ?? '',
          template: String(mail.headers.get('x-kopru-template') ?? ''),
        });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The newest e-mail of `template` to `to`, waiting for the worker to send it. */
    async waitFor(to: string, template: string, timeoutMs = 60_000): Promise<CaughtEmail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = caught.findLast((mail) => mail.to.includes(to) && mail.template === template);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no ${template} e-mail to ${to} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

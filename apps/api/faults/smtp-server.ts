import net from 'node:net';

/**
 * A loopback SMTP server for the suite: `refusing` answers every connection with 554 and hangs
 * up (a mail server that is down for us); otherwise it accepts every message (no TLS, no auth),
 * after `acceptDelayMs` (a slow server: a send in flight when a worker stops).
 */
export async function smtpServer({ acceptDelayMs = 0 }: { acceptDelayMs?: number } = {}) {
  let refusing = true;
  let accepted = 0;
  const server = net.createServer((socket) => {
    if (refusing) {
      socket.end('554 5.3.2 faults: not accepting mail\r\n');
      return;
    }
    socket.write('220 faults ESMTP\r\n');
    let data = false;
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            data = false;
            setTimeout(() => {
              accepted++;
              if (!socket.destroyed) socket.write('250 2.0.0 queued\r\n');
            }, acceptDelayMs);
          }
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'DATA') {
          data = true;
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 faults\r\n' : '250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accept() {
      refusing = false;
    },
    get accepted() {
      return accepted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

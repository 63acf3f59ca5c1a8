import net, { type AddressInfo } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on a free port for tests: it speaks just enough of RFC 5321 for nodemailer
 * (EHLO, MAIL, RCPT, DATA, QUIT, no TLS, no auth) and keeps what it received. `failNext` makes the
 * next messages be refused with a 451, as a busy server would.
 */
export async function startFakeSmtpServer(): Promise<{
  port: number;
  received: ReceivedMail[];
  failNext(count: number): void;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures--;
            reply('451 4.3.0 Try again later');
          } else {
            received.push(mail);
            reply('250 2.0.0 Queued');
          }
          mail = { from: '', to: [], data: '' };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else reply('502 5.5.2 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  receivedAt: string;
}

export interface MailCatcher {
  url: string;
  port: number;
  /** Every transmission the server accepted, in order. */
  received: CaughtMail[];
  /**
   * What reaches the mailboxes: one message per Message-ID. A transmission whose Message-ID was
   * delivered before is accepted and dropped, as a receiving system with duplicate suppression
   * (RFC 7352) does; a sender that repeats an attempt after a crash is then seen once.
   */
  delivered: CaughtMail[];
  /** The next `count` deliveries are refused with a temporary SMTP error carrying `reason`. */
  failNext(count: number, reason?: string): void;
  stop(): Promise<void>;
}

function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeMimeWords(line.slice(name.length + 1).trim()) : '';
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) as mail clients send subjects. */
function decodeMimeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      },
    );
}

/**
 * A real SMTP server that keeps what it receives: the portal's embedded mail server when no
 * SMTP_URL is set, and the tests' server (which can be told to refuse the next deliveries).
 */
export async function startMailCatcher(
  options: { port?: number; host?: string; onMail?: (mail: CaughtMail) => Promise<void> | void } = {},
): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const delivered: CaughtMail[] = [];
  const deliveredIds = new Set<string>();
  let failures: { count: number; reason: string } = { count: 0, reason: '' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures.count > 0) {
          failures = { ...failures, count: failures.count - 1 };
          const error = Object.assign(new Error(failures.reason), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: headerValue(raw, 'subject'),
          receivedAt: new Date().toISOString(),
        };
        received.push(mail);
        const messageId = headerValue(raw, 'message-id');
        if (messageId && deliveredIds.has(messageId)) return callback();
        if (messageId) deliveredIds.add(messageId);
        Promise.resolve(options.onMail?.(mail)).then(
          () => {
            delivered.push(mail);
            callback();
          },
          (error: Error) => {
            // Not kept, so a later attempt of the same message is delivered.
            if (messageId) deliveredIds.delete(messageId);
            callback(Object.assign(error, { responseCode: 451 }));
          },
        );
      });
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://${host}:${port}`,
    port,
    received,
    delivered,
    failNext(count, reason = 'mailbox temporarily unavailable') {
      failures = { count, reason };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

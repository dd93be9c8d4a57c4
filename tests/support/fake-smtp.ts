import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** A message the fake SMTP server accepted, decoded enough to assert on. */
export interface ReceivedMail {
  /** MAIL FROM address. */
  envelopeFrom: string;
  /** RCPT TO addresses. */
  envelopeTo: string[];
  /** The decoded From, To and Subject headers. */
  from: string;
  to: string;
  subject: string;
  /** The decoded text/plain body. */
  text: string;
  /** The message as it came over the wire. */
  raw: string;
}

export interface FakeSmtp {
  /** An smtp:// URL with the accepted credentials, for SMTP_URL. */
  url: string;
  /** The same server with a wrong password. */
  urlWithWrongPassword: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=); adjacent words join without the space between. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function decodeBody(body: string, transferEncoding: string): string {
  switch (transferEncoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const latin = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(latin, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

/** Headers and text of a single-part message (what nodemailer sends for a plain-text mail). */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const text = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\r\n/g, '\n').replace(/\n$/, '');
  return { headers, text };
}

/**
 * A local SMTP server (the `smtp-server` package) that requires AUTH with one user and password
 * and keeps what it receives, so tests can run the real nodemailer adapter against it.
 */
export async function startFakeSmtp(options: { user?: string; pass?: string } = {}): Promise<FakeSmtp> {
  const user = options.user ?? 'shop';
  const pass = options.pass ?? 'smtp-password';
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    // No TLS on loopback: without STARTTLS on offer, nodemailer authenticates in the clear.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = parseMail(raw);
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: decodeHeader(headers.get('from') ?? ''),
          to: decodeHeader(headers.get('to') ?? ''),
          subject: decodeHeader(headers.get('subject') ?? ''),
          text,
          raw,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `127.0.0.1:${port}`;
  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@${base}`,
    urlWithWrongPassword: `smtp://${encodeURIComponent(user)}:wrong-password@${base}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it accepts; it can stop and come back on its port. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<SmtpSink> {
    const sink = new SmtpSink(port ?? (await freePort()));
    await sink.resume();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping ends the open (pooled) connections at once instead of waiting for them.
      closeTimeout: 50,
      onData: (stream, _session, done) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push({
              to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            done();
          },
          (err: Error) => done(err),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops open connections: clients see the server gone. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

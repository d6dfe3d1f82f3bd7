import { ServerProcess } from './utils/server-process';
import { SmtpSink } from './utils/smtp-sink';

jest.setTimeout(180_000);

const COUNT = 12;
const until = async (done: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
};

/**
 * The outbox across a server restart (docs/notifications.md, "The outbox"): e-mails queued
 * while the SMTP server is away stay queued when the app is killed, and the restarted app
 * delivers every one of them exactly once when the mail server is back.
 */
describe('notification e-mail across a restart', () => {
  let sink: SmtpSink;
  let server: ServerProcess;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    await sink.stop(); // the mail server is away at first
    server = await ServerProcess.start({
      NODE_ENV: 'development', // the sender loop runs as in production
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://screens.example.com',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    });
  });
  afterAll(async () => {
    await server?.remove();
    await sink?.stop();
  });

  it('loses none and duplicates none', async () => {
    expect(server.output).toContain('E-mail:         through smtp://127.0.0.1:');
    const user = { username: 'restart-user', password: 'password-123', email: 'restart@example.com' };
    expect((await server.call('POST', '/api/register', user)).status).toBe(201);
    for (let i = 0; i < COUNT; i++)
      expect((await server.call('POST', '/api/password-reset', { username: user.username })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 2500)); // the sender tries and fails meanwhile
    expect(server.output).toContain('The mail server cannot be reached');

    await server.kill();
    await sink.resume();
    await server.restart();
    await until(() => sink.received.length >= COUNT, 60_000);
    await new Promise((r) => setTimeout(r, 3000)); // anything sent twice would arrive by now
    expect(sink.received).toHaveLength(COUNT);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(COUNT);
    const tokens = sink.received.map((m) => /reset-password\?token=([\w-]+)/.exec(m.text)![1]);
    expect(new Set(tokens).size).toBe(COUNT);
    expect(sink.received.every((m) => m.to === 'restart@example.com' && m.subject === 'Reset your ScreenSpace password')).toBe(true);
  });
});

import { IsOptional, Matches } from 'class-validator';
import { validateEnv } from './validate-env';

class MailEnv {
  /** `smtp://user:pass@host:port` or `smtps://…`; unset: nothing is mailed (docs/notifications.md). */
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s/]+(:\d+)?\/?(\?\S*)?$/, { message: 'must be smtp://user:pass@host:port or smtps://…' })
  SMTP_URL?: string;

  /** The From of every e-mail, e.g. `ScreenSpace <noreply@example.com>`. */
  @IsOptional()
  @Matches(/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, { message: 'must be an address, optionally as Name <address>' })
  MAIL_FROM?: string;

  /** Where people open the app; e-mail links start with it. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, { message: 'must be an http(s) URL, e.g. https://screens.example.com' })
  PUBLIC_URL?: string;
}

export interface MailConfig {
  /** Null: mail is off; no e-mail is queued or sent. */
  smtpUrl: string | null;
  from: string;
  /** Without a trailing slash. */
  publicUrl: string;
  /** The host of publicUrl: the right side of every Message-ID. */
  messageHost: string;
}

export function mailConfig(env: NodeJS.ProcessEnv, port: number): MailConfig {
  const e = validateEnv(MailEnv, env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const messageHost = new URL(publicUrl).hostname;
  return {
    smtpUrl: e.SMTP_URL ?? null,
    from: e.MAIL_FROM ?? `ScreenSpace <noreply@${messageHost.includes('.') ? messageHost : `${messageHost}.localdomain`}>`,
    publicUrl,
    messageHost,
  };
}

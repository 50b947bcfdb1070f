import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Our own Message-ID (stored before sending, so a retry sends the same one). */
  messageId: string;
  headers?: Record<string, string>;
}

/**
 * nodemailer over SMTP_URL. Timeouts are short so an unresponsive server
 * fails the attempt (and the job retries later) instead of holding a worker slot.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.from = config.mail.from;
    this.transporter = createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /** Resolves with the server's reply once it has accepted the message; rejects with nodemailer's error otherwise. */
  async send(email: OutgoingEmail): Promise<string> {
    const info = await this.transporter.sendMail({
      from: this.from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: email.messageId,
      headers: email.headers,
    });
    return String(info.response ?? '');
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}

import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { newMessageId } from './message-id';

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
 * nodemailer over SMTP_URL, through a pool of as many connections as the
 * worker sends emails at once, so a newsletter send does not open a connection
 * per recipient. Timeouts are short so an unresponsive server
 * fails the attempt (and the job retries later) instead of holding a worker slot.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter;
  private readonly from: string;
  private readonly fromAddress: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.from = config.mail.from;
    this.fromAddress = config.mail.fromAddress;
    this.transporter = createTransport({
      url: config.mail.smtpUrl,
      pool: true,
      maxConnections: config.mail.concurrency,
      maxMessages: 1_000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /** A fresh Message-ID on the sending domain, for a caller that records it before sending. */
  newMessageId(): string {
    return newMessageId(this.fromAddress);
  }

  /**
   * Resolves with the server's reply once it has accepted the message; rejects
   * with nodemailer's error otherwise. The message is built into one buffer
   * first (base64 parts, which Node encodes natively) and handed over whole,
   * so a send is a few socket writes rather than one per header and part: at
   * newsletter volume that is most of a worker's time.
   */
  async send(email: OutgoingEmail): Promise<string> {
    const composed = new MailComposer({
      from: this.from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: email.messageId,
      headers: email.headers,
      textEncoding: 'base64',
    }).compile();
    const raw = await composed.build();
    const info = await this.transporter.sendMail({ envelope: composed.getEnvelope(), raw });
    return String(info.response ?? '');
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}

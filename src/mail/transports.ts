import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RenderedMail } from './templates/message-templates';

/**
 * Sends e-mail through SMTP_URL. Without one, development logs the whole mail (codes and links
 * included, to sign in locally); production logs only who it was for, never a secret.
 */
@Injectable()
export class EmailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(EmailTransport.name);
  private readonly transporter?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) this.transporter = nodemailer.createTransport(config.smtpUrl);
  }

  async send(to: string, mail: RenderedMail, messageId: string): Promise<void> {
    if (!this.transporter) {
      if (this.config.env === 'production') {
        this.logger.warn({ to, subject: mail.subject }, 'SMTP_URL unset: e-mail not sent');
      } else {
        this.logger.log(
          { to, subject: mail.subject, text: mail.text },
          'SMTP_URL unset: e-mail logged, not sent',
        );
      }
      return;
    }
    const domain = this.config.mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'diversitera.local';
    // A stable Message-ID lets receiving servers drop a copy re-sent after a crash mid-delivery.
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${messageId}@${domain}>`,
    });
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}

/**
 * Posts text messages as JSON `{to, text}` to SMS_WEBHOOK_URL (an SMS gateway). Without one,
 * as for e-mail: logged in development, only the recipient in production.
 */
@Injectable()
export class SmsTransport {
  private readonly logger = new Logger(SmsTransport.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(to: string, text: string, messageId: string): Promise<void> {
    if (!this.config.smsWebhookUrl) {
      if (this.config.env === 'production') {
        this.logger.warn({ to }, 'SMS_WEBHOOK_URL unset: SMS not sent');
      } else {
        this.logger.log({ to, text }, 'SMS_WEBHOOK_URL unset: SMS logged, not sent');
      }
      return;
    }
    const response = await fetch(this.config.smsWebhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': messageId },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

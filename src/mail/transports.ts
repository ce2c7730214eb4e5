import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RenderedMail } from './templates/message-templates';
import { textProviders } from './text/text-providers';
import { TextChannel, TextMessage, TextProvider } from './text/text-provider';

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
 * Sends SMS and WhatsApp messages through the provider configured for each channel
 * (messaging-config.ts). Without one, as for e-mail: logged in development, only the recipient
 * in production.
 */
@Injectable()
export class TextTransport {
  private readonly logger = new Logger(TextTransport.name);
  private readonly providers: Partial<Record<TextChannel, TextProvider>>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.providers = textProviders(config);
  }

  /** Recorded beside a number the provider blocked. */
  providerName(channel: TextChannel): string {
    return this.providers[channel]?.name ?? 'log';
  }

  async send(message: TextMessage): Promise<{ providerMessageId?: string; provider: string }> {
    const provider = this.providers[message.channel];
    if (!provider) {
      if (this.config.env === 'production') {
        this.logger.warn({ to: message.to }, `no ${message.channel} provider: message not sent`);
      } else {
        this.logger.log(
          { to: message.to, text: message.text },
          `no ${message.channel} provider: message logged, not sent`,
        );
      }
      return { provider: 'log' };
    }
    return { ...(await provider.send(message)), provider: provider.name };
  }
}

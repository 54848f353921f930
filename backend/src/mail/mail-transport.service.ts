import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** SMTP delivery through nodemailer, pooled. */
@Injectable()
export class MailTransportService implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { host, port, secure, user, password } = config.smtp;
    this.transporter = nodemailer.createTransport({
      host,
      port,
      secure,
      pool: true,
      maxConnections: 5,
      auth: user ? { user, pass: password } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async deliver(mail: OutgoingMail): Promise<string> {
    const info = await this.transporter.sendMail({ from: this.config.smtp.from, ...mail });
    return info.messageId;
  }

  onApplicationShutdown() {
    this.transporter.close();
  }
}

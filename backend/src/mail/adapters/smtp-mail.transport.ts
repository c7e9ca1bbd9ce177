import { createTransport, Transporter } from 'nodemailer';
import { MailMessage, MailTransport } from '../mail-transport.port';

/** Production mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = createTransport(smtpUrl);
  }

  async deliver(message: MailMessage & { from: string }): Promise<void> {
    await this.transporter.sendMail(message);
  }
}

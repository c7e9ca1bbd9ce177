export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: SMTP when SMTP_URL is set, otherwise files in data/outbox/. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

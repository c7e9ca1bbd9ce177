import { Inject } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobHandler, JobHandlerOf } from '../jobs/job-handler.decorator';
import { MAIL_TRANSPORT, MailMessage, MailTransport } from './mail-transport.port';

@JobHandler('mail.send')
export class SendMailJob implements JobHandlerOf<'mail.send'> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  async handle(message: MailMessage): Promise<void> {
    await this.transport.deliver({ ...message, from: this.config.mail.from });
  }
}

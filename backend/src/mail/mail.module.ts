import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OutboxMailTransport } from './adapters/outbox-mail.transport';
import { SmtpMailTransport } from './adapters/smtp-mail.transport';
import { MAIL_TRANSPORT } from './mail-transport.port';
import { MailService } from './mail.service';
import { SendMailJob } from './send-mail.job';

@Global()
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.mail.smtpUrl
          ? new SmtpMailTransport(config.mail.smtpUrl)
          : new OutboxMailTransport(config.mail.outboxDir),
    },
    MailService,
    SendMailJob,
  ],
  exports: [MailService, MAIL_TRANSPORT],
})
export class MailModule {}

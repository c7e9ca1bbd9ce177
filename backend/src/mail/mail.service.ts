import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import { MailMessage } from './mail-transport.port';

/** Sends mail through the 'mail' queue, so a flaky SMTP server is retried with backoff instead of failing a request. */
@Injectable()
export class MailService {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  async send(message: MailMessage): Promise<void> {
    await this.queue.enqueue('mail.send', message);
  }
}

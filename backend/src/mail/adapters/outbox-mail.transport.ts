import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MailMessage, MailTransport } from '../mail-transport.port';

/**
 * Development mail: one RFC 822 .eml file per message in the outbox folder, and a log line (without the body).
 * The file is written under a temporary name and renamed, so whoever watches the folder never reads half a message.
 */
export class OutboxMailTransport implements MailTransport {
  readonly name = 'outbox' as const;
  private readonly logger = new Logger('Mail');

  constructor(private readonly dir: string) {}

  async deliver(message: MailMessage & { from: string }): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
    const content = [
      `From: ${message.from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      message.text,
      '',
    ].join('\r\n');
    const partial = `${file}.partial`;
    await writeFile(partial, content, { mode: 0o600 });
    await rename(partial, file);
    this.logger.log(`Mail "${message.subject}" to ${message.to} written to ${file}`);
  }
}

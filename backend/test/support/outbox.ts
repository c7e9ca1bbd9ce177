import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Waits for a mail to `to` in the outbox (mail goes through the job queue, so it lands a moment later). */
export async function waitForMail(outboxDir: string, to: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailFiles(outboxDir)
      .sort()
      .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
      .filter((mail) => mail.includes(`To: ${to}\r\n`));
    if (mails.length) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${outboxDir} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function countMails(outboxDir: string): number {
  return mailFiles(outboxDir).length;
}

/** The names of the outbox's mails: its .eml files (a message being written has another name until it is whole). */
function mailFiles(outboxDir: string): string[] {
  return existsSync(outboxDir) ? readdirSync(outboxDir).filter((file) => file.endsWith('.eml')) : [];
}

/** The uid and token of the reset link in a mail. */
export function resetLink(mail: string): { url: URL; uid: string; token: string } {
  const match = /https?:\/\/\S+reset_token=\S+/.exec(mail);
  if (!match) throw new Error(`No reset link in mail:\n${mail}`);
  const url = new URL(match[0]);
  return { url, uid: url.searchParams.get('reset_uid') ?? '', token: url.searchParams.get('reset_token') ?? '' };
}

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailTransport } from './outbox-mail.transport';

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual('node:fs/promises');
  return { ...actual, writeFile: jest.fn(actual.writeFile) };
});

const message = { from: 'LeadScope <no-reply@leadscope.local>', to: 'grace@example.com', subject: 'Reset', text: 'Hi' };

describe('OutboxMailTransport', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'leadscope-outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one private .eml per message with its headers and body', async () => {
    await new OutboxMailTransport(join(dir, 'outbox')).deliver(message);
    const names = readdirSync(join(dir, 'outbox'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.eml$/);
    const path = join(dir, 'outbox', names[0]);
    const mail = readFileSync(path, 'utf8');
    expect(mail).toMatch(/^From: LeadScope .*\r\nTo: grace@example.com\r\nSubject: Reset\r\n/);
    expect(mail).toContain('\r\n\r\nHi\r\n');
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('never shows a half-written message under its .eml name', async () => {
    const actual = jest.requireActual<typeof fsPromises>('node:fs/promises');
    const seen: string[] = [];
    // While the content is being written (half of it on disk), look at the folder as a mail watcher would.
    jest.mocked(fsPromises.writeFile).mockImplementationOnce(async (path, data, options) => {
      const text = String(data);
      await actual.writeFile(path as string, text.slice(0, text.length >> 1), options as never);
      for (const name of readdirSync(join(dir, 'outbox')).filter((n) => n.endsWith('.eml'))) {
        seen.push(readFileSync(join(dir, 'outbox', name), 'utf8'));
      }
      await actual.writeFile(path as string, text, options as never);
    });
    await new OutboxMailTransport(join(dir, 'outbox')).deliver(message);
    expect(seen).toEqual([]);
    expect(readdirSync(join(dir, 'outbox'))).toEqual([expect.stringMatching(/\.eml$/)]);
  });
});

import request from 'supertest';
import { bearer, Session } from '../support/factories';
import type { PersonaApp } from '../linkedin/persona-kit';

export const profile = (slug: string) => `https://www.linkedin.com/in/${slug}`;

/** A CSV text from a header and rows (cells given as they should appear, quoting included). */
export const csvOf = (header: string, rows: string[]) => [header, ...rows].join('\r\n') + '\r\n';

export function upload(
  t: PersonaApp,
  session: Session,
  content: string | Buffer,
  name = 'leads.csv',
  type = 'text/csv',
) {
  return request(t.http)
    .post('/api/csv-persona/upload/')
    .set(bearer(session))
    .attach('csv_file', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), {
      filename: name,
      contentType: type,
    });
}

export const statusOf = async (t: PersonaApp, session: Session, id: string) =>
  (await request(t.http).get(`/api/csv-persona/sessions/${id}/status/`).set(bearer(session)).expect(200)).body.status;

/** Polls the status until the session is complete; returns every status seen. */
export async function waitForSession(t: PersonaApp, session: Session, id: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: { status: string; progress_percentage: number; completed: number; failed: number }[] = [];
  for (;;) {
    const status = await statusOf(t, session, id);
    seen.push(status);
    if (status.is_complete) return { status, seen };
    if (Date.now() > deadline) throw new Error(`session ${id} did not finish: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

export const detail = async (t: PersonaApp, session: Session, id: string) =>
  (await request(t.http).get(`/api/csv-persona/sessions/${id}/`).set(bearer(session)).expect(200)).body.session;

export async function download(t: PersonaApp, session: Session, id: string, query = '') {
  const response = await request(t.http)
    .get(`/api/csv-persona/download/${id}/${query}`)
    .set(bearer(session))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { response, raw: response.body as Buffer };
}

/** A minimal RFC 4180 reader for the tests (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

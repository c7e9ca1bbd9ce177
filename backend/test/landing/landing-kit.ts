import request from 'supertest';
import { bearer, Session } from '../support/factories';
import { TestApp } from '../support/test-app';

/** Helpers shared by the landing suites. */

export const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Saved</title><style>h1 { color: var(--primary); }</style></head>
<body><h1 style="font-size: 3rem">Saved page</h1><form method="post"><input name="email" type="email" /><button>Send</button></form>
<script>document.title = 'ran';</script></body></html>`;

export async function saveTemplate(t: TestApp, session: Session, name: string, html = PAGE) {
  const response = await request(t.http)
    .post('/api/landing/templates/')
    .set(bearer(session))
    .send({ name, html })
    .expect(201);
  return response.body.template as { id: number; name: string; html: string; updated_at: string };
}

/** A page of about `bytes` bytes of plain text. */
export const pageOfSize = (bytes: number) => `<!DOCTYPE html><html><body><p>${'x'.repeat(bytes)}</p></body></html>`;

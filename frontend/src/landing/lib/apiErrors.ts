import { ApiError } from '../../lib/httpClient';

/** A 409 duplicate_name answer's existing template id (undefined when the server gave none). */
export function duplicateOf(error: unknown): { duplicate: boolean; templateId?: number } {
  if (!(error instanceof ApiError) || error.status !== 409) return { duplicate: false };
  const body = (error.body ?? {}) as { error?: unknown; code?: unknown; template_id?: unknown };
  if (body.code !== 'duplicate_name' && body.error !== 'duplicate_name') return { duplicate: false };
  const id = Number(body.template_id);
  return { duplicate: true, templateId: Number.isFinite(id) && id > 0 ? id : undefined };
}

/** The server's error text, else the fallback (the spec's 'server error or ...' messages). */
export const serverError = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;

/** The CSV persona calls (docs/api-csv-persona.md). */
import { ApiError, api, errorText, httpClient } from '../lib/httpClient';
import { tokenStore } from '../lib/tokens';
import { downloadFileName, fileNameFromDisposition } from './lib/download';
import type { SessionDetail, SessionSummary, StatusObject, UploadAnswer } from './lib/types';

const BASE = '/csv-persona';
const pathId = (value: string | number) => encodeURIComponent(String(value));

/** A download's bytes exactly as sent (the BOM included) and the name to save them under. */
export interface DownloadedCsv {
  blob: Blob;
  fileName: string;
}

/**
 * GET /download/{id}/ as raw bytes. The app's client reads bodies as text, which drops the UTF-8 BOM Excel needs,
 * so this one call fetches by itself; on a 401 it lets the client refresh the token (through a cheap call) and
 * tries once more.
 */
async function download(id: string | number, includeEmail: boolean): Promise<DownloadedCsv> {
  const url = `/api${BASE}/download/${pathId(id)}/${includeEmail ? '?include_email=1' : ''}`;
  const send = () => {
    const token = tokenStore.getAccess();
    return window.fetch(url, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  };
  let response = await send();
  if (response.status === 401 && tokenStore.getRefresh()) {
    await api.get('/auth/profile/');
    response = await send();
  }
  if (!response.ok) {
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    throw new ApiError(response.status, errorText(json, response.status, response.statusText), json);
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? downloadFileName(id);
  return { blob: await response.blob(), fileName };
}

export const csvPersonaApi = {
  upload: async (file: File): Promise<UploadAnswer> => {
    const body = new FormData();
    body.append('csv_file', file, file.name);
    return (await httpClient<UploadAnswer>(`/api${BASE}/upload/`, { method: 'POST', body })).json;
  },

  status: async (id: string | number) =>
    (await api.get<{ success: boolean; status: StatusObject }>(`${BASE}/sessions/${pathId(id)}/status/`)).status,

  cancel: (id: string | number) =>
    api.post<{ success: boolean; status: unknown }>(`${BASE}/sessions/${pathId(id)}/cancel/`),

  sessions: (page = 1, pageSize = 20) =>
    api.get<{ success: boolean; sessions: SessionSummary[]; total: number }>(`${BASE}/sessions/`, {
      page,
      page_size: pageSize,
    }),

  session: async (id: string | number) =>
    (await api.get<{ success: boolean; session: SessionDetail }>(`${BASE}/sessions/${pathId(id)}/`)).session,

  results: async () => (await api.get<{ success: boolean; history: SessionSummary[] }>(`${BASE}/results/`)).history,

  download,
};

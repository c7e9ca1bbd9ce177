/** The landing calls (docs/api-landing.md). */
import type { components } from '@leadscope/shared/api-types';
import { api, httpClient } from '../lib/httpClient';
import type { Theme } from './lib/theme';

export { duplicateOf, serverError } from './lib/apiErrors';

/** The landing answers, as the API's OpenAPI document generates them (npm run api:types). */
type Schemas = components['schemas'];
export type TemplateSummary = Schemas['TemplateSummaryDto'];
export type Template = Schemas['TemplateDto'];
export type TemplateVersion = Schemas['TemplateVersionDto'];
export type Submission = Schemas['SubmissionDto'];

const path = (id: number | string) => `/landing/templates/${encodeURIComponent(String(id))}/`;

export const landingApi = {
  generate: (body: { prompt: string; theme: Theme; base_html?: string }) =>
    api.post<Schemas['GeneratedLandingDto']>('/landing/generate/', body),

  regenerate: (body: { html: string; prompt: string }) =>
    api.post<Schemas['GeneratedLandingDto']>('/landing/regenerate/', body),

  list: async () => (await api.get<{ templates: TemplateSummary[] }>('/landing/templates/')).templates ?? [],

  get: async (id: number) => (await api.get<{ template: Template }>(path(id))).template,

  create: async (name: string, html: string) =>
    (await api.post<{ template: Template }>('/landing/templates/', { name, html, upsert: false })).template,

  update: async (id: number, body: { html?: string; name?: string }) =>
    (await api.patch<{ template: Template }>(path(id), body)).template,

  remove: (id: number) => api.delete(path(id)),

  versions: async (id: number) => (await api.get<{ versions: TemplateVersion[] }>(`${path(id)}versions/`)).versions,

  restore: async (id: number, versionId: number) =>
    (await api.post<{ template: Template }>(`${path(id)}versions/${encodeURIComponent(String(versionId))}/restore/`))
      .template,

  publish: (id: number) => api.post<Schemas['PublishedDto']>(`${path(id)}publish/`),

  unpublish: (id: number) => api.post(`${path(id)}unpublish/`),

  submissions: (id: number) =>
    api.get<{ submissions: Submission[]; total: number }>(`${path(id)}submissions/`, { page: 1, page_size: 100 }),

  /** The submissions CSV as text and the server's file name. */
  submissionsCsv: async (id: number) => {
    const response = await httpClient(`/api${path(id)}submissions/download/`, { headers: { Accept: 'text/csv' } });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
    return { csv: response.body, fileName: fileName ? decodeURIComponent(fileName) : undefined };
  },
};

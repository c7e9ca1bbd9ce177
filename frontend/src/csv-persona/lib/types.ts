/** The CSV persona objects as docs/api-csv-persona.md defines them (spec part 2 §3), generated from the API's
 * OpenAPI document (npm run api:types). */
import type { components } from '@leadscope/shared/api-types';

type Schemas = components['schemas'];

/** Server session status. */
export type SessionStatus = Schemas['CsvSessionSummaryDto']['status'];

/** POST /csv-persona/upload/ on success. */
export type UploadAnswer = Schemas['CsvPersonaUploadResponseDto'];

/** The status object of GET /csv-persona/sessions/{id}/status/. */
export type StatusObject = Schemas['CsvSessionStatusDto'];

export type SessionSummary = Schemas['CsvSessionSummaryDto'];

export type RowState = Schemas['CsvSessionRowDto']['state'];

export type SessionRow = Schemas['CsvSessionRowDto'];

export type SessionDetail = Schemas['CsvSessionDetailDto'];

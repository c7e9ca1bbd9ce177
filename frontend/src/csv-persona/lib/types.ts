/** The CSV persona objects as docs/api-csv-persona.md defines them (spec part 2 §3). */

/** Server session status. */
export type SessionStatus = 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled';

/** POST /csv-persona/upload/ on success. */
export interface UploadAnswer {
  success: true;
  upload_session_id: number | string;
  total_rows: number;
  status: SessionStatus;
  file_name: string;
  invalid_rows: { line: number; value: string; error: string }[];
  duplicate_rows: number;
  reused_rows: number;
  credits_needed: number;
  balance: number;
}

/** The status object of GET /csv-persona/sessions/{id}/status/. */
export interface StatusObject {
  status: SessionStatus;
  progress_percentage: number;
  completed: number;
  failed: number;
  pending: number;
  total_rows: number;
  is_complete: boolean;
}

export interface SessionSummary {
  id: number | string;
  file_name: string;
  status: SessionStatus;
  total_rows: number;
  completed: number;
  failed: number;
  pending: number;
  reused: number;
  charged_credits: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export type RowState = 'pending' | 'scraping' | 'analysing' | 'completed' | 'failed' | 'cancelled';

export interface SessionRow {
  line: number;
  linkedin_url: string;
  first_name: string | null;
  last_name: string | null;
  state: RowState | string;
  error: string | null;
  persona_id: number | null;
  reused: boolean;
}

export interface SessionDetail extends SessionSummary {
  rows: SessionRow[];
}

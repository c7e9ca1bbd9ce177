import type { CsvPersonaRow, CsvRowState } from './entities/csv-persona-row.entity';
import type { CsvPersonaSession, CsvSessionStatus } from './entities/csv-persona-session.entity';

/** Work rows per state, as counted from the rows. */
export type StateCounts = Record<CsvRowState, number> & { reused: number };

export const emptyCounts = (): StateCounts => ({
  pending: 0,
  scraping: 0,
  analysing: 0,
  completed: 0,
  failed: 0,
  cancelled: 0,
  reused: 0,
});

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export interface SessionSummary {
  id: string;
  file_name: string;
  status: CsvSessionStatus;
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

export function summary(session: CsvPersonaSession, counts: StateCounts): SessionSummary {
  return {
    id: session.id,
    file_name: session.file_name,
    status: session.status,
    total_rows: session.total_rows,
    completed: counts.completed,
    failed: counts.failed,
    pending: counts.pending + counts.scraping + counts.analysing,
    reused: counts.reused,
    charged_credits: counts.completed - counts.reused,
    created_at: iso(session.created_at) as string,
    updated_at: iso(session.updated_at) as string,
    finished_at: iso(session.finished_at),
  };
}

export function statusObject(session: CsvPersonaSession, counts: StateCounts) {
  const done = counts.completed + counts.failed + counts.cancelled;
  const isComplete = session.status !== 'processing';
  const total = session.total_rows;
  return {
    status: session.status,
    progress_percentage: isComplete ? 100 : total ? Math.min(99, Math.round((done / total) * 100)) : 0,
    completed: counts.completed,
    failed: counts.failed,
    pending: counts.pending + counts.scraping + counts.analysing,
    total_rows: total,
    is_complete: isComplete,
  };
}

/** The status a session ends with, from its rows. */
export function finalStatus(counts: StateCounts, cancelled: boolean): CsvSessionStatus {
  if (cancelled) return 'cancelled';
  if (counts.failed === 0) return 'completed';
  return counts.completed > 0 ? 'partially_completed' : 'failed';
}

export function rowView(row: CsvPersonaRow) {
  return {
    line: row.line,
    linkedin_url: row.linkedin_url,
    first_name: row.first_name,
    last_name: row.last_name,
    state: row.state,
    error: row.error,
    persona_id: row.persona_id,
    reused: Boolean(row.reused),
  };
}

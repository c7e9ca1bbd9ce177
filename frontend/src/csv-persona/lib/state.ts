import { CSV_PERSONA_MESSAGES, processedMessage } from './messages';
import type { StatusObject } from './types';

/** Status is polled this often while a session runs (spec part 2 §9). */
export const STATUS_POLL_MS = 3000;

export type ToastTone = 'success' | 'error' | 'blank';

/** The client-side states of spec part 2 §3/§4: idle, uploading, queued, processing, then success or error. */
export type ProcessState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'queued'; sessionId: string; totalRows: number }
  | { status: 'processing'; sessionId: string; progress: StatusObject | null }
  | { status: 'success'; message: string; completed: number; failed: number }
  | { status: 'error'; message: string };

export type ProcessEvent =
  | { type: 'start' }
  | { type: 'uploaded'; sessionId: string; totalRows: number }
  | { type: 'resumed'; sessionId: string }
  | { type: 'progress'; progress: StatusObject }
  | { type: 'finished'; state: Extract<ProcessState, { status: 'success' | 'error' }> }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialProcessState: ProcessState = { status: 'idle' };

/** A session that is uploading, waiting or running: the picker and the upload button wait for it. */
export const isRunning = (state: ProcessState) =>
  state.status === 'uploading' || state.status === 'queued' || state.status === 'processing';

export const sessionIdOf = (state: ProcessState): string | null =>
  state.status === 'queued' || state.status === 'processing' ? state.sessionId : null;

export function processReducer(state: ProcessState, event: ProcessEvent): ProcessState {
  switch (event.type) {
    case 'start':
      return { status: 'uploading' };
    case 'uploaded':
      return { status: 'queued', sessionId: event.sessionId, totalRows: event.totalRows };
    case 'resumed':
      // An upload started meanwhile wins over a session found running.
      return state.status === 'idle' ? { status: 'processing', sessionId: event.sessionId, progress: null } : state;
    case 'progress': {
      const sessionId = sessionIdOf(state);
      if (sessionId === null) return state;
      return { status: 'processing', sessionId, progress: event.progress };
    }
    case 'finished':
      return event.state;
    case 'failed':
      return { status: 'error', message: event.message };
    case 'reset':
      return initialProcessState;
  }
}

export interface Outcome {
  state: Extract<ProcessState, { status: 'success' | 'error' }>;
  toast: { tone: ToastTone; message: string };
}

/** What a finished session tells the user (spec part 2 §4, §8); null while it still runs. */
export function outcomeOf(status: StatusObject): Outcome | null {
  if (!status.is_complete && status.status === 'processing') return null;
  const { completed, failed } = status;
  switch (status.status) {
    case 'completed':
      return {
        state: { status: 'success', message: processedMessage(completed), completed, failed },
        toast: { tone: 'success', message: CSV_PERSONA_MESSAGES.completed },
      };
    case 'partially_completed':
      return {
        state: {
          status: 'success',
          message: `${processedMessage(completed)} ${failed} failed.`,
          completed,
          failed,
        },
        toast: { tone: 'success', message: CSV_PERSONA_MESSAGES.partial },
      };
    case 'failed':
      return {
        state: { status: 'error', message: CSV_PERSONA_MESSAGES.failedAll },
        toast: { tone: 'error', message: CSV_PERSONA_MESSAGES.failed },
      };
    case 'cancelled':
      return {
        state: {
          status: 'error',
          message: `${CSV_PERSONA_MESSAGES.cancelled}: ${completed} processed, ${failed} failed.`,
        },
        toast: { tone: 'blank', message: CSV_PERSONA_MESSAGES.cancelled },
      };
    default:
      // is_complete with a status this screen does not know: the counts still tell the outcome.
      return failed > 0 && completed === 0
        ? outcomeOf({ ...status, status: 'failed' })
        : outcomeOf({ ...status, status: failed > 0 ? 'partially_completed' : 'completed' });
  }
}

/** The progress bar's value: the server's percentage, else done / total, within 0..100. */
export function progressPercent(status: StatusObject | null): number {
  if (!status) return 0;
  const given = Number(status.progress_percentage);
  const value = Number.isFinite(given)
    ? given
    : status.total_rows > 0
      ? ((status.completed + status.failed) / status.total_rows) * 100
      : 0;
  return Math.max(0, Math.min(100, value));
}

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { shortfallOf } from '../personas/lib/messages';
import { csvPersonaApi } from './api';
import { CSV_PERSONA_MESSAGES } from './lib/messages';
import { forgetRunning, newestRunning, recallRunning, rememberRunning } from './lib/running';
import { initialProcessState, outcomeOf, processReducer, sessionIdOf, STATUS_POLL_MS, type Outcome } from './lib/state';
import type { UploadAnswer } from './lib/types';

/** How an upload ended for the page: started, refused for credits (with the shortfall), or failed. */
export type UploadResult =
  | { kind: 'started'; answer: UploadAnswer }
  | { kind: 'payment'; message: string; shortfall: number | null }
  | { kind: 'error'; message: string };

/** The server's own error text, else the spec's upload failure. */
function uploadError(error: unknown): { message: string; status: number; shortfall: number | null } {
  if (!(error instanceof ApiError)) return { message: CSV_PERSONA_MESSAGES.uploadFailed, status: 0, shortfall: null };
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as {
    error?: unknown;
    shortfall?: unknown;
  };
  const message = typeof body.error === 'string' && body.error ? body.error : CSV_PERSONA_MESSAGES.uploadFailed;
  const given = Number(body.shortfall);
  const shortfall = Number.isFinite(given) && given > 0 ? Math.ceil(given) : shortfallOf(message);
  return { message, status: error.status, shortfall };
}

/**
 * One CSV persona session at a time: the upload, the status polled every 3 s until it is complete, Cancel, and
 * the session that was running when the tab was left or the page reloaded (remembered locally, else the newest
 * one the server still processes). `onFinished` runs once per finished session, `onStarted` once per upload.
 */
export function useCsvPersonaSession({ onStarted, onFinished }: { onStarted: () => void; onFinished: () => void }) {
  const [state, dispatch] = useReducer(processReducer, initialProcessState);
  const [upload, setUpload] = useState<UploadAnswer | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const notify = useNotify();
  const finished = useRef(new Set<string>());
  /** A resumed session is polled at once; a new upload first waits one interval. */
  const pollAtOnce = useRef(false);
  const callbacks = useRef({ onStarted, onFinished });
  useEffect(() => {
    callbacks.current = { onStarted, onFinished };
  }, [onStarted, onFinished]);

  const finish = useCallback(
    (sessionId: string, outcome: Outcome) => {
      if (finished.current.has(sessionId)) return;
      finished.current.add(sessionId);
      forgetRunning();
      dispatch({ type: 'finished', state: outcome.state });
      const { tone, message } = outcome.toast;
      if (tone === 'success') notify.success(message);
      else if (tone === 'error') notify.error(message);
      else notify.blank(message);
      callbacks.current.onFinished();
    },
    [notify],
  );

  // A session left running: the one remembered here, else the newest the server still processes.
  useEffect(() => {
    let active = true;
    const resume = (id: string) => {
      pollAtOnce.current = true;
      dispatch({ type: 'resumed', sessionId: id });
    };
    const remembered = recallRunning();
    if (remembered) {
      resume(remembered);
      return;
    }
    csvPersonaApi
      .sessions(1, 20)
      .then(({ sessions }) => {
        const running = active ? newestRunning(sessions ?? []) : null;
        if (!running) return;
        rememberRunning(String(running.id));
        resume(String(running.id));
      })
      .catch((error: unknown) => console.info('[csv-persona] sessions not loaded', error));
    return () => {
      active = false;
    };
  }, []);

  const sessionId = sessionIdOf(state);
  useEffect(() => {
    if (sessionId === null) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const status = await csvPersonaApi.status(sessionId);
        if (!active) return;
        const outcome = outcomeOf(status);
        if (outcome) {
          finish(sessionId, outcome);
          return;
        }
        dispatch({ type: 'progress', progress: status });
      } catch (error) {
        if (!active) return;
        if (error instanceof ApiError && error.status === 404) {
          // Gone, or another user's session remembered on this browser: nothing runs.
          forgetRunning();
          dispatch({ type: 'reset' });
          return;
        }
        // Polling errors are only logged (spec part 2 §8); the next tick tries again.
        console.info('[csv-persona] status check failed', error);
      }
      if (active) timer = setTimeout(() => void poll(), STATUS_POLL_MS);
    };
    timer = setTimeout(() => void poll(), pollAtOnce.current ? 0 : STATUS_POLL_MS);
    pollAtOnce.current = false;
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sessionId, finish]);

  const start = useCallback(
    async (file: File): Promise<UploadResult> => {
      dispatch({ type: 'start' });
      setUpload(null);
      try {
        const answer = await csvPersonaApi.upload(file);
        const id = String(answer.upload_session_id);
        rememberRunning(id);
        setUpload(answer);
        dispatch({ type: 'uploaded', sessionId: id, totalRows: answer.total_rows });
        callbacks.current.onStarted();
        return { kind: 'started', answer };
      } catch (error) {
        const problem = uploadError(error);
        dispatch({ type: 'failed', message: problem.message });
        notify.error(problem.message);
        if (problem.status === 402) return { kind: 'payment', message: problem.message, shortfall: problem.shortfall };
        return { kind: 'error', message: problem.message };
      }
    },
    [notify],
  );

  const cancel = useCallback(async () => {
    if (sessionId === null) return;
    setCancelling(true);
    try {
      await csvPersonaApi.cancel(sessionId);
      const outcome = outcomeOf(await csvPersonaApi.status(sessionId));
      if (outcome) finish(sessionId, outcome);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : CSV_PERSONA_MESSAGES.cancelFailed);
    } finally {
      setCancelling(false);
    }
  }, [sessionId, finish, notify]);

  const reset = useCallback(() => {
    setUpload(null);
    dispatch({ type: 'reset' });
  }, []);

  return { state, upload, cancelling, start, cancel, reset };
}

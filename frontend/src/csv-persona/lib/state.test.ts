import { describe, expect, it } from 'vitest';
import { initialProcessState, isRunning, outcomeOf, processReducer, progressPercent, sessionIdOf } from './state';
import type { StatusObject } from './types';

const status = (overrides: Partial<StatusObject> = {}): StatusObject => ({
  status: 'processing',
  progress_percentage: 40,
  completed: 2,
  failed: 0,
  pending: 3,
  total_rows: 5,
  is_complete: false,
  ...overrides,
});

describe('processReducer', () => {
  it('goes idle → uploading → queued → processing with the session id', () => {
    let state = processReducer(initialProcessState, { type: 'start' });
    expect(state).toEqual({ status: 'uploading' });
    expect(isRunning(state)).toBe(true);
    state = processReducer(state, { type: 'uploaded', sessionId: '7', totalRows: 5 });
    expect(state).toEqual({ status: 'queued', sessionId: '7', totalRows: 5 });
    state = processReducer(state, { type: 'progress', progress: status() });
    expect(state).toEqual({ status: 'processing', sessionId: '7', progress: status() });
    expect(sessionIdOf(state)).toBe('7');
  });

  it('ends in success or error and stops running', () => {
    const done = processReducer(
      { status: 'processing', sessionId: '7', progress: null },
      { type: 'finished', state: { status: 'success', message: 'ok', completed: 5, failed: 0 } },
    );
    expect(isRunning(done)).toBe(false);
    expect(sessionIdOf(done)).toBeNull();
    expect(processReducer({ status: 'uploading' }, { type: 'failed', message: 'bad' })).toEqual({
      status: 'error',
      message: 'bad',
    });
  });

  it('resumes a running session only when nothing else is going on', () => {
    expect(processReducer(initialProcessState, { type: 'resumed', sessionId: '3' })).toEqual({
      status: 'processing',
      sessionId: '3',
      progress: null,
    });
    const uploading = { status: 'uploading' } as const;
    expect(processReducer(uploading, { type: 'resumed', sessionId: '3' })).toBe(uploading);
  });

  it('ignores progress when no session runs', () => {
    expect(processReducer(initialProcessState, { type: 'progress', progress: status() })).toBe(initialProcessState);
  });
});

describe('outcomeOf', () => {
  it('is null while the session runs', () => {
    expect(outcomeOf(status())).toBeNull();
  });

  it('says completed with the processed count', () => {
    expect(outcomeOf(status({ status: 'completed', completed: 4, pending: 0, is_complete: true }))).toEqual({
      state: { status: 'success', message: 'Successfully processed 4 profiles!', completed: 4, failed: 0 },
      toast: { tone: 'success', message: 'CSV persona processing completed!' },
    });
  });

  it('shows partially_completed as a success with the failed count', () => {
    const outcome = outcomeOf(status({ status: 'partially_completed', completed: 3, failed: 1, is_complete: true }));
    expect(outcome?.state).toEqual({
      status: 'success',
      message: 'Successfully processed 3 profiles! 1 failed.',
      completed: 3,
      failed: 1,
    });
    expect(outcome?.toast).toEqual({ tone: 'success', message: 'CSV persona processing completed with some errors' });
  });

  it('says failed for all profiles', () => {
    expect(outcomeOf(status({ status: 'failed', completed: 0, failed: 5, is_complete: true }))).toEqual({
      state: { status: 'error', message: 'Processing failed for all profiles' },
      toast: { tone: 'error', message: 'CSV persona processing failed' },
    });
  });

  it('reports a cancelled session without an error toast', () => {
    const outcome = outcomeOf(status({ status: 'cancelled', is_complete: true }));
    expect(outcome?.toast.tone).toBe('blank');
    expect(outcome?.state.status).toBe('error');
  });
});

describe('progressPercent', () => {
  it('uses the server percentage within 0..100', () => {
    expect(progressPercent(status({ progress_percentage: 40 }))).toBe(40);
    expect(progressPercent(status({ progress_percentage: 140 }))).toBe(100);
    expect(progressPercent(null)).toBe(0);
  });

  it('falls back to done / total', () => {
    expect(progressPercent(status({ progress_percentage: Number.NaN, completed: 1, failed: 1, total_rows: 4 }))).toBe(
      50,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isFinished, profileStateLabel, progressOf } from './progress';

describe('progressOf', () => {
  it('turns done and total into a percent and a label', () => {
    expect(progressOf({ done: 1, total: 3 })).toEqual({
      done: 1,
      total: 3,
      percent: 33,
      label: '1 of 3 profiles processed',
    });
    expect(progressOf({ done: 3, total: 3 }).percent).toBe(100);
  });

  it('uses the number asked for before the job has answered, and clamps odd answers', () => {
    expect(progressOf(null, 4)).toMatchObject({ done: 0, total: 4, percent: 0 });
    expect(progressOf({ done: 5, total: 2 })).toMatchObject({ done: 2, total: 2, percent: 100 });
    expect(progressOf({ done: -1, total: 0 })).toMatchObject({ done: 0, total: 0, percent: 0 });
  });
});

describe('job status', () => {
  it('is finished when completed or failed', () => {
    expect(isFinished('completed')).toBe(true);
    expect(isFinished('failed')).toBe(true);
    expect(isFinished('running')).toBe(false);
    expect(isFinished('queued')).toBe(false);
  });

  it('labels each profile state', () => {
    expect(profileStateLabel('analyzing')).toBe('Analysing');
    expect(profileStateLabel('mystery')).toBe('mystery');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/httpClient';
import { duplicateOf, serverError } from './apiErrors';

const clash = (body: unknown) => new ApiError(409, 'duplicate_name', body);

describe('duplicateOf', () => {
  it("reads the existing template's id from a 409 duplicate_name", () => {
    const body = { success: false, error: 'duplicate_name', code: 'duplicate_name', template_id: 7 };
    expect(duplicateOf(clash(body))).toEqual({ duplicate: true, templateId: 7 });
  });

  it('tells a clash without an id apart', () => {
    expect(duplicateOf(clash({ success: false, error: 'duplicate_name' }))).toEqual({
      duplicate: true,
      templateId: undefined,
    });
  });

  it('is not a clash for other failures', () => {
    expect(duplicateOf(new ApiError(409, 'Conflict', { code: 'something_else', template_id: 7 }))).toEqual({
      duplicate: false,
    });
    expect(duplicateOf(new ApiError(400, 'duplicate_name', { code: 'duplicate_name' }))).toEqual({ duplicate: false });
    expect(duplicateOf(new Error('duplicate_name'))).toEqual({ duplicate: false });
  });
});

describe('serverError', () => {
  it("prefers the server's error text", () => {
    expect(serverError(new ApiError(429, 'You have used your 30 page generations for this hour.'), 'x')).toBe(
      'You have used your 30 page generations for this hour.',
    );
  });

  it('falls back when the server was not reached or the failure is not an API answer', () => {
    expect(serverError(new ApiError(0, 'Network error: offline'), 'Generation failed')).toBe('Generation failed');
    expect(serverError(new Error('boom'), 'Generation failed')).toBe('Generation failed');
  });
});

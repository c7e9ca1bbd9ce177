import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/httpClient';
import {
  AnalysisError,
  analysisSuccessMessage,
  describeAnalysisError,
  emailErrorMessage,
  PERSONA_MESSAGES,
  shortfallOf,
} from './messages';

const apiError = (status: number, error: string, code?: string) =>
  new ApiError(status, error, code ? { success: false, error, code } : undefined);

describe('persona messages', () => {
  it('counts the analysed profiles in the success notice', () => {
    expect(analysisSuccessMessage(3)).toBe('Successfully analyzed 3 LinkedIn profiles!');
  });

  it("prefixes the email error text, or falls back to the spec's sentence", () => {
    expect(emailErrorMessage(new Error('AI timed out'))).toBe('Error generating email: AI timed out');
    expect(emailErrorMessage(undefined)).toBe('Failed to generate email. Please try again.');
  });

  it('reads the shortfall out of the insufficient-credits text', () => {
    expect(shortfallOf('Insufficient persona analyses remaining. You need 4 more credits.')).toBe(4);
    expect(shortfallOf('You need 1 more credit.')).toBe(1);
    expect(shortfallOf('Insufficient credits')).toBeNull();
  });
});

describe('describeAnalysisError', () => {
  it('offers a payment with the shortfall on 402', () => {
    const text = 'Insufficient persona analyses remaining. You need 2 more credits.';
    expect(describeAnalysisError(apiError(402, text, 'insufficient_credits'))).toEqual({
      kind: 'payment',
      message: text,
      shortfall: 2,
    });
  });

  it('says a not-configured installation plainly', () => {
    expect(
      describeAnalysisError(apiError(503, 'LinkedIn scraping is not configured', 'scraper_not_configured')),
    ).toEqual({
      kind: 'unavailable',
      message: 'LinkedIn scraping is not configured',
    });
  });

  it("shows the server's error text, else 'LinkedIn analysis failed'", () => {
    expect(describeAnalysisError(apiError(400, 'Not a LinkedIn profile URL: x', 'invalid_linkedin_url')).message).toBe(
      'Not a LinkedIn profile URL: x',
    );
    expect(describeAnalysisError(apiError(502, 'Bad Gateway'))).toEqual({
      kind: 'error',
      message: PERSONA_MESSAGES.analysisFailed,
    });
    expect(describeAnalysisError(new AnalysisError('Vendor down')).message).toBe('Vendor down');
    expect(describeAnalysisError(new TypeError('boom'))).toEqual({
      kind: 'error',
      message: 'LinkedIn analysis failed',
    });
    expect(describeAnalysisError(new ApiError(0, 'Network error: offline'), 'Other').message).toBe('Other');
  });
});

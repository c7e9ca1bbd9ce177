/** The persona flows' messages, verbatim from spec part 1 §5 and §8, and how a failed call reads. */
import { ApiError } from '../../lib/httpClient';

export const PERSONA_MESSAGES = {
  selectAtLeastOne: 'Please select at least one profile to analyze',
  noUrls: 'No LinkedIn URLs provided',
  noProfiles: 'No LinkedIn profiles found in search results',
  analysisFailed: 'LinkedIn analysis failed',
  saveFailed: 'Failed to save persona analysis results',
  nothingToSave: 'No persona analysis results found to save',
  notCompleted: 'Analysis not completed',
  detailMissing: 'Persona analysis data not found in response.',
  detailFailed: 'Failed to load persona analysis. Please try again.',
  notAvailable: 'Persona analysis data is not available for this result.',
  emailFailed: 'Failed to generate email. Please try again.',
  emailCopied: 'Email copied to clipboard!',
  copyFailed: 'Failed to copy to clipboard',
  /** Not in the catalogue: the loading notice's wording, with the spec's estimate. */
  analyzing: 'Analyzing LinkedIn profiles... This may take 1-3 minutes.',
  tooltip: 'Analysis takes 1-3 minutes',
  iceBreakerCopied: 'Ice breaker copied to clipboard!',
  popupBlocked: 'The pop-up window was blocked. Allow pop-ups for this site to view the analysis.',
  analyzingText: 'Analyzing the profile text...',
  textSuccess: 'Persona analysis created from the text!',
  textFailed: 'Persona analysis failed',
  textTooShort: 'Paste at least 30 characters of profile text.',
  textTooLong: 'The text may be at most 20000 characters.',
} as const;

export const analysisSuccessMessage = (count: number) => `Successfully analyzed ${count} LinkedIn profiles!`;

export const emailErrorMessage = (error: unknown) => {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text ? `Error generating email: ${text}` : PERSONA_MESSAGES.emailFailed;
};

/** 'You need 4 more credits.' → 4; null when the text names no number. */
export function shortfallOf(message: string): number | null {
  const match = /need\s+(\d+)\s+more\s+credits?/i.exec(message);
  const value = match ? Number(match[1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A failure the user is told about as it is (a failed job's text, or the spec's fallback). */
export class AnalysisError extends Error {}

export type AnalysisProblem =
  /** 402: not enough credits; offer the payment dialog preset with the shortfall. */
  | { kind: 'payment'; message: string; shortfall: number | null }
  /** 503: scraping or AI not configured on this installation; said plainly, not as the user's failure. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'error'; message: string };

/** How a failed analysis call reads: the server's text when it gave one, else the fallback. */
export function describeAnalysisError(
  error: unknown,
  fallback: string = PERSONA_MESSAGES.analysisFailed,
): AnalysisProblem {
  if (error instanceof AnalysisError) return { kind: 'error', message: error.message || fallback };
  if (error instanceof ApiError) {
    const serverText = error.code || (error.status >= 400 && error.status < 500) ? error.message : '';
    if (error.status === 402 || error.code === 'insufficient_credits') {
      const message = serverText || fallback;
      return { kind: 'payment', message, shortfall: shortfallOf(message) };
    }
    if (error.status === 503 && serverText) return { kind: 'unavailable', message: serverText };
    if (serverText && error.status !== 404) return { kind: 'error', message: serverText };
  }
  return { kind: 'error', message: fallback };
}

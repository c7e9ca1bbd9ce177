import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app-exception';

/**
 * What the AI port throws. The messages are written for the person who clicked the button: they never carry the
 * API key nor the vendor's raw body, at most a short refusal text.
 */

const REFUSAL_MAX_CHARS = 300;

export const aiNotConfigured = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'ai_not_configured', 'AI analysis is not configured');

export const aiInvalidOutput = () =>
  new AppException(
    HttpStatus.BAD_GATEWAY,
    'ai_invalid_output',
    'The AI service returned an invalid answer twice. Please try again.',
  );

export const aiRefused = (refusal: string) => {
  const text = refusal.replace(/\s+/g, ' ').trim();
  const short = text.length > REFUSAL_MAX_CHARS ? `${text.slice(0, REFUSAL_MAX_CHARS - 1)}…` : text;
  return new AppException(
    HttpStatus.BAD_GATEWAY,
    'ai_refused',
    `The AI service declined to answer: ${short || 'no reason given'}`,
  );
};

export const aiRateLimited = () =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'ai_rate_limited',
    'The AI service is busy. Please try again in a minute.',
  );

export const aiQuotaExceeded = () =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'ai_quota_exceeded',
    'The AI service quota of this installation is used up. Please contact the administrator.',
  );

export const aiTimeout = () =>
  new AppException(
    HttpStatus.GATEWAY_TIMEOUT,
    'ai_timeout',
    'The AI service took too long to answer. Please try again.',
  );

/** The server failed, could not be reached, or rejected our request; `reason` is our own short wording. */
export const aiUnavailable = (reason = 'The AI service is unavailable. Please try again later.') =>
  new AppException(HttpStatus.BAD_GATEWAY, 'ai_unavailable', reason);

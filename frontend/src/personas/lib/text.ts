/** The persona-from-text form (POST /linkedin/persona-analysis/ takes 30..20000 characters). */
import { PERSONA_MESSAGES } from './messages';

export const TEXT_MIN = 30;
export const TEXT_MAX = 20000;

/** The problem with the pasted text, or null when it can be sent. */
export function validatePersonaText(text: string): string | null {
  const length = text.trim().length;
  if (length < TEXT_MIN) return PERSONA_MESSAGES.textTooShort;
  if (length > TEXT_MAX) return PERSONA_MESSAGES.textTooLong;
  return null;
}

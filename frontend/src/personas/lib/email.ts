/** Outreach e-mail generation (spec part 1 §2.7, §4 "Email generation"; POST /email/). */
import type { EmailType, GeneratedEmail } from './types';

export const EMAIL_TYPES: readonly { value: EmailType; label: string }[] = [
  { value: 1, label: 'Cold Outreach' },
  { value: 2, label: 'Follow Up' },
  { value: 3, label: 'Meeting Request' },
];

export const FIRST_VARIATION = 1;

export const emailTypeLabel = (type: EmailType) => EMAIL_TYPES.find((t) => t.value === type)?.label ?? '';

export function emailRequest(personaId: number, emailType: EmailType, variation: number) {
  return { personaId, emailType, variation: Math.max(FIRST_VARIATION, Math.floor(variation)) };
}

/** The variation after a step, never below 1. */
export const stepVariation = (variation: number, step: number) => Math.max(FIRST_VARIATION, variation + step);

/** What Copy puts on the clipboard. */
export const emailClipboardText = (email: Pick<GeneratedEmail, 'subject' | 'body'>) =>
  `Subject: ${email.subject}\n\n${email.body}`;

/** The personalisation summary's rows, in the spec's order. */
export function personalizationRows(email: GeneratedEmail | null | undefined): [string, string][] {
  const applied = email?.personalization_applied;
  const value = (text: unknown) => (typeof text === 'string' && text.trim() ? text.trim() : '—');
  return [
    ['Communication Style', value(applied?.communication_style)],
    ['Email Tone', value(applied?.email_tone)],
    ['Risk Level', value(applied?.risk_level)],
    ['Top Decision Driver', value(applied?.top_decision_driver)],
  ];
}

/** The e-mail of a POST /email/ answer; an answer without one is a failure with the server's text. */
export function emailFromResponse(
  response: { success?: boolean; email?: GeneratedEmail | null; error?: string } | null,
) {
  const email = response?.email;
  if (response?.success === false || !email || typeof email.subject !== 'string' || typeof email.body !== 'string') {
    throw new Error(response?.error ?? '');
  }
  return email;
}

/**
 * Requests are numbered so that only the newest answer is shown when the type or variation changes while one is
 * still on its way.
 */
export function createRequestCounter() {
  let latest = 0;
  return { next: () => ++latest, isLatest: (ticket: number) => ticket === latest };
}

import { describe, expect, it } from 'vitest';
import {
  createRequestCounter,
  EMAIL_TYPES,
  emailClipboardText,
  emailFromResponse,
  emailRequest,
  emailTypeLabel,
  personalizationRows,
  stepVariation,
} from './email';

describe('email generation', () => {
  it('offers the three types in the spec order', () => {
    expect(EMAIL_TYPES.map((t) => `${t.value} ${t.label}`)).toEqual([
      '1 Cold Outreach',
      '2 Follow Up',
      '3 Meeting Request',
    ]);
    expect(emailTypeLabel(3)).toBe('Meeting Request');
  });

  it('builds the request with a variation of at least 1', () => {
    expect(emailRequest(12, 2, 3)).toEqual({ personaId: 12, emailType: 2, variation: 3 });
    expect(emailRequest(12, 1, 0)).toEqual({ personaId: 12, emailType: 1, variation: 1 });
    expect(stepVariation(1, -1)).toBe(1);
    expect(stepVariation(1, 1)).toBe(2);
  });

  it('copies the subject and the body', () => {
    expect(emailClipboardText({ subject: 'Hi', body: 'Line' })).toBe('Subject: Hi\n\nLine');
  });

  it('lists the personalisation summary, dashing what is missing', () => {
    expect(
      personalizationRows({
        subject: 's',
        body: 'b',
        personalization_applied: {
          communication_style: 'Direct',
          email_tone: 'Concise',
          risk_level: 'low',
          top_decision_driver: null,
        },
      }),
    ).toEqual([
      ['Communication Style', 'Direct'],
      ['Email Tone', 'Concise'],
      ['Risk Level', 'low'],
      ['Top Decision Driver', '—'],
    ]);
  });

  it("takes the e-mail out of the answer, or fails with the server's text", () => {
    const email = {
      subject: 'S',
      body: 'B',
      personalization_applied: { communication_style: '', email_tone: '', risk_level: '', top_decision_driver: null },
    };
    expect(emailFromResponse({ success: true, email })).toBe(email);
    expect(() => emailFromResponse({ success: false, error: 'AI timed out' })).toThrow('AI timed out');
    expect(() => emailFromResponse(null)).toThrow('');
  });

  it('knows which request is the newest', () => {
    const counter = createRequestCounter();
    const first = counter.next();
    const second = counter.next();
    expect(counter.isLatest(first)).toBe(false);
    expect(counter.isLatest(second)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { creditState, LOW_CREDIT_THRESHOLD, normaliseUsageInfo, usagePercent } from './libUsage';

describe('usagePercent', () => {
  it('is used over total as a percentage', () => {
    expect(usagePercent(1, 4)).toBe(25);
    expect(usagePercent(3, 3)).toBe(100);
  });

  it('is capped at 100 when more was used than granted', () => {
    expect(usagePercent(12, 10)).toBe(100);
  });

  it('is 0 without credits or usage', () => {
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(5, 0)).toBe(0);
    expect(usagePercent(0, 10)).toBe(0);
    expect(usagePercent(-1, 10)).toBe(0);
    expect(usagePercent(Number.NaN, 10)).toBe(0);
  });
});

describe('creditState', () => {
  it('says No Credits Available at 0', () => {
    expect(creditState(0)).toBe('empty');
    expect(creditState(-3)).toBe('empty');
  });

  it('warns at two credits or fewer', () => {
    expect(LOW_CREDIT_THRESHOLD).toBe(2);
    expect(creditState(1)).toBe('low');
    expect(creditState(2)).toBe('low');
  });

  it('is quiet from three credits on', () => {
    expect(creditState(3)).toBe('ok');
    expect(creditState(1000)).toBe('ok');
  });
});

describe('normaliseUsageInfo', () => {
  it('keeps a complete answer as it is', () => {
    const info = normaliseUsageInfo({
      success: true,
      usage: { available_personas: 28, persona_analyses_used: 0, persona_credits: 28, plan_type: 'basic' },
      transactions: [
        {
          id: 7,
          created_at: '2024-05-01T09:30:00Z',
          type: 'purchase',
          credits: 25,
          payment_amount: 25,
          status: 'completed',
          description: 'Stripe checkout',
        },
      ],
      statistics: { total_searches: 4, total_personas: 2 },
      wallet_balance: 10.5,
      payments_enabled: true,
    });
    expect(info.usage).toEqual({
      available_personas: 28,
      persona_analyses_used: 0,
      persona_credits: 28,
      plan_type: 'basic',
    });
    expect(info.transactions[0]).toMatchObject({ id: 7, type: 'purchase', credits: 25, payment_amount: 25 });
    expect(info.statistics).toEqual({ total_searches: 4, total_personas: 2 });
    expect(info.wallet_balance).toBe(10.5);
    expect(info.payments_enabled).toBe(true);
  });

  it('reads missing parts as zero, Free and empty', () => {
    const info = normaliseUsageInfo({ success: true });
    expect(info.usage).toEqual({
      available_personas: 0,
      persona_analyses_used: 0,
      persona_credits: 0,
      plan_type: 'free',
    });
    expect(info.transactions).toEqual([]);
    expect(info.statistics).toEqual({ total_searches: 0, total_personas: 0 });
    expect(info.wallet_balance).toBe(0);
    // Unknown, not false: only the server saying so turns the card payment buttons off.
    expect(info.payments_enabled).toBeNull();
  });

  it('accepts numbers sent as strings and keeps a null payment amount', () => {
    const info = normaliseUsageInfo({
      usage: { available_personas: '3', persona_credits: '3', plan_type: 'FREE' },
      transactions: [{ id: 'a', type: 'bonus', credits: '3', payment_amount: null, status: 'completed' }, null],
      wallet_balance: '12.50',
    });
    expect(info.usage.available_personas).toBe(3);
    expect(info.usage.plan_type).toBe('free');
    expect(info.transactions).toHaveLength(1);
    expect(info.transactions[0]).toMatchObject({ credits: 3, payment_amount: null });
    expect(info.wallet_balance).toBe(12.5);
  });
});

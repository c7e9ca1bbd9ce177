import { describe, expect, it } from 'vitest';
import {
  creditsLabel,
  formatCount,
  formatCredits,
  formatDateTime,
  formatMoney,
  formatPrice,
  planName,
  transactionStatusColor,
  transactionStatusLabel,
  transactionTypeLabel,
} from './libFormat';

describe('formatMoney', () => {
  it('shows dollars with cents and thousands separators', () => {
    expect(formatMoney(25)).toBe('$25.00');
    expect(formatMoney(29.99)).toBe('$29.99');
    expect(formatMoney(1000)).toBe('$1,000.00');
  });

  it('shows a dash when no money moved', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatPrice', () => {
  it('drops the cents of whole prices only', () => {
    expect(formatPrice(25)).toBe('$25');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(99.99)).toBe('$99.99');
  });
});

describe('formatCredits', () => {
  it('signs credits in and out of the balance', () => {
    expect(formatCredits(25)).toBe('+25');
    expect(formatCredits(-1)).toBe('-1');
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(1500)).toBe('+1,500');
  });

  it('reads a missing value as zero', () => {
    expect(formatCredits(null)).toBe('0');
  });
});

describe('formatCount and creditsLabel', () => {
  it('groups thousands and reads missing counts as zero', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(undefined)).toBe('0');
  });

  it('uses the singular for one credit', () => {
    expect(creditsLabel(1)).toBe('1 credit');
    expect(creditsLabel(25)).toBe('25 credits');
  });
});

describe('formatDateTime', () => {
  it('formats an ISO date-time in the given zone', () => {
    expect(formatDateTime('2024-05-01T09:30:05.000Z', 'UTC')).toBe('May 1, 2024, 9:30 AM');
  });

  it('keeps text that is not a date and dashes an empty one', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('labels', () => {
  it('names plans, defaulting to Free', () => {
    expect(planName('premium')).toBe('Premium');
    expect(planName('ENTERPRISE')).toBe('Enterprise');
    expect(planName(undefined)).toBe('Free');
    expect(planName('gold')).toBe('Gold');
  });

  it('names transaction types and statuses', () => {
    expect(transactionTypeLabel('purchase')).toBe('Purchase');
    expect(transactionTypeLabel('bonus')).toBe('Bonus');
    expect(transactionTypeLabel('refund')).toBe('Refund');
    expect(transactionStatusLabel('pending')).toBe('Pending');
  });

  it('colours statuses by outcome', () => {
    expect(transactionStatusColor('completed')).toBe('success');
    expect(transactionStatusColor('pending')).toBe('warning');
    expect(transactionStatusColor('failed')).toBe('error');
    expect(transactionStatusColor('unknown')).toBe('default');
  });
});

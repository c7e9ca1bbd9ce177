import type { AtomicStep } from '../../database/atomic-writer';

/**
 * The statements of credit reservations (table credit_reservations). They run inside ledger writes, after the
 * balance row's lock, so a reservation and the charges against it are ordered with every other balance write.
 */
export const reservationStatements = {
  /**
   * Reserves `credits` for `reference` only when the balance minus every active reservation's unused part covers
   * it: 'unchanged' when short, 'duplicate' when the reference is reserved already.
   */
  reserve(userId: number, reference: string, credits: number, now: Date): AtomicStep {
    return {
      label: 'reserve',
      sql:
        'INSERT INTO credit_reservations (user_id, reference, credits, settled, status, created_at, updated_at) ' +
        "SELECT ?, ?, ?, 0, 'active', ?, ? FROM credit_balances b WHERE b.user_id = ? AND b.credits - COALESCE((" +
        "SELECT SUM(r.credits - r.settled) FROM credit_reservations r WHERE r.user_id = ? AND r.status = 'active'" +
        '), 0) >= ?',
      params: [userId, reference, credits, now, now, userId, userId, credits],
      mustChange: true,
    };
  },

  /** Counts a charge against the reservation (never beyond what it reserved). */
  settle(reference: string, credits: number, now: Date): AtomicStep {
    return {
      label: 'settle',
      sql:
        'UPDATE credit_reservations SET settled = settled + ?, updated_at = ? ' +
        "WHERE reference = ? AND status = 'active' AND settled + ? <= credits",
      params: [credits, now, reference, credits],
    };
  },

  /** Ends the reservation: what it did not use is available again. */
  release(reference: string, now: Date): AtomicStep {
    return {
      label: 'release',
      sql: "UPDATE credit_reservations SET status = 'released', updated_at = ? WHERE reference = ? AND status = 'active'",
      params: [now, reference],
    };
  },

  /** The unused part of the user's active reservations. */
  reservedSql:
    "SELECT COALESCE(SUM(credits - settled), 0) AS reserved FROM credit_reservations WHERE user_id = ? AND status = 'active'",
};

/** Single-row writes: no implicit transaction, which on SQLite's shared connection could swallow other requests' statements. */
export const NO_TRANSACTION = { transaction: false } as const;

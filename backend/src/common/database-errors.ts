import { HttpStatus } from '@nestjs/common';
import { AppException } from './app-exception';

/** Driver codes that mean "the database cannot be reached or cannot serve now", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  // network (mysql2 passes the socket's code through)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // mysql2 / MySQL / MariaDB
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_SERVER_GONE_ERROR',
  'ER_SERVER_LOST',
  'ER_NORMAL_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'ER_HOST_IS_BLOCKED',
  // SQLite (better-sqlite3)
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_PROTOCOL',
]);

const UNAVAILABLE_MESSAGES = [
  /the database connection is not open/i,
  /pool is closed/i,
  /can't add new command when connection is in closed state/i,
  /connection is not established/i,
  /connection lost/i,
];

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is unavailable, try again shortly';

/** True for errors (raw or wrapped by TypeORM in driverError) that mean the database is down or saturated. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const candidate = error as { code?: unknown; fatal?: unknown; message?: unknown; driverError?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR')) return true;
  // mysql2 marks errors that killed the connection as fatal.
  if (candidate.fatal === true && !code.startsWith('ER_PARSE')) return true;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseUnavailable(candidate.driverError, depth + 1);
}

export const databaseUnavailable = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE);

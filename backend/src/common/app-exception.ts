import { HttpException, HttpStatus } from '@nestjs/common';

/** An error with a human message and a stable machine code, rendered as {success:false, error, code}. */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super({ error: message, code, errors: fieldErrors }, status);
    this.message = message;
  }
}

export const badRequest = (code: string, message: string, fieldErrors?: Record<string, string>) =>
  new AppException(HttpStatus.BAD_REQUEST, code, message, fieldErrors);
export const unauthorized = (code: string, message: string) => new AppException(HttpStatus.UNAUTHORIZED, code, message);
export const forbidden = (code: string, message: string) => new AppException(HttpStatus.FORBIDDEN, code, message);
export const notFound = (code: string, message: string) => new AppException(HttpStatus.NOT_FOUND, code, message);
export const conflict = (code: string, message: string) => new AppException(HttpStatus.CONFLICT, code, message);

/** 429 with how long to wait; the global filter sends it as Retry-After. */
export class TooManyRequestsException extends AppException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'too_many_requests', message);
  }
}

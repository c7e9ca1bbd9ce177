import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toEnvelope } from '../common/error-envelope.filter';
import { DuplicateNameException, GenerationLimitException } from './landing.errors';

/**
 * The two landing answers the shared envelope cannot carry: the 409 duplicate_name body with template_id, and
 * the Retry-After header of the generation limit. Everything else reaches the global filter untouched.
 */
@Catch(DuplicateNameException, GenerationLimitException)
export class LandingExceptionFilter implements ExceptionFilter {
  catch(exception: DuplicateNameException | GenerationLimitException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DuplicateNameException) {
      response.status(exception.getStatus()).json(exception.getResponse());
      return;
    }
    response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    const { status, body } = toEnvelope(exception);
    response.status(status).json(body);
  }
}

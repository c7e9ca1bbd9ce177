import { HttpStatus } from '@nestjs/common';
import { insufficientCreditsMessage } from '../billing/billing.errors';
import { AppException, badRequest, notFound } from '../common/app-exception';
import { NO_VALID_ROWS } from './csv-persona-reader';

export const sessionNotFound = () => notFound('csv_session_not_found', 'CSV persona session not found');
export const noValidRows = () => badRequest('no_valid_rows', NO_VALID_ROWS);

/** The whole file's 402: the spec's message, plus what the screen presets the payment dialog with. */
export class FileCreditsShort extends AppException {
  constructor(
    readonly shortfall: number,
    readonly creditsNeeded: number,
    readonly balance: number,
  ) {
    super(HttpStatus.PAYMENT_REQUIRED, 'insufficient_credits', insufficientCreditsMessage(shortfall));
  }
}

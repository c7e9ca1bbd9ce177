import { HttpException, HttpStatus } from '@nestjs/common';
import { AppException, badRequest, notFound } from '../common/app-exception';

/** What the landing module answers when a request cannot be served. Messages come from the spec where it has one. */

export const PROMPT_REQUIRED = 'Please enter a prompt';
export const REGENERATE_HTML_REQUIRED = 'Generate or load a template first';
export const DESIGN_PROMPT_REQUIRED = 'Enter a design prompt';
export const NOTHING_TO_SAVE = 'Nothing to save';
export const NOTHING_TO_UPDATE = 'Nothing to update';
export const DUPLICATE_NAME_MESSAGE = 'Template name already exists';

export const templateNotFound = () => notFound('template_not_found', 'Template not found');
export const versionNotFound = () => notFound('version_not_found', 'Version not found');

export const invalidModel = (model: string, allowed: string[]) =>
  badRequest('invalid_model', `Unknown model '${model.slice(0, 100)}'. Choose one of: ${allowed.join(', ')}`);

const kb = (bytes: number) => Math.ceil(bytes / 1024);

export const htmlTooLarge = (bytes: number, limit: number) =>
  new AppException(
    HttpStatus.PAYLOAD_TOO_LARGE,
    'html_too_large',
    `The page is too large (${kb(bytes)} KB). The limit is ${kb(limit)} KB.`,
  );

/** 409 with the clashing template's id, so the client can offer to update it (spec §7: duplicate_name). */
export class DuplicateNameException extends HttpException {
  constructor(readonly templateId: number) {
    super(
      {
        success: false,
        error: 'duplicate_name',
        code: 'duplicate_name',
        message: DUPLICATE_NAME_MESSAGE,
        template_id: templateId,
      },
      HttpStatus.CONFLICT,
    );
  }
}

/** 429 with how long to wait; the landing filter sends it as Retry-After. */
export class GenerationLimitException extends AppException {
  constructor(
    readonly retryAfterSeconds: number,
    limit: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'landing_rate_limited',
      `You have used your ${limit} page generations for this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

import { HttpStatus } from '@nestjs/common';
import { AppException, badRequest, notFound } from '../common/app-exception';

export const MAX_URLS_PER_REQUEST = 50;

export const noUrls = () => badRequest('no_urls', 'No LinkedIn URLs provided');
export const invalidUrl = (value: unknown) =>
  badRequest('invalid_linkedin_url', `Not a LinkedIn profile URL: ${String(value).slice(0, 200)}`);
export const tooManyUrls = () =>
  badRequest('too_many_urls', `At most ${MAX_URLS_PER_REQUEST} LinkedIn profiles can be analysed at once`);
export const invalidResultIds = () =>
  badRequest('invalid_search_result_ids', 'search_result_ids must be search result ids such as r_12');
export const personaNotFound = () => notFound('persona_not_found', 'Persona analysis not found');
export const jobNotFound = () => notFound('job_not_found', 'Analysis job not found');
export const nothingToSave = () => badRequest('nothing_to_save', 'No persona analysis results found to save');
export const analysisFailed = (message: string) =>
  new AppException(HttpStatus.BAD_GATEWAY, 'linkedin_analysis_failed', message || 'LinkedIn analysis failed');

/** What a user sees for a profile with data but no analysis (spec §4, §8). */
export const ANALYSIS_NOT_COMPLETED = 'Analysis not completed';

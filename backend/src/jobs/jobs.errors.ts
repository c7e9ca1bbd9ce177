import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app-exception';

export const QUEUE_UNAVAILABLE_MESSAGE = 'The service is unavailable, try again shortly';

/** Redis did not take the job in time: the request fails and the job will never run (see BullJobQueue). */
export const queueUnavailable = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'queue_unavailable', QUEUE_UNAVAILABLE_MESSAGE);

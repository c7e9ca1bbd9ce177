import { applyDecorators, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { JobDataMap } from './job-definitions';
import type { JobContext } from './job-queue.port';

/** Discovery marker; its metadata is the job name. */
export const JobHandlerMarker = DiscoveryService.createDecorator<string>();

/** The shape of a handler class for job N. Whatever handle() resolves to becomes the job's result. */
export interface JobHandlerOf<N extends keyof M & string, M extends object = JobDataMap> {
  handle(data: M[N], ctx: JobContext): Promise<unknown>;
  /**
   * The final-failure hook: called once when a try fails and no retry is left, on either driver, so the handler
   * can mark its durable work failed (and release what it holds) instead of leaving it running for ever.
   */
  onFinalFailure?(data: M[N], error: Error): Promise<void>;
}

/**
 * Marks the one class that processes job `name`. The class must also be listed as a provider of some module
 * (a singleton); it is found at start-up, and the app refuses to start unless every job in the definitions
 * has exactly one handler and every handler names a defined job.
 *
 * Handlers MUST be idempotent. Bull delivers at least once: a worker that dies or stalls mid-job has the job
 * run again, and a failed try is retried with the same payload. Make a second run harmless: check before
 * writing (unique keys, "already done" markers), charge through entries that are unique per job.
 *
 * Keep the class thin: unpack the payload and hand it to a service.
 *
 * @example
 *   @JobHandler('mail.send')
 *   export class SendMailJob implements JobHandlerOf<'mail.send'> {
 *     constructor(private readonly mail: MailDelivery) {}
 *     handle(data: MailMessage, ctx: JobContext) { return this.mail.deliver(data); }
 *   }
 */
export function JobHandler<M extends object = JobDataMap>(name: NoInfer<keyof M & string>): ClassDecorator {
  return applyDecorators(Injectable(), JobHandlerMarker(name));
}

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JobHandlerMarker } from './job-handler.decorator';
import { errorText } from './job-policies';
import type { JobContext } from './job-queue.port';
import { JOBS_SETTINGS, JobsSettings } from './jobs-settings';

export interface DiscoveredHandler {
  jobName: string;
  className: string;
  /** Why the instance cannot be used, if it cannot. */
  unusable?: string;
}

/** Every job name needs exactly one usable handler, and every handler must name a defined job. */
export function handlerProblems(jobNames: readonly string[], handlers: readonly DiscoveredHandler[]): string[] {
  const problems: string[] = [];
  for (const jobName of jobNames) {
    const mine = handlers.filter((handler) => handler.jobName === jobName);
    if (mine.length === 0) problems.push(`job "${jobName}" has no @JobHandler provider`);
    if (mine.length > 1) {
      problems.push(
        `job "${jobName}" has ${mine.length} handlers (${mine.map((h) => h.className).join(', ')}); keep one`,
      );
    }
  }
  for (const handler of handlers) {
    if (!jobNames.includes(handler.jobName)) {
      problems.push(`${handler.className} handles job "${handler.jobName}", which is not in the job definitions`);
    } else if (handler.unusable) {
      problems.push(`${handler.className} (job "${handler.jobName}") ${handler.unusable}`);
    }
  }
  return problems;
}

interface HandlerInstance {
  handle(data: unknown, ctx: JobContext): Promise<unknown>;
  onFinalFailure?(data: unknown, error: Error): Promise<void>;
}

/** What the drivers need from the registry. */
export type JobRunner = Pick<JobHandlerRegistry, 'run'>;

/** Finds the @JobHandler providers at start-up, checks them against the definitions, and runs them. */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, HandlerInstance>();

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOBS_SETTINGS) private readonly settings: JobsSettings,
  ) {}

  onModuleInit(): void {
    const found = this.discovery.getProviders({ metadataKey: JobHandlerMarker.KEY }).map((wrapper) => {
      const instance = wrapper.instance as Partial<HandlerInstance> | undefined;
      const discovered: DiscoveredHandler = {
        jobName: String(this.discovery.getMetadataByDecorator(JobHandlerMarker, wrapper)),
        className: wrapper.metatype?.name ?? String(wrapper.name),
      };
      if (!wrapper.isDependencyTreeStatic() || !instance) discovered.unusable = 'must be a singleton provider';
      else if (typeof instance.handle !== 'function') discovered.unusable = 'has no handle(data, ctx) method';
      return { discovered, instance };
    });
    const problems = handlerProblems(
      Object.keys(this.settings.definitions),
      found.map((entry) => entry.discovered),
    );
    if (problems.length > 0) {
      throw new Error(`Job handlers do not match the job definitions:\n  - ${problems.join('\n  - ')}`);
    }
    for (const { discovered, instance } of found) this.handlers.set(discovered.jobName, instance as HandlerInstance);
  }

  /** Runs the handler of `name`; whatever it throws comes back as an Error so drivers can record its message. */
  async run(name: string, data: unknown, ctx: JobContext): Promise<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job "${name}"`);
    try {
      return await handler.handle(data, ctx);
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(errorText(thrown));
      const attempts = this.settings.definitions[name]?.attempts ?? 1;
      if (ctx.attempt >= attempts && handler.onFinalFailure) {
        await handler.onFinalFailure(data, error).catch((hookError: unknown) => {
          this.logger.error(`The final-failure hook of job "${name}" failed: ${errorText(hookError)}`);
        });
      }
      throw error;
    }
  }
}

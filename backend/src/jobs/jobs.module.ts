import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule, LazyModuleLoader } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BullJobQueue, createProducerQueues, loadBullQueues } from './adapters/bull-job-queue';
import { InlineJobQueue } from './adapters/inline-job-queue';
import { JOB_DEFINITIONS, JobDefinition } from './job-definitions';
import { JobHandlerRegistry } from './job-handler-registry';
import { planQueues } from './job-policies';
import { JOB_QUEUE, JobQueue } from './job-queue.port';
import { JOBS_SETTINGS, JobsSettings } from './jobs-settings';

export interface JobsModuleOptions {
  /** Defaults to JOB_DEFINITIONS; tests pass their own table. */
  definitions?: Readonly<Record<string, JobDefinition>>;
  /** Redis key prefix of the Bull queues. Defaults to config.redis.prefix (BULL_PREFIX, default 'leadscope'). */
  bullPrefix?: string;
  /** How long shutdown waits for running inline jobs. Default 10 s. */
  shutdownTimeoutMs?: number;
}

async function createJobQueue(
  config: AppConfig,
  settings: JobsSettings,
  registry: JobHandlerRegistry,
  lazyModuleLoader: LazyModuleLoader,
): Promise<JobQueue> {
  const processes = config.role !== 'api';
  if (!config.redis) {
    return new InlineJobQueue(settings.definitions, registry, {
      processes,
      shutdownTimeoutMs: settings.shutdownTimeoutMs,
    });
  }
  const queueNames = [...planQueues(settings.definitions).keys()];
  const prefix = settings.bullPrefix ?? config.redis.prefix;
  const producers = createProducerQueues(config.redis.url, prefix, queueNames);
  const workers = processes ? await loadBullQueues(lazyModuleLoader, config.redis.url, prefix, queueNames) : new Map();
  return new BullJobQueue(producers, workers, settings.definitions, registry);
}

/**
 * The job queue, global: inject JOB_QUEUE anywhere. Bull on Redis when config.redis is set, in process
 * otherwise; APP_ROLE=api enqueues only. Needs APP_CONFIG from a global module.
 */
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions = {}): DynamicModule {
    const settings: JobsSettings = {
      definitions: options.definitions ?? JOB_DEFINITIONS,
      bullPrefix: options.bullPrefix,
      shutdownTimeoutMs: options.shutdownTimeoutMs ?? 10_000,
    };
    return {
      module: JobsModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: JOBS_SETTINGS, useValue: settings },
        JobHandlerRegistry,
        {
          provide: JOB_QUEUE,
          inject: [APP_CONFIG, JOBS_SETTINGS, JobHandlerRegistry, LazyModuleLoader],
          useFactory: createJobQueue,
        },
      ],
      exports: [JOB_QUEUE],
    };
  }
}

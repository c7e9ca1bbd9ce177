import { HttpException, Logger } from '@nestjs/common';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AppConfig } from '../../config/app-config';
import type { AiProvider, AiResult, AiTask } from '../ai-provider.port';
import {
  aiInvalidOutput,
  aiNotConfigured,
  aiQuotaExceeded,
  aiRateLimited,
  aiRefused,
  aiTimeout,
  aiUnavailable,
} from '../ai.errors';
import { BackoffOptions, DEFAULT_BACKOFF, retryDelayMs } from './backoff';

export type OpenAiSettings = AppConfig['vendors']['openai'];

export interface OpenAiProviderOptions extends Partial<BackoffOptions> {
  logger?: Pick<Logger, 'log' | 'warn'>;
}

/** Completions asked for per task: the first, and one more when the reply was not usable. */
const MAX_ATTEMPTS = 2;
const REASON_MAX_CHARS = 600;

/** A reply we could read but not use; attempt 2 tells the model why. */
class UnusableReply extends Error {
  constructor(
    readonly reason: string,
    readonly tooLong = false,
  ) {
    super(reason);
  }
}

/** A transport failure worth another try after a wait. */
class Retryable extends Error {
  constructor(
    readonly kind: 'rate_limited' | 'unavailable',
    readonly detail: string,
    readonly headers: Headers | null,
    readonly serverSaysNo: boolean,
  ) {
    super(detail);
  }
}

interface CallStats {
  attempts: number;
  /** Transport retries (429, 5xx, connection), not counted in attempts. */
  retries: number;
  /** The last thing that went wrong, for the log line: our words or status and code, never the vendor's text. */
  problem: string;
}

const clipReason = (text: string) => (text.length > REASON_MAX_CHARS ? `${text.slice(0, REASON_MAX_CHARS)}…` : text);

/** Some OpenAI-compatible servers wrap JSON in a Markdown fence despite the response format. */
function parseJsonContent(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  try {
    return JSON.parse(fenced ? fenced[1] : content);
  } catch {
    throw new UnusableReply('the reply was not valid JSON');
  }
}

/**
 * The AI port over OpenAI's Chat Completions with a strict JSON-schema response format, through the official SDK
 * (also fits Ollama, vLLM and the test fake through OPENAI_BASE_URL). The SDK's own retries are off: a 429
 * rate_limit_exceeded, 5xx or connection error is retried here with capped, jittered backoff; an unusable reply
 * (not JSON, against the schema, cut off) is asked for once more. The key is never logged nor put in an error.
 */
export class OpenAiProvider implements AiProvider {
  readonly model: string;
  private readonly client: OpenAI | null;
  private readonly timeoutMs: number;
  private readonly backoff: BackoffOptions;
  private readonly logger: Pick<Logger, 'log' | 'warn'>;

  constructor(settings: OpenAiSettings, options: OpenAiProviderOptions = {}) {
    const { logger, ...backoff } = options;
    this.model = settings.model;
    this.timeoutMs = settings.timeoutMs;
    this.backoff = { ...DEFAULT_BACKOFF, ...backoff };
    this.logger = logger ?? new Logger('OpenAI');
    this.client = settings.apiKey
      ? new OpenAI({
          apiKey: settings.apiKey,
          baseURL: settings.baseUrl ?? undefined,
          timeout: settings.timeoutMs,
          maxRetries: 0,
        })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  async run<T>(task: AiTask<T>): Promise<AiResult<T>> {
    const client = this.client;
    if (!client) throw aiNotConfigured();
    const started = Date.now();
    const stats: CallStats = { attempts: 0, retries: 0, problem: '' };
    const describe = () =>
      `${task.name} (${task.version}) model=${this.model} attempts=${stats.attempts} retries=${stats.retries} ${Date.now() - started}ms`;

    let messages: ChatCompletionMessageParam[] = task.messages.map((message) => ({ ...message }));
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        stats.attempts = attempt;
        const completion = await this.complete(client, task, messages, stats);
        try {
          const value = task.parse(this.readContent(completion));
          this.logger.log(`${describe()} ok`);
          return { value, model: completion.model || this.model, version: task.version, attempts: attempt };
        } catch (error) {
          if (error instanceof HttpException) throw error;
          const problem =
            error instanceof UnusableReply
              ? error
              : new UnusableReply(`the reply did not follow the schema: ${(error as Error).message}`);
          stats.problem = clipReason(problem.reason);
          messages = [...task.messages, { role: 'user', content: correction(stats.problem, problem.tooLong) }];
        }
      }
      throw aiInvalidOutput();
    } catch (error) {
      const failure = error instanceof HttpException ? error : this.unexpected(error);
      const code = (failure as { code?: string }).code ?? 'error';
      this.logger.warn(`${describe()} failed ${code}${stats.problem ? `: ${stats.problem}` : ''}`);
      throw failure;
    }
  }

  /** One completion, retrying 429 rate_limit_exceeded, 5xx and connection errors with backoff. */
  private async complete(
    client: OpenAI,
    task: AiTask<unknown>,
    messages: ChatCompletionMessageParam[],
    stats: CallStats,
  ): Promise<ChatCompletion> {
    for (let retry = 0; ; retry++) {
      const sent = Date.now();
      try {
        return await client.chat.completions.create({
          model: task.model ?? this.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: task.name, strict: true, schema: task.jsonSchema },
          },
        });
      } catch (error) {
        const failure = this.classify(error, Date.now() - sent, stats);
        if (retry >= this.backoff.maxRetries || failure.serverSaysNo) {
          throw failure.kind === 'rate_limited' ? aiRateLimited() : aiUnavailable();
        }
        stats.retries++;
        await this.backoff.sleep(retryDelayMs(retry, failure.headers, this.backoff));
      }
    }
  }

  /** Throws the AppException for failures not worth retrying; returns the retryable ones. */
  private classify(error: unknown, elapsedMs: number, stats: CallStats): Retryable {
    // The SDK recognises its own abort only when the AbortError comes from its realm (not so under Jest, for one);
    // a connection error at the deadline is the timeout either way.
    const timedOut =
      error instanceof APIConnectionTimeoutError ||
      (error instanceof APIConnectionError && elapsedMs >= this.timeoutMs * 0.95);
    if (timedOut) throw aiTimeout();
    if (error instanceof APIConnectionError) {
      stats.problem = 'connection failed';
      return new Retryable('unavailable', stats.problem, null, false);
    }
    if (!(error instanceof APIError)) throw error;
    const status = error.status ?? 0;
    const code = error.code ?? (error.error as { code?: string } | undefined)?.code ?? null;
    const detail = `HTTP ${status}${code ? ` ${code}` : ''}`;
    stats.problem = detail;
    const serverSaysNo = error.headers?.get('x-should-retry') === 'false';
    if (status === 429 && code === 'insufficient_quota') throw aiQuotaExceeded();
    if (status === 429) return new Retryable('rate_limited', detail, error.headers ?? null, serverSaysNo);
    if (status >= 500 || status === 408 || status === 409) {
      return new Retryable('unavailable', detail, error.headers ?? null, serverSaysNo);
    }
    if (status === 401 || status === 403) {
      // The SDK's message may echo part of the key: only the status is logged.
      this.logger.warn(`OpenAI refused the configured API key (${detail}); check OPENAI_API_KEY`);
      throw aiUnavailable('The AI service refused the configured API key. Please contact the administrator.');
    }
    throw aiUnavailable('The AI service rejected the request. Please try again later.');
  }

  /** The reply's JSON; refusals end the task, unusable replies are worth one more attempt. */
  private readContent(completion: ChatCompletion): unknown {
    const choice = completion.choices?.[0];
    if (!choice) throw new UnusableReply('the reply had no choices');
    const refusal = choice.message?.refusal;
    if (refusal) throw aiRefused(refusal);
    if (choice.finish_reason === 'content_filter') throw aiRefused('the reply was blocked by the content filter');
    if (choice.finish_reason === 'length')
      throw new UnusableReply('the reply was cut off because it was too long', true);
    const content = choice.message?.content;
    if (!content?.trim()) throw new UnusableReply('the reply was empty');
    return parseJsonContent(content);
  }

  private unexpected(error: unknown): HttpException {
    this.logger.warn(`Unexpected failure calling OpenAI: ${(error as Error)?.name ?? 'error'}`);
    return aiUnavailable();
  }
}

function correction(reason: string, tooLong: boolean): string {
  return [
    `Your previous reply could not be used: ${reason}.`,
    `Reply again with one complete JSON object that follows the schema exactly${tooLong ? ', and keep every text shorter' : ''}.`,
  ].join(' ');
}

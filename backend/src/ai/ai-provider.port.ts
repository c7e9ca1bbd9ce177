/**
 * The AI provider port: one structured completion per call. The OpenAI adapter (adapters/openai.adapter.ts) speaks
 * Chat Completions with a strict JSON-schema response format to OpenAI or any OpenAI-compatible server.
 */

export interface AiMessage {
  role: 'system' | 'user';
  content: string;
}

/** One structured task: the prompt, the schema the model must follow, and our own check of its reply. */
export interface AiTask<T> {
  /** Names the response format (`json_schema.name`) and the task in logs, e.g. 'persona_analysis'. */
  name: string;
  /** Version of the prompt + schema pair (e.g. 'persona.v1'), stored next to what it produced. */
  version: string;
  messages: AiMessage[];
  /** Strict JSON schema sent to the model: additionalProperties false and every key required, at every level. */
  jsonSchema: Record<string, unknown>;
  /** Validates the parsed reply on our side and returns it typed; throws (any Error) when it does not conform. */
  parse(value: unknown): T;
  /** The model to ask instead of OPENAI_MODEL (the caller checks it against its allow-list). */
  model?: string;
}

export interface AiResult<T> {
  value: T;
  /** The model that answered, as the server named it. */
  model: string;
  version: string;
  /** Completions requested, 1 or 2 (one retry on an invalid reply); rate-limit retries are not counted. */
  attempts: number;
}

export interface AiProvider {
  /** False without OPENAI_API_KEY: run() then throws the 503 ai_not_configured. */
  readonly configured: boolean;
  readonly model: string;
  /**
   * Runs the task. Throws AppExceptions (see ai.errors.ts): 503 ai_not_configured, 502 ai_invalid_output (invalid
   * twice), 502 ai_refused, 503 ai_rate_limited (still limited after the backoff retries), 503 ai_quota_exceeded,
   * 504 ai_timeout, 502 ai_unavailable (the server failed or could not be reached).
   */
  run<T>(task: AiTask<T>): Promise<AiResult<T>>;
}

export const AI_PROVIDER = Symbol('AI_PROVIDER');

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** Thrown at boot when the environment holds a value we cannot run with; it names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Configuration error: ${variable} ${message}`);
  }
}

export type AppRole = 'api' | 'worker' | 'all';
export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig = { driver: 'sqlite'; path: string } | { driver: 'mysql'; url: string; socketPath?: string };

export interface AppConfig {
  env: NodeEnv;
  role: AppRole;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Repository root: where data/ and frontend/dist live unless configured otherwise. */
  rootDir: string;
  dataDir: string;
  frontendDist: string;
  http: {
    host: string;
    port: number;
    publicUrl: string;
    corsOrigins: string[];
    bodyLimitBytes: number;
    trustProxy: boolean;
  };
  database: DatabaseConfig;
  redis: { url: string; prefix: string } | null;
  auth: {
    jwtSecret: string;
    jwtSecretSource: 'env' | 'generated';
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    resetTtlSeconds: number;
    throttleLimit: number;
    throttleTtlSeconds: number;
  };
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  vendors: {
    elasticsearchUrl: string | null;
    openai: {
      apiKey: string | null;
      baseUrl: string | null;
      model: string;
      /** One chat completion waits at most this long. */
      timeoutMs: number;
    };
    serpapi: { apiKey: string | null; baseUrl: string };
    brightdata: {
      apiToken: string | null;
      datasetId: string | null;
      baseUrl: string;
      serpZone: string | null;
      /** First wait between progress polls of a scraping snapshot; it grows with backoff. */
      pollIntervalMs: number;
      /** A scraping batch that is not ready within this is given up (its profiles fail, nothing is charged). */
      scrapeTimeoutMs: number;
    };
    stripe: { secretKey: string | null; webhookSecret: string | null; apiBase: string };
  };
  billing: { signupBonusCredits: number };
  ops: {
    /** Actions one user may log per minute (POST /utility/log-action/). */
    logActionPerMinute: number;
    /** Logged actions older than this many days are deleted (at start and daily). */
    logActionRetentionDays: number;
  };
  personas: {
    /** Profiles analysed at once by one request (AI calls in flight). */
    concurrency: number;
    /** A profile this user had analysed within this many days is served from storage at no charge. */
    reuseDays: number;
    /** Most profiles one persona CSV may hold (after de-duplication). */
    csvMaxRows: number;
    /** Largest persona CSV upload (the spec's help text says 10MB). */
    csvMaxBytes: number;
    /** Profiles per vendor scraping batch (one Bright Data trigger each) of a persona CSV session. */
    csvBatch: number;
  };
  landing: {
    /** Models a landing generation may ask for; the first is the default (OPENAI_MODEL unless configured). */
    models: string[];
    /** Largest landing page HTML accepted or stored, in bytes. */
    maxHtmlBytes: number;
    /** AI generations (generate + regenerate) one user may run per hour. */
    aiPerHour: number;
  };
  search: {
    /** Each search source answers within this or is reported as timed out (the others still answer). */
    sourceTimeoutMs: number;
  };
  leads: {
    /** Largest admin CSV upload. */
    uploadMaxBytes: number;
    /** Uploads up to this size are imported during the request; larger ones run as a job. */
    inlineMaxBytes: number;
    /** A new dataset part every this many rows of one import. */
    partRows: number;
    /** Import the bundled sample leads at start when the index is empty. */
    seedSample: boolean;
    /** The SQL lead index's time budget per search or facet request; past it, it answers with what it found. */
    queryBudgetMs: number;
  };
}

type Env = Record<string, string | undefined>;

/** backend/src/config and backend/dist/config are both three levels below the repository root. */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

function str(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = str(env, name);
  if (value === null) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = str(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return Number(value);
}

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

function bytes(env: Env, name: string, fallback: number): number {
  const value = str(env, name);
  if (value === null) return fallback;
  const match = /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(value);
  if (!match) throw new ConfigError(name, `must be a size such as 1mb or 500kb (got "${value}")`);
  return Number(match[1]) * SIZE_UNITS[(match[2] ?? '').toLowerCase()];
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const value = str(env, name);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value.replace(/\/+$/, '');
}

function path(env: Env, name: string, fallback: string, base: string): string {
  const value = str(env, name) ?? fallback;
  return isAbsolute(value) ? value : resolve(base, value);
}

function database(env: Env, dataDir: string): DatabaseConfig {
  const value = str(env, 'DATABASE_URL');
  if (value === null) return { driver: 'sqlite', path: join(dataDir, 'app.sqlite') };
  if (value.startsWith('sqlite:')) {
    const file = value.replace(/^sqlite:(\/\/)?/, '');
    if (!file) throw new ConfigError('DATABASE_URL', 'must name a file, e.g. sqlite:data/app.sqlite');
    return { driver: 'sqlite', path: isAbsolute(file) ? file : resolve(REPO_ROOT, file) };
  }
  const checked = url(env, 'DATABASE_URL', ['mysql:', 'mariadb:']) as string;
  const parsed = new URL(checked);
  if (!parsed.pathname.replace(/^\//, '')) {
    throw new ConfigError('DATABASE_URL', 'must name a database, e.g. mysql://user:pass@host:3306/leadscope');
  }
  const socketPath = parsed.searchParams.get('socket') ?? parsed.searchParams.get('socketPath') ?? undefined;
  return { driver: 'mysql', url: checked.replace(/^mariadb:/, 'mysql:'), socketPath };
}

/** A development secret that survives restarts, so sessions are not lost on every reload. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment once. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const role = oneOf(env, 'APP_ROLE', ['api', 'worker', 'all'] as const, 'all');
  const dataDir = path(env, 'DATA_DIR', 'data', REPO_ROOT);
  const port = int(env, 'PORT', 3000, 0, 65535);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  if (role !== 'all' && !redisUrl) {
    throw new ConfigError('APP_ROLE', `"${role}" needs REDIS_URL: the API and workers share jobs through Redis`);
  }

  const envSecret = str(env, 'JWT_SECRET');
  if (envSecret !== null && envSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  }
  if (envSecret === null && nodeEnv === 'production') {
    throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  }

  const corsOrigins = (str(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (origin !== '*' && !/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(
        'CORS_ORIGINS',
        `has an entry that is not an origin such as http://localhost:5173: "${origin}"`,
      );
    }
  }

  return {
    env: nodeEnv,
    role,
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
    rootDir: REPO_ROOT,
    dataDir,
    frontendDist: path(env, 'FRONTEND_DIST', 'frontend/dist', REPO_ROOT),
    http: {
      host: str(env, 'HOST') ?? '0.0.0.0',
      port,
      publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
      corsOrigins,
      bodyLimitBytes: bytes(env, 'BODY_LIMIT', 1024 * 1024),
      trustProxy: oneOf(env, 'TRUST_PROXY', ['true', 'false'] as const, 'false') === 'true',
    },
    database: database(env, dataDir),
    redis: redisUrl ? { url: redisUrl, prefix: str(env, 'BULL_PREFIX') ?? 'leadscope' } : null,
    auth: {
      jwtSecret: envSecret ?? generatedSecret(dataDir),
      jwtSecretSource: envSecret ? 'env' : 'generated',
      accessTtlSeconds: int(env, 'JWT_ACCESS_TTL_SECONDS', 15 * 60, 10, 24 * 3600),
      refreshTtlSeconds: int(env, 'JWT_REFRESH_TTL_SECONDS', 30 * 24 * 3600, 60, 365 * 24 * 3600),
      resetTtlSeconds: 3600,
      throttleLimit: int(env, 'AUTH_THROTTLE_LIMIT', 10, 1, 1_000_000),
      throttleTtlSeconds: int(env, 'AUTH_THROTTLE_TTL_SECONDS', 60, 1, 86_400),
    },
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: str(env, 'MAIL_FROM') ?? 'LeadScope <no-reply@leadscope.local>',
      outboxDir: join(dataDir, 'outbox'),
    },
    vendors: {
      elasticsearchUrl: url(env, 'ELASTICSEARCH_URL', ['http:', 'https:']),
      openai: {
        apiKey: str(env, 'OPENAI_API_KEY'),
        baseUrl: url(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
        model: str(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
        timeoutMs: int(env, 'OPENAI_TIMEOUT_MS', 60_000, 100, 600_000),
      },
      serpapi: {
        apiKey: str(env, 'SERPAPI_API_KEY'),
        baseUrl: url(env, 'SERPAPI_BASE_URL', ['http:', 'https:']) ?? 'https://serpapi.com',
      },
      brightdata: {
        apiToken: str(env, 'BRIGHTDATA_API_TOKEN'),
        datasetId: str(env, 'BRIGHTDATA_DATASET_ID'),
        baseUrl: url(env, 'BRIGHTDATA_BASE_URL', ['http:', 'https:']) ?? 'https://api.brightdata.com',
        serpZone: str(env, 'BRIGHTDATA_SERP_ZONE'),
        pollIntervalMs: int(env, 'BRIGHTDATA_POLL_INTERVAL_MS', 5_000, 10, 300_000),
        scrapeTimeoutMs: int(env, 'BRIGHTDATA_SCRAPE_TIMEOUT_MS', 600_000, 1_000, 3_600_000),
      },
      stripe: {
        secretKey: str(env, 'STRIPE_SECRET_KEY'),
        webhookSecret: str(env, 'STRIPE_WEBHOOK_SECRET'),
        apiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']) ?? 'https://api.stripe.com',
      },
    },
    billing: {
      signupBonusCredits: int(env, 'SIGNUP_BONUS_CREDITS', 3, 0, 1_000_000),
    },
    ops: {
      logActionPerMinute: int(env, 'LOG_ACTION_PER_MINUTE', 120, 1, 1_000_000),
      logActionRetentionDays: int(env, 'LOG_ACTION_RETENTION_DAYS', 90, 1, 36_500),
    },
    personas: {
      concurrency: int(env, 'PERSONA_CONCURRENCY', 10, 1, 50),
      reuseDays: int(env, 'PERSONA_REUSE_DAYS', 30, 0, 3650),
      csvMaxRows: int(env, 'CSV_PERSONA_MAX_ROWS', 1000, 1, 100_000),
      csvMaxBytes: bytes(env, 'CSV_PERSONA_MAX_BYTES', 10 * 1024 * 1024),
      csvBatch: int(env, 'CSV_PERSONA_BATCH', 50, 1, 1000),
    },
    landing: landing(env),
    search: {
      sourceTimeoutMs: int(env, 'SEARCH_SOURCE_TIMEOUT_MS', 10_000, 100, 120_000),
    },
    leads: {
      uploadMaxBytes: bytes(env, 'CSV_UPLOAD_MAX_BYTES', 100 * 1024 * 1024),
      inlineMaxBytes: bytes(env, 'CSV_INLINE_MAX_BYTES', 2 * 1024 * 1024),
      partRows: int(env, 'LEAD_DATASET_PART_ROWS', 100_000, 1, 100_000_000),
      seedSample: oneOf(env, 'SEED_SAMPLE_LEADS', ['true', 'false'] as const, 'false') === 'true',
      queryBudgetMs: int(env, 'LEAD_QUERY_BUDGET_MS', 1000, 0, 600_000),
    },
  };
}

function landing(env: Env): AppConfig['landing'] {
  const model = str(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini';
  const models = (str(env, 'LANDING_MODELS') ?? model)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!models.length) throw new ConfigError('LANDING_MODELS', 'must name at least one model');
  return {
    models,
    maxHtmlBytes: bytes(env, 'LANDING_MAX_HTML', 500 * 1024),
    aiPerHour: int(env, 'LANDING_AI_PER_HOUR', 30, 1, 100_000),
  };
}

/** Injection token for the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

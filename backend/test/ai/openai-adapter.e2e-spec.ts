import { Test } from '@nestjs/testing';
import { OpenAiProvider, OpenAiSettings } from '../../src/ai/adapters/openai.adapter';
import { AI_PROVIDER, AiProvider } from '../../src/ai/ai-provider.port';
import { AiModule } from '../../src/ai/ai.module';
import { emailTask } from '../../src/ai/prompts/email.v1';
import { PersonaAnalysis, personaTask } from '../../src/ai/prompts/persona.v1';
import { AppException } from '../../src/common/app-exception';
import { ConfigModule } from '../../src/config/config.module';
import { loadConfig } from '../../src/config/app-config';
import { FakeOpenAi, startFakeOpenAi } from '../fakes/openai';
import { ABOUT, linkedInProfile, personaAnalysis } from './ai-factories';

/** The OpenAI adapter over real HTTP against the fake server: replies, retries and every failure it maps. */

const MODEL = 'gpt-test-model';

interface Harness {
  provider: OpenAiProvider;
  /** Waits the adapter asked for between transport retries (not actually waited). */
  delays: number[];
  logs: string[];
}

function harness(fake: FakeOpenAi, settings: Partial<OpenAiSettings> = {}): Harness {
  const delays: number[] = [];
  const logs: string[] = [];
  const provider = new OpenAiProvider(
    { apiKey: fake.apiKey, baseUrl: fake.url, model: MODEL, timeoutMs: 5_000, ...settings },
    {
      sleep: async (ms) => {
        delays.push(ms);
      },
      random: () => 0.5,
      logger: { log: (line: string) => logs.push(line), warn: (line: string) => logs.push(line) },
    },
  );
  return { provider, delays, logs };
}

async function failure(promise: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppException);
  const app = error as AppException;
  return { code: app.code, status: app.getStatus(), message: app.message };
}

const profileTask = () => personaTask({ kind: 'profile', data: linkedInProfile() });
const allQuotes = (analysis: PersonaAnalysis) => [
  ...analysis.persona.personality_traits.flatMap((trait) => trait.evidence),
  ...analysis.enhanced_persona.decision_driver_evidence.flatMap((entry) => entry.evidence),
];

describe('OpenAI adapter against the fake server', () => {
  let fake: FakeOpenAi;
  let ai: Harness;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ slowMs: 3_000 });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.setMode('ok');
    fake.requests.length = 0;
    ai = harness(fake);
  });

  describe('a good reply', () => {
    it('analyses a profile into a persona whose evidence is found in the profile', async () => {
      const result = await ai.provider.run(profileTask());

      expect(result).toMatchObject({ model: MODEL, version: 'persona.v1', attempts: 1 });
      expect(result.value.profile_summary).toContain('Jane Doe works at Acme');
      const quotes = allQuotes(result.value);
      expect(quotes.length).toBeGreaterThan(0);
      expect(quotes.every((item) => item.found_in_profile)).toBe(true);
      expect(result.value.enhanced_persona.decision_driver_evidence.map((entry) => entry.driver)).toEqual([
        'ROI evidence',
        'Team growth',
      ]);
      expect(result.value.enhanced_persona.decision_driver_evidence[1].evidence).toEqual([]);
    });

    it('marks a quote the model made up as not found in the profile', async () => {
      fake.queueModes('ok_unverified');
      const result = await ai.provider.run(profileTask());
      expect(allQuotes(result.value).filter((item) => !item.found_in_profile)).toHaveLength(1);
    });

    it('sends the strict JSON-schema response format, the schema and the configured model', async () => {
      const task = profileTask();
      await ai.provider.run(task);

      expect(fake.requests).toHaveLength(1);
      const body = fake.requests[0].body as Record<string, unknown>;
      expect(fake.requests[0].path).toBe('/v1/chat/completions');
      expect(body.model).toBe(MODEL);
      expect(body.response_format).toEqual({
        type: 'json_schema',
        json_schema: { name: 'persona_analysis', strict: true, schema: task.jsonSchema },
      });
      expect(body.messages).toEqual(task.messages);
    });

    it('writes e-mails that differ by variation', async () => {
      const input = { persona: personaAnalysis(), linkedinData: linkedInProfile(), name: 'Jane Doe', company: 'Acme' };
      const first = await ai.provider.run(emailTask({ ...input, emailType: 1, variation: 1 }));
      const second = await ai.provider.run(emailTask({ ...input, emailType: 1, variation: 2 }));

      expect(first.value.subject).toContain('Jane Doe');
      expect(first.value.body).toContain('Hi Jane,');
      expect(second.value.subject).toContain('variation 2');
      expect(second.value.body).not.toEqual(first.value.body);
      expect(second.value.personalization_applied.top_decision_driver).toBe('ROI evidence');
    });
  });

  describe('an unusable reply', () => {
    it('asks once more after invalid JSON, telling the model why, and succeeds on attempt 2', async () => {
      fake.queueModes('invalid_json');
      const result = await ai.provider.run(profileTask());

      expect(result.attempts).toBe(2);
      expect(fake.requests).toHaveLength(2);
      const retry = fake.requests[1].body?.messages as { role: string; content: string }[];
      expect(retry.at(-1)).toEqual({ role: 'user', content: expect.stringContaining('not valid JSON') });
    });

    it('follows a fixture marker in the prompt, which the retry message no longer carries', async () => {
      const data = linkedInProfile({ about: `${ABOUT} [[fake:schema_violation]]` });
      const result = await ai.provider.run(personaTask({ kind: 'profile', data }));

      expect(fake.requests.map((request) => request.mode)).toEqual(['schema_violation', 'ok']);
      expect(result.attempts).toBe(2);
    });

    it.each(['invalid_json', 'schema_violation', 'length'] as const)(
      'gives up with ai_invalid_output after two replies in mode %s',
      async (mode) => {
        fake.setMode(mode);
        expect(await failure(ai.provider.run(profileTask()))).toMatchObject({
          code: 'ai_invalid_output',
          status: 502,
          message: 'The AI service returned an invalid answer twice. Please try again.',
        });
        expect(fake.requests).toHaveLength(2);
      },
    );

    it('passes a refusal on as ai_refused without asking again', async () => {
      fake.setMode('refusal');
      expect(await failure(ai.provider.run(profileTask()))).toEqual({
        code: 'ai_refused',
        status: 502,
        message: "The AI service declined to answer: I'm sorry, I can't help with that.",
      });
      expect(fake.requests).toHaveLength(1);
    });

    it('treats a content-filter stop as a refusal', async () => {
      fake.setMode('content_filter');
      expect(await failure(ai.provider.run(profileTask()))).toMatchObject({ code: 'ai_refused' });
      expect(fake.requests).toHaveLength(1);
    });
  });

  describe('transport failures', () => {
    it('waits as long as retry-after says after a 429 rate_limit_exceeded, then succeeds', async () => {
      fake.queueModes('rate_limited');
      const result = await ai.provider.run(profileTask());

      expect(result.attempts).toBe(1);
      expect(fake.requests.map((request) => request.status)).toEqual([429, 200]);
      expect(ai.delays).toEqual([1_000]);
    });

    it('answers ai_rate_limited when the server stays busy through every retry', async () => {
      fake.setMode('rate_limited');
      expect(await failure(ai.provider.run(profileTask()))).toEqual({
        code: 'ai_rate_limited',
        status: 503,
        message: 'The AI service is busy. Please try again in a minute.',
      });
      expect(fake.requests).toHaveLength(4);
      expect(ai.delays).toEqual([1_000, 1_000, 1_000]);
    });

    it('does not retry a used-up quota', async () => {
      fake.setMode('insufficient_quota');
      expect(await failure(ai.provider.run(profileTask()))).toMatchObject({ code: 'ai_quota_exceeded', status: 503 });
      expect(fake.requests).toHaveLength(1);
    });

    it('retries a 500 with jittered backoff and succeeds', async () => {
      fake.queueModes('server_error', 'server_error');
      const result = await ai.provider.run(profileTask());

      expect(result.value.enhanced_persona.personae).toBe('The Analyst');
      expect(fake.requests).toHaveLength(3);
      expect(ai.delays).toEqual([250, 500]);
    });

    it('answers ai_unavailable when the server keeps failing', async () => {
      fake.setMode('server_error');
      expect(await failure(ai.provider.run(profileTask()))).toMatchObject({ code: 'ai_unavailable', status: 502 });
      expect(fake.requests).toHaveLength(4);
    });

    it('says the key was refused on a 401, without retrying and without showing the key', async () => {
      const wrong = harness(fake, { apiKey: 'sk-wrong-secret-key-123456' });
      const error = await failure(wrong.provider.run(profileTask()));

      expect(error).toMatchObject({ code: 'ai_unavailable', status: 502 });
      expect(error.message).toMatch(/refused the configured API key/);
      expect(fake.requests).toHaveLength(1);
      for (const text of [error.message, ...wrong.logs]) {
        expect(text).not.toContain('sk-wrong');
        expect(text).not.toContain('123456');
      }
    });

    it('answers ai_timeout when no reply comes within timeoutMs', async () => {
      fake.setMode('slow');
      const slow = harness(fake, { timeoutMs: 200 });
      const started = Date.now();

      expect(await failure(slow.provider.run(profileTask()))).toMatchObject({ code: 'ai_timeout', status: 504 });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(fake.requests).toHaveLength(1);
    });

    it('answers ai_unavailable when the server cannot be reached', async () => {
      const closed = await startFakeOpenAi();
      await closed.close();
      const unreachable = harness(closed, { baseUrl: closed.url });

      expect(await failure(unreachable.provider.run(profileTask()))).toMatchObject({ code: 'ai_unavailable' });
      expect(unreachable.delays).toHaveLength(3);
    });
  });

  describe('without an API key', () => {
    it('is not configured and answers ai_not_configured without calling anyone', async () => {
      const unconfigured = harness(fake, { apiKey: null });

      expect(unconfigured.provider.configured).toBe(false);
      expect(await failure(unconfigured.provider.run(profileTask()))).toEqual({
        code: 'ai_not_configured',
        status: 503,
        message: 'AI analysis is not configured',
      });
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('AiModule', () => {
    async function providerFrom(env: Record<string, string>): Promise<AiProvider> {
      const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/unused', ...env });
      const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), AiModule] }).compile();
      return moduleRef.get<AiProvider>(AI_PROVIDER);
    }

    it('provides AI_PROVIDER from OPENAI_* settings', async () => {
      const provider = await providerFrom(fake.env);
      expect(provider.configured).toBe(true);
      expect(provider.model).toBe('gpt-4o-mini');
      const result = await provider.run(profileTask());
      expect(result.model).toBe('gpt-4o-mini');
    });

    it('provides an unconfigured AI_PROVIDER without OPENAI_API_KEY', async () => {
      expect((await providerFrom({})).configured).toBe(false);
    });
  });
});

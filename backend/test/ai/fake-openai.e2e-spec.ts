import { personaTask } from '../../src/ai/prompts/persona.v1';
import { FakeOpenAi, startFakeOpenAi } from '../fakes/openai';
import { linkedInProfile } from './ai-factories';

/** The fake behaves as shared/reference/external-apis.md §3 says OpenAI does ("Fake server must"). */

const strictFormat = (name: string, schema: Record<string, unknown>) => ({
  type: 'json_schema',
  json_schema: { name, strict: true, schema },
});

describe('fake OpenAI', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ rateLimit: { maxConcurrent: 2 } });
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    fake.setMode('ok');
    fake.setLatency(0);
  });

  const post = async (body: unknown, key = fake.apiKey) => {
    const response = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const ask = (
    content: string,
    format: unknown = strictFormat('anything', {
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    }),
  ) => post({ model: 'some-model', messages: [{ role: 'user', content }], response_format: format });

  it('answers 401 invalid_api_key to a wrong key, and lists models to the right one', async () => {
    const denied = await post({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }, 'sk-wrong');
    expect(denied.status).toBe(401);
    expect(denied.body.error).toMatchObject({ code: 'invalid_api_key', type: 'invalid_request_error' });

    const models = await fetch(`${fake.url}/models`, { headers: { authorization: `Bearer ${fake.apiKey}` } });
    expect(await models.json()).toEqual({
      object: 'list',
      data: [{ id: 'gpt-4o-mini', object: 'model', created: 0, owned_by: 'fake' }],
    });
  });

  it('answers the minimal chat completion, echoing the model, with a value that fits the schema', async () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        score: { type: 'number', minimum: 0 },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      },
      required: ['name', 'score', 'tags'],
      additionalProperties: false,
    };
    const { status, body } = await ask('hello', strictFormat('scored', schema));
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: 'chat.completion', model: 'some-model' });
    expect(body.choices[0]).toMatchObject({
      index: 0,
      finish_reason: 'stop',
      message: { role: 'assistant', refusal: null },
    });
    expect(JSON.parse(body.choices[0].message.content)).toEqual({ name: 'fake', score: 0, tags: ['a'] });
  });

  it('refuses a strict schema that leaves an object open, as OpenAI does', async () => {
    const { status, body } = await ask(
      'hi',
      strictFormat('loose', { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/Invalid schema for response_format 'loose'.*additionalProperties/);
  });

  it('builds a persona whose quotes are sentences of the profile block', async () => {
    const task = personaTask({ kind: 'profile', data: linkedInProfile() });
    const { body } = await post({
      model: 'm',
      messages: task.messages,
      response_format: strictFormat(task.name, task.jsonSchema),
    });
    const persona = JSON.parse(body.choices[0].message.content);
    const quotes: string[] = persona.persona.personality_traits.flatMap(
      (trait: { evidence: string[] }) => trait.evidence,
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(task.profileText).toContain(quote);
    expect(persona.profile_summary).toContain('Jane Doe');
  });

  it('picks the fixture from a marker in the last user message, and queued modes before that', async () => {
    const marked = await ask('please [[fake:refusal]]');
    expect(marked.body.choices[0].message).toMatchObject({ content: null, refusal: expect.any(String) });

    fake.queueModes('insufficient_quota', 'length');
    expect((await ask('please [[fake:refusal]]')).body.error.code).toBe('insufficient_quota');
    expect((await ask('x')).body.choices[0].finish_reason).toBe('length');
    expect((await ask('x')).body.choices[0].finish_reason).toBe('stop');
  });

  it('sends 429 rate_limit_exceeded with retry-after, and 500 in their modes', async () => {
    fake.setMode('rate_limited');
    const limited = await ask('x');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body.error.code).toBe('rate_limit_exceeded');

    fake.setMode('server_error');
    expect((await ask('x')).status).toBe(500);
  });

  it('turns away completions beyond rateLimit.maxConcurrent and counts them', async () => {
    // Long enough that all five are in flight together even on a loaded machine (40-60 ms let a third slip in).
    fake.setLatency([1500, 1500]);
    const before = fake.rateLimited;
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask('x')));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect(fake.rateLimited - before).toBe(3);
    expect(fake.maxConcurrent).toBeGreaterThan(2);
  });
});

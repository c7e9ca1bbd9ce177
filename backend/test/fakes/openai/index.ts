export { FAKE_OPENAI_MODES, startFakeOpenAi } from './fake-openai-server';
export type { FakeOpenAi, FakeOpenAiOptions, OpenAiMode, RecordedOpenAiRequest } from './fake-openai-server';
export {
  emailReply,
  landingDesignReply,
  landingReply,
  personaReply,
  profileBlock,
  quotableSentences,
  strictSchemaError,
  UNVERIFIED_QUOTE,
  valueFor,
} from './fixtures';

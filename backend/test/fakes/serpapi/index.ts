export { startFakeSerpApi } from './fake-serpapi-server';
export type { FakeSerpApi, FakeSerpApiOptions, RecordedSerpApiRequest, SerpApiMode } from './fake-serpapi-server';
export { knowledgeGraph, serpPayload, TOTAL_ORGANIC, variantOf } from './fixtures';
export type { SerpVariant } from './fixtures';

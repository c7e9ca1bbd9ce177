export { startFakeBrightDataSerp } from './fake-brightdata-serp-server';
export type {
  BrightDataSerpMode,
  FakeBrightDataSerp,
  FakeBrightDataSerpOptions,
  RecordedBrightDataRequest,
} from './fake-brightdata-serp-server';
export { LINKEDIN_TOTAL, serpJson, STUB_HTML } from './fixtures';

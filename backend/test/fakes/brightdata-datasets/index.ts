export { startFakeBrightDataDatasets } from './fake-brightdata-datasets-server';
export type {
  BrightDataDatasetsMode,
  FakeBrightDataDatasets,
  FakeBrightDataDatasetsOptions,
  Latency,
  RecordedDatasetsRequest,
  TriggeredBatch,
} from './fake-brightdata-datasets-server';
export { errorRecord, generatedProfile, janeDoe, namesFromSlug, recordFor, sparseProfile } from './fixtures';
export type { ProfileRecord } from './fixtures';

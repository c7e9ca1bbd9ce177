import { csvUploadInterceptor } from '../leads/csv-upload.interceptor';

/** '10MB', as the spec's help text writes the limit. */
export const sizeLabel = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;

/**
 * The persona CSV upload: the admin import's streaming and type check with CSV_PERSONA_MAX_BYTES (413), and UTF-8
 * text only (the persona reader does not decode UTF-16).
 */
export const CsvPersonaUploadInterceptor = csvUploadInterceptor({
  maxBytes: (config) => config.personas.csvMaxBytes,
  tooLarge: (bytes) => `The CSV file is larger than ${sizeLabel(bytes)}`,
  fieldBytes: 64 * 1024,
  utf16: false,
  malformed: { code: 'no_file', reason: false },
});

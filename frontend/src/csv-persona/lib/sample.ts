/** The downloadable sample file of the format help: the required column, the optional ones, a quoted cell. */
export const SAMPLE_FILE_NAME = 'csv_persona_sample.csv';

export const SAMPLE_CSV = [
  'linkedin_url,first_name,last_name',
  'https://www.linkedin.com/in/jane-doe,Jane,Doe',
  'https://www.linkedin.com/in/john-smith,John,Smith',
  'https://www.linkedin.com/in/maria-garcia,"Maria, PhD",Garcia',
].join('\r\n');

/** The sample as a file: with a BOM so Excel reads it as UTF-8. */
export const sampleBlob = () => new Blob(['\uFEFF', SAMPLE_CSV, '\r\n'], { type: 'text/csv;charset=utf-8' });

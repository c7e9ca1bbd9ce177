import { Alert, Stack, TextField } from '@mui/material';
import { CSV_DELIMITERS, CSV_ENCODINGS, delimiterName, type CsvDelimiter, type CsvEncoding } from './lib/csv';
import type { CsvPreview } from './lib/csv';

// The empty value (detect) is a real choice with its own text, so the labels always sit above the value.
export const AUTO = '';

/**
 * How the file is read: its encoding and separator, detected from its first bytes by the rule the server applies
 * (so the preview shows what will be imported), or chosen here when the detection is wrong or unsure.
 */
export const FileReadingControls = ({
  preview,
  encoding,
  delimiter,
  disabled,
  onEncoding,
  onDelimiter,
}: {
  preview: CsvPreview | null;
  encoding: CsvEncoding | typeof AUTO;
  delimiter: CsvDelimiter | typeof AUTO;
  disabled: boolean;
  onEncoding: (encoding: CsvEncoding | typeof AUTO) => void;
  onDelimiter: (delimiter: CsvDelimiter | typeof AUTO) => void;
}) => {
  const detectedEncoding = preview?.encodingHow === 'detected' ? preview.encoding : null;
  const detectedDelimiter = preview?.delimiterHow === 'detected' ? preview.delimiter : undefined;
  return (
    <Stack spacing={1.5} data-testid="file-reading">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Encoding"
          value={encoding}
          disabled={disabled}
          onChange={(event) => onEncoding(event.target.value as CsvEncoding | typeof AUTO)}
          slotProps={{
            inputLabel: { shrink: true },
            select: { native: true },
            htmlInput: { 'data-testid': 'csv-encoding' },
          }}
          sx={{ minWidth: 240 }}
        >
          <option value={AUTO}>{detectedEncoding ? `Detected: ${detectedEncoding}` : 'Detect'}</option>
          {CSV_ENCODINGS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Separator"
          value={delimiter}
          disabled={disabled}
          onChange={(event) => onDelimiter(event.target.value as CsvDelimiter | typeof AUTO)}
          slotProps={{
            inputLabel: { shrink: true },
            select: { native: true },
            htmlInput: { 'data-testid': 'csv-delimiter' },
          }}
          sx={{ minWidth: 200 }}
        >
          <option value={AUTO}>{detectedDelimiter ? `Detected: ${delimiterName(detectedDelimiter)}` : 'Detect'}</option>
          {CSV_DELIMITERS.map((value) => (
            <option key={value} value={value}>
              {delimiterName(value)}
            </option>
          ))}
        </TextField>
      </Stack>
      {preview && preview.encoding === null && (
        <Alert severity="warning" data-testid="csv-encoding-unknown">
          The file&apos;s character encoding could not be detected with confidence: choose it above to see the preview.
        </Alert>
      )}
    </Stack>
  );
};

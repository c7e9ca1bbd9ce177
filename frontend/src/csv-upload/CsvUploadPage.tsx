import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from '../lib/notify';
import { ScreenHeader } from '../screens/ScreenHeader';
import { AcceptedColumns } from './AcceptedColumns';
import { ColumnMapping, CsvPreviewTable } from './ColumnMapping';
import { FilePicker } from './FilePicker';
import { autoMapHeaders, columnMapping } from './lib/autoMap';
import { PREVIEW_BYTES, previewFile, type CsvDelimiter, type CsvEncoding, type CsvPreview } from './lib/csv';
import { AUTO, FileReadingControls } from './FileReadingControls';
import { CSV_MESSAGES, isCsvFile } from './lib/csvFile';
import { isBusy } from './lib/uploadState';
import { PastImports } from './PastImports';
import { SampleLeadsCard } from './SampleLeadsCard';
import { UploadStatus } from './UploadStatus';
import { useCsvFields } from './useCsvFields';
import { useCsvUpload } from './useCsvUpload';

/** The admin CSV Upload tab: pick a file, check the mapping and the first rows, upload, see what it changed. */
export const CsvUploadPage = () => {
  const notify = useNotify();
  const { groups, loading } = useCsvFields();
  const { state, upload, loadSample, reset } = useCsvUpload();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  const [readError, setReadError] = useState<string | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding | typeof AUTO>(AUTO);
  const [delimiter, setDelimiter] = useState<CsvDelimiter | typeof AUTO>(AUTO);
  const latestPick = useRef(0);
  const busy = isBusy(state);
  const fields = [...groups.company, ...groups.lead];

  /** Reads the start of the file as chosen (or detected) and proposes a mapping. */
  const read = async (
    picked: File,
    pickId: number,
    choice: { encoding: CsvEncoding | typeof AUTO; delimiter: CsvDelimiter | typeof AUTO },
  ) => {
    try {
      const next = await previewFile(picked, 5, PREVIEW_BYTES, {
        encoding: choice.encoding || null,
        delimiter: choice.delimiter || null,
      });
      // A file picked meanwhile wins.
      if (pickId !== latestPick.current) return;
      setPreview(next);
      // The first rows also decide columns by their values (LinkedIn URLs, e-mails), as on the server.
      setMapping(autoMapHeaders(next.headers, fields, next.rows));
      setReadError(
        next.encoding !== null && !next.headers.length
          ? 'The file is empty: the first row must hold the headers.'
          : null,
      );
    } catch (error) {
      console.warn('Could not read the CSV preview', error);
      if (pickId === latestPick.current) setReadError('The file could not be read.');
    }
  };

  const pick = async (picked: File) => {
    // Any new pick returns the upload to idle (spec part 2 §4) and drops the previous file's mapping and choices.
    const pickId = ++latestPick.current;
    reset();
    setReadError(null);
    setPreview(null);
    setMapping([]);
    setEncoding(AUTO);
    setDelimiter(AUTO);
    if (!isCsvFile(picked)) {
      setFile(null);
      notify.error(CSV_MESSAGES.invalidFile);
      return;
    }
    setFile(picked);
    await read(picked, pickId, { encoding: AUTO, delimiter: AUTO });
  };

  const choose = (choice: { encoding: CsvEncoding | typeof AUTO; delimiter: CsvDelimiter | typeof AUTO }) => {
    setEncoding(choice.encoding);
    setDelimiter(choice.delimiter);
    reset();
    if (file) void read(file, ++latestPick.current, choice);
  };

  const submit = () => {
    if (!file) {
      notify.error(CSV_MESSAGES.noFile);
      return;
    }
    // Without a preview (an unreadable start) the server maps the columns itself.
    const columns = preview?.headers.length ? columnMapping(preview.headers, mapping) : undefined;
    void upload(file, columns, { encoding: encoding || undefined, delimiter: delimiter || undefined });
  };

  const setColumn = (index: number, field: string) =>
    setMapping((current) => current.map((value, position) => (position === index ? field : value)));

  return (
    <>
      <ScreenHeader title="CSV Upload" subtitle="Enrich the lead database from a CSV file of companies and leads." />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <SampleLeadsCard busy={busy} onLoad={() => void loadSample()} />
        <Card data-testid="csv-upload-card">
          <CardContent sx={{ p: 3 }}>
            <Stack spacing={3}>
              <FilePicker file={file} disabled={busy} onPick={(picked) => void pick(picked)} />
              {file && (
                <FileReadingControls
                  preview={preview}
                  encoding={encoding}
                  delimiter={delimiter}
                  disabled={busy}
                  onEncoding={(next) => choose({ encoding: next, delimiter })}
                  onDelimiter={(next) => choose({ encoding, delimiter: next })}
                />
              )}
              {readError && (
                <Alert severity="warning" data-testid="csv-read-error">
                  {readError}
                </Alert>
              )}
              {preview && preview.headers.length > 0 && (
                <>
                  <ColumnMapping
                    preview={preview}
                    mapping={mapping}
                    groups={groups}
                    disabled={busy}
                    onChange={setColumn}
                  />
                  <CsvPreviewTable preview={preview} />
                </>
              )}
              <Box>
                <Button
                  variant="contained"
                  size="large"
                  onClick={submit}
                  disabled={busy}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <CloudUploadIcon />}
                  data-testid="csv-upload-submit"
                >
                  Upload CSV
                </Button>
                {file && !busy && state.status === 'idle' && (
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 2 }}>
                    Rows that match a lead already in the database are merged into it.
                  </Typography>
                )}
              </Box>
              <UploadStatus state={state} />
            </Stack>
          </CardContent>
        </Card>
        <AcceptedColumns groups={groups} loading={loading} />
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <PastImports />
        </Box>
      </Box>
    </>
  );
};

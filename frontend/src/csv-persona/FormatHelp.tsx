import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { saveBlob } from '../lib/download';
import { SAMPLE_FILE_NAME, sampleBlob } from './lib/sample';

const COLUMNS = [
  { name: 'linkedin_url', required: true, hint: 'The profile address, e.g. https://www.linkedin.com/in/jane-doe' },
  { name: 'first_name', required: false, hint: 'Optional' },
  { name: 'last_name', required: false, hint: 'Optional' },
] as const;

/** The CSV format help (spec part 2 §2): the columns, the limits, and a sample file made in the browser. */
export const FormatHelp = () => (
  <Card data-testid="csvp-format-help">
    <CardContent sx={{ p: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        CSV format
      </Typography>
      <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {COLUMNS.map((column) => (
          <Box
            component="li"
            key={column.name}
            sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
          >
            <Typography component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {column.name}
            </Typography>
            <Chip
              size="small"
              label={column.required ? 'required' : 'optional'}
              color={column.required ? 'primary' : 'default'}
              variant={column.required ? 'filled' : 'outlined'}
            />
            <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
              {column.hint}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="csvp-format-limits">
        Headers in the first row · Max 10MB · One profile per row
      </Typography>
      <Button
        sx={{ mt: 2 }}
        variant="text"
        startIcon={<DownloadIcon />}
        onClick={() => saveBlob(sampleBlob(), SAMPLE_FILE_NAME)}
        data-testid="csvp-sample-download"
      >
        Download sample CSV
      </Button>
    </CardContent>
  </Card>
);

import { Box, Card, CardContent, Chip, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { MappableField } from './lib/autoMap';
import type { CsvFieldGroups } from './useCsvFields';

const Group = ({ title, fields, testId }: { title: string; fields: MappableField[]; testId: string }) => (
  <Box data-testid={testId}>
    <Typography variant="overline" color="text.secondary">
      {title}
    </Typography>
    <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {fields.map((field) => (
        <Tooltip key={field.name} title={field.label}>
          <Chip
            label={field.name}
            size="small"
            variant="outlined"
            data-testid="accepted-column"
            sx={{ fontFamily: 'monospace' }}
          />
        </Tooltip>
      ))}
    </Stack>
  </Box>
);

/** The columns a CSV may carry, as the server lists them. */
export const AcceptedColumns = ({ groups, loading }: { groups: CsvFieldGroups; loading: boolean }) => (
  <Card data-testid="accepted-columns">
    <CardContent sx={{ p: 3 }}>
      <Typography variant="subtitle1" component="h2">
        Accepted columns
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Name your headers like these, or map each column below. Other columns are skipped.
      </Typography>
      {loading ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <Stack spacing={2}>
          <Group title="Company" fields={groups.company} testId="accepted-company" />
          <Group title="Lead" fields={groups.lead} testId="accepted-lead" />
        </Stack>
      )}
    </CardContent>
  </Card>
);

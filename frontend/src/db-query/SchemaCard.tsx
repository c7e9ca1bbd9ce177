import RefreshIcon from '@mui/icons-material/Refresh';
import StorageIcon from '@mui/icons-material/Storage';
import { Box, Card, CardContent, Chip, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatCount } from '../leads/lib/format';
import { useDbQuery } from './DbQueryContext';

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box data-testid={testId}>{children}</Box>
  </Box>
);

/** What the index pattern covers: its leads, its datasets and the fields they carry. */
export const SchemaCard = () => {
  const { schema, schemaLoading, loadSchema } = useDbQuery();

  return (
    <Card data-testid="schema-card">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <StorageIcon color="primary" fontSize="small" />
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            Schema info
          </Typography>
          <Tooltip title="Reload">
            <span>
              <IconButton
                size="small"
                onClick={() => void loadSchema()}
                disabled={schemaLoading}
                aria-label="Reload schema info"
              >
                <RefreshIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {!schema && schemaLoading ? (
          <Skeleton variant="rounded" height={96} />
        ) : !schema ? (
          <Typography color="text.secondary">Schema info is not available.</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: '160px 200px 160px 1fr' },
              alignItems: 'start',
              opacity: schemaLoading ? 0.6 : 1,
            }}
          >
            <Fact label="Total documents" testId="schema-total">
              <Typography variant="h5" component="span">
                {formatCount(schema.total_documents)}
              </Typography>
            </Fact>
            <Fact label="Index pattern" testId="schema-pattern">
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{schema.index_pattern}</Typography>
            </Fact>
            <Fact label="Accepted fields" testId="schema-field-count">
              <Typography variant="h5" component="span">
                {schema.accepted_fields.length}
              </Typography>
            </Fact>
            <Fact label="Datasets" testId="schema-datasets">
              {schema.datasets?.length ? (
                <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {schema.datasets.map((dataset) => (
                    <Chip key={dataset} label={dataset} size="small" sx={{ fontFamily: 'monospace' }} />
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No dataset matches this pattern yet.
                </Typography>
              )}
            </Fact>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

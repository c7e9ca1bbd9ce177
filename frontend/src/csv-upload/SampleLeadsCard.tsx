import DatasetIcon from '@mui/icons-material/Dataset';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { api } from '../lib/httpClient';

/**
 * Shown while the lead database is empty: one click imports the bundled 1,000 synthetic leads, so a new
 * installation can be searched and queried at once.
 */
export const SampleLeadsCard = ({ busy, onLoad }: { busy: boolean; onLoad: () => void }) => {
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    let active = true;
    api
      .get<{ total_documents: number }>('/db/schema-info/')
      .then((info) => active && setEmpty(info.total_documents === 0))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [busy]);
  if (!empty) return null;
  return (
    <Card data-testid="sample-leads-card" sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <DatasetIcon color="primary" />
          <Typography sx={{ flex: 1 }}>
            The lead database is empty. Load 1,000 sample leads (synthetic companies and people) to try search and DB
            Query right away, or upload your own CSV below.
          </Typography>
          <Button variant="outlined" disabled={busy} onClick={onLoad} data-testid="load-sample-leads">
            Load sample leads
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

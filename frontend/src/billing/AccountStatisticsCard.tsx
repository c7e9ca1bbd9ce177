import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Box, Card, CardContent, Skeleton, Stack, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { formatCount } from './libFormat';
import type { AccountStatistics } from './types';

const Figure = ({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: ComponentType<SvgIconProps>;
  label: string;
  value: number | null;
  testId: string;
}) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.25 }}>
    <Box
      sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Icon fontSize="small" color="primary" />
    </Box>
    <Box sx={{ flex: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
    <Typography variant="h6" component="p" data-testid={testId}>
      {value === null ? <Skeleton width={32} /> : formatCount(value)}
    </Typography>
  </Stack>
);

/** Account Statistics: total searches and total persona analyses. */
export const AccountStatisticsCard = ({ statistics }: { statistics: AccountStatistics | null }) => (
  <Card data-testid="account-statistics">
    <CardContent sx={{ p: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        Account Statistics
      </Typography>
      <Figure
        icon={ManageSearchIcon}
        label="Total Searches"
        value={statistics?.total_searches ?? null}
        testId="total-searches"
      />
      <Figure
        icon={PsychologyIcon}
        label="Total Personas"
        value={statistics?.total_personas ?? null}
        testId="total-personas"
      />
    </CardContent>
  </Card>
);

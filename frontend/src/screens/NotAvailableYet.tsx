import { Card, CardContent, Typography } from '@mui/material';
import { ScreenHeader } from './ScreenHeader';

/** A tab whose screen is not built yet says so, and nothing else. */
export const NotAvailableYet = ({ title }: { title: string }) => (
  <>
    <ScreenHeader title={title} />
    <Card>
      <CardContent sx={{ py: 5, textAlign: 'center' }}>
        <Typography color="text.secondary" data-testid="not-available">
          This screen is not available yet
        </Typography>
      </CardContent>
    </Card>
  </>
);

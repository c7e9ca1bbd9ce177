import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { UsageInfo } from '../billing';
import { formatCount } from '../leads/lib/format';
import { CSV_PERSONA_MESSAGES } from './lib/messages';
import { csvCreditState } from './lib/usage';

const Banner = ({ available }: { available: number }) => {
  const state = csvCreditState(available);
  if (state === 'ok') return null;
  return state === 'empty' ? (
    <Alert severity="error" data-testid="csvp-credit-banner" data-state="empty">
      <AlertTitle>{CSV_PERSONA_MESSAGES.noCredits}</AlertTitle>
      Every profile in a file uses one persona credit. Buy credits to analyse a file.
    </Alert>
  ) : (
    <Alert severity="warning" data-testid="csvp-credit-banner" data-state="low">
      <AlertTitle>Low credits</AlertTitle>
      Only {available} persona {available === 1 ? 'analysis' : 'analyses'} left: enough for {available}{' '}
      {available === 1 ? 'profile' : 'profiles'}.
    </Alert>
  );
};

/** Available persona analyses, with the CSV banner: below 5 a warning, at 0 'No Credits Available'. */
export const UsageStatusCard = ({
  info,
  loading,
  error,
  onBuyCredits,
}: {
  info: UsageInfo | null;
  loading: boolean;
  error: string | null;
  onBuyCredits: () => void;
}) => {
  const usage = info?.usage;
  return (
    <Card data-testid="csvp-usage-card">
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
            <Box>
              <Typography variant="subtitle1" component="h2">
                Persona credits
              </Typography>
              <Typography variant="body2" color="text.secondary">
                One credit per analysed profile. Rows that fail cost nothing.
              </Typography>
            </Box>
            <Button
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              variant="outlined"
              startIcon={<ShoppingCartIcon />}
              onClick={onBuyCredits}
              data-testid="csvp-buy-credits"
            >
              Buy credits
            </Button>
          </Stack>
          {loading && !usage ? (
            <Skeleton variant="rounded" height={56} />
          ) : usage ? (
            <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  Available personas
                </Typography>
                <Typography variant="h4" component="p" data-testid="csvp-available-personas">
                  {formatCount(usage.available_personas)}
                </Typography>
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  Used
                </Typography>
                <Typography variant="h4" component="p" data-testid="csvp-used-personas">
                  {formatCount(usage.persona_analyses_used)}
                </Typography>
              </Box>
            </Stack>
          ) : null}
          {usage && <Banner available={usage.available_personas} />}
          {error && (
            <Alert severity="warning" data-testid="csvp-usage-error">
              {error}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Evidence } from './lib/types';

/**
 * The passages a trait or driver rests on. A quote the server could not find in the profile is marked, so a
 * reader can tell grounded claims from the model's own words.
 */
export const EvidenceList = ({ evidence, testId }: { evidence: Evidence[]; testId: string }) => {
  if (!evidence.length) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5 }}>
      {evidence.map(({ quote, found_in_profile: found }) => (
        <Stack
          key={quote}
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'flex-start' }}
          data-testid={testId}
          data-found={found}
        >
          <FormatQuoteIcon sx={{ fontSize: 16, mt: 0.25, color: found ? 'primary.main' : 'text.disabled' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="body2"
              component="q"
              sx={{ fontStyle: 'italic', color: found ? 'text.primary' : 'text.secondary' }}
            >
              {quote}
            </Typography>
            {!found && (
              <Chip
                label="not found in profile"
                size="small"
                color="warning"
                variant="outlined"
                sx={{ ml: 1, height: 20, fontSize: 11 }}
                data-testid="evidence-not-found"
              />
            )}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
};

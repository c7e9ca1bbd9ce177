import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a persona block. */
export const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Box data-testid={testId} sx={{ minWidth: 0 }}>
    <Typography
      variant="overline"
      component="h5"
      sx={{ display: 'block', color: 'text.secondary', fontWeight: 700, lineHeight: 1.8, mb: 0.5 }}
    >
      {title}
    </Typography>
    {children}
  </Box>
);

/** Label: value lines; blank values show as '—'. */
export const Facts = ({
  facts,
  testId,
}: {
  facts: [label: string, value: string, testId?: string][];
  testId?: string;
}) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5 }}
    data-testid={testId}
  >
    {facts.map(([label, value, valueTestId]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          sx={{ m: 0, overflowWrap: 'anywhere' }}
          data-label={label}
          data-testid={valueTestId}
        >
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** A list of short strings as chips; a dash when empty. */
export const ChipList = ({ items, testId }: { items: string[]; testId?: string }) =>
  items.length ? (
    <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" variant="outlined" data-testid={testId} />
      ))}
    </Stack>
  ) : (
    <Typography variant="body2" color="text.disabled">
      —
    </Typography>
  );

/** A list of sentences as bullets; a dash when empty. */
export const Bullets = ({ items, testId }: { items: string[]; testId?: string }) =>
  items.length ? (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item) => (
        <Typography key={item} component="li" variant="body2" data-testid={testId}>
          {item}
        </Typography>
      ))}
    </Box>
  ) : (
    <Typography variant="body2" color="text.disabled">
      —
    </Typography>
  );

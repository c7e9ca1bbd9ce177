import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ResultCard } from './ResultCard';
import type { SearchResultItem } from './lib/types';

/** Cards are rendered a page at a time, so a source with hundreds of results stays quick. */
export const CARDS_PAGE = 20;

export const ResultCards = ({ items }: { items: readonly SearchResultItem[] }) => {
  const [shown, setShown] = useState(CARDS_PAGE);
  if (!items.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        No results found
      </Typography>
    );
  }
  const left = items.length - shown;
  return (
    <Stack spacing={1.5} data-testid="result-cards">
      {items.slice(0, shown).map((item) => (
        <ResultCard key={item.id} item={item} />
      ))}
      {left > 0 && (
        <Button variant="outlined" onClick={() => setShown((count) => count + CARDS_PAGE)} data-testid="cards-more">
          Show {Math.min(left, CARDS_PAGE)} more ({left} left)
        </Button>
      )}
    </Stack>
  );
};

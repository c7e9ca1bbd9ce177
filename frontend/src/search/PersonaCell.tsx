import { Button, Typography } from '@mui/material';
import { NOT_ANALYZED, useViewAnalysis } from '../personas';
import type { SearchResultItem } from './lib/types';

/** 'View Analysis' when the result has a persona analysis (spec §4), else 'Not analyzed'. */
export const PersonaCell = ({ item }: { item: SearchResultItem }) => {
  const { available, loading, view } = useViewAnalysis(item);
  if (!available) {
    return (
      <Typography variant="body2" color="text.secondary" component="span" data-testid="persona-status">
        {NOT_ANALYZED}
      </Typography>
    );
  }
  return (
    <Button size="small" variant="outlined" disabled={loading} onClick={() => void view()} data-testid="persona-view">
      {loading ? 'Loading...' : 'View Analysis'}
    </Button>
  );
};

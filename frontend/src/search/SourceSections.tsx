import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import StorageIcon from '@mui/icons-material/Storage';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, Box, ButtonBase, Chip, Collapse, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { ResultCards } from './ResultCards';
import { ResultsTable } from './ResultsTable';
import { bySource, orderedSources, sourceLabel } from './lib/summary';
import type { ResultsBySource, SourceErrors } from './lib/types';

const ICONS: Record<string, ReactElement> = {
  elasticsearch: <StorageIcon fontSize="small" />,
  google: <LanguageIcon fontSize="small" />,
  bright_data: <LinkedInIcon fontSize="small" />,
};

export interface SourceSectionsProps {
  /** The results to show (after the filters). */
  results: ResultsBySource;
  /** Every source's results before the filters, for "N of M" and the empty-state text. */
  unfiltered?: ResultsBySource;
  errors?: SourceErrors;
  view: 'cards' | 'table';
}

/** One collapsible section per source ('Database', 'Web Search', LinkedIn), all starting collapsed. */
export const SourceSections = ({ results, unfiltered = results, errors = {}, view }: SourceSectionsProps) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const sources = orderedSources(unfiltered, errors);
  if (!sources.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="no-results">
        No results found
      </Typography>
    );
  }

  const toggle = (source: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(source)) next.delete(source);
      else next.add(source);
      return next;
    });

  return (
    <Stack spacing={1.5}>
      {sources.map((source) => {
        const items = bySource(results, source) ?? [];
        const total = bySource(unfiltered, source)?.length ?? items.length;
        const isOpen = open.has(source);
        const error = bySource(errors, source);
        const label = sourceLabel(source);
        return (
          <Paper
            key={source}
            variant="outlined"
            sx={{ borderRadius: 2, overflow: 'hidden' }}
            data-testid="source-section"
            data-source={source}
          >
            <ButtonBase
              onClick={() => toggle(source)}
              aria-expanded={isOpen}
              data-testid="source-toggle"
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                gap: 1.5,
                px: 2,
                py: 1.5,
                textAlign: 'left',
                bgcolor: isOpen ? 'action.hover' : 'transparent',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{ICONS[source] ?? <TravelExploreIcon />}</Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3">
                  {label}
                </Typography>
                {/* The reason a source gave nothing is read without opening its section (issue 15 point 1). */}
                {error && !isOpen && (
                  <Typography variant="caption" color="text.secondary" data-testid="source-error-summary">
                    {error}
                  </Typography>
                )}
              </Box>
              {error && !total && <Chip size="small" color="warning" variant="outlined" label="Unavailable" />}
              <Chip
                size="small"
                label={items.length === total ? `${total} results` : `${items.length} of ${total} results`}
                data-testid="source-count"
              />
              <ExpandMoreIcon
                sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }}
                color="action"
              />
            </ButtonBase>
            <Collapse in={isOpen} unmountOnExit>
              <Box sx={{ p: 2, pt: 1.5 }} data-testid="source-body">
                {error && (
                  <Alert severity="warning" sx={{ mb: items.length ? 1.5 : 0 }} data-testid="source-error">
                    {error}
                  </Alert>
                )}
                {items.length === 0 && !error ? (
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {total ? 'No results match the active filters' : 'No results found'}
                  </Typography>
                ) : items.length === 0 ? null : view === 'table' ? (
                  <ResultsTable items={items} label={label} />
                ) : (
                  <ResultCards items={items} />
                )}
              </Box>
            </Collapse>
          </Paper>
        );
      })}
    </Stack>
  );
};

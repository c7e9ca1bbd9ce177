import { Box, Button, Checkbox, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { selectAll, selectionCountLabel, toggleSelected, type Selection } from './lib/selection';
import type { PersonaCandidate } from './lib/types';

export interface ProfileSelectionListProps {
  candidates: readonly PersonaCandidate[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  disabled?: boolean;
}

/**
 * The selectable profiles: one checkbox per profile (name, company, 'View Profile'), 'N of M profiles selected',
 * Select All and Clear All. The selection dialog uses it, and any other screen that lets people pick profiles.
 */
export const ProfileSelectionList = ({
  candidates,
  selection,
  onChange,
  disabled = false,
}: ProfileSelectionListProps) => {
  const selected = candidates.filter((c) => selection.has(c.id)).length;
  return (
    <Box data-testid="persona-selection">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="persona-select-count">
          {selectionCountLabel(selected, candidates.length)}
        </Typography>
        <Button
          size="small"
          onClick={() => onChange(selectAll(candidates))}
          disabled={disabled || selected === candidates.length}
          data-testid="persona-select-all"
        >
          Select All
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={() => onChange(new Set())}
          disabled={disabled || selected === 0}
          data-testid="persona-clear-all"
        >
          Clear All
        </Button>
      </Stack>
      <List
        dense
        disablePadding
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 420, overflowY: 'auto' }}
      >
        {candidates.map((candidate) => {
          const checked = selection.has(candidate.id);
          const labelId = `persona-candidate-${candidate.id}`;
          return (
            <ListItem
              key={candidate.id}
              divider
              data-testid="persona-candidate"
              data-url={candidate.linkedinUrl}
              secondaryAction={
                <Link
                  href={candidate.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  data-testid="persona-candidate-link"
                >
                  View Profile
                </Link>
              }
            >
              <Checkbox
                edge="start"
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(toggleSelected(selection, candidate.id))}
                slotProps={{
                  input: {
                    'aria-labelledby': labelId,
                    'data-testid': 'persona-candidate-checkbox',
                    'data-url': candidate.linkedinUrl,
                  } as object,
                }}
              />
              <Box id={labelId} sx={{ minWidth: 0, pr: 12 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="persona-candidate-name">
                  {candidate.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" data-testid="persona-candidate-company">
                  {candidate.company}
                </Typography>
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
};

import PsychologyIcon from '@mui/icons-material/Psychology';
import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useState } from 'react';
import { notify } from '../lib/notify';
import { PERSONA_MESSAGES } from './lib/messages';
import { analyzeButtonLabel, canConfirm, emptySelection, selectedCandidates } from './lib/selection';
import type { PersonaCandidate } from './lib/types';
import { ProfileSelectionList } from './ProfileSelectionList';
import { PersonaDialog } from './PersonaDialog';

export interface SelectProfilesDialogProps {
  open: boolean;
  candidates: readonly PersonaCandidate[];
  running: boolean;
  onClose: () => void;
  onAnalyze: (selected: PersonaCandidate[]) => void;
}

const SelectProfilesForm = ({ candidates, running, onClose, onAnalyze }: Omit<SelectProfilesDialogProps, 'open'>) => {
  const [selection, setSelection] = useState(emptySelection);
  const selected = selectedCandidates(candidates, selection);
  const confirm = () => {
    if (!selected.length) {
      notify.error(PERSONA_MESSAGES.selectAtLeastOne);
      return;
    }
    onAnalyze(selected);
  };
  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Each profile is read from LinkedIn and analysed into a persona. {PERSONA_MESSAGES.tooltip}.
        </Typography>
        <ProfileSelectionList candidates={candidates} selection={selection} onChange={setSelection} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} data-testid="persona-select-cancel">
          Cancel
        </Button>
        <Button
          variant="contained"
          startIcon={<PsychologyIcon />}
          onClick={confirm}
          disabled={!canConfirm(selected.length, running)}
          data-testid="persona-analyze-confirm"
        >
          {analyzeButtonLabel(selected.length)}
        </Button>
      </DialogActions>
    </>
  );
};

/** 'Select LinkedIn Profiles to Analyze' (spec §2.5): opens with nothing selected; Cancel or X closes it. */
export const SelectProfilesDialog = ({ open, onClose, ...form }: SelectProfilesDialogProps) => (
  <PersonaDialog
    open={open}
    onClose={onClose}
    title="Select LinkedIn Profiles to Analyze"
    titleId="persona-select-title"
    testId="persona-select-dialog"
    closeTestId="persona-select-close"
    maxWidth="sm"
  >
    {/* Mounted per opening, so every opening starts with nothing selected. */}
    <SelectProfilesForm onClose={onClose} {...form} />
  </PersonaDialog>
);

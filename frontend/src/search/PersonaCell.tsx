import { Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../lib/notify';
import { NOT_ANALYZED, personaAvailable, personaFor, type LocalPersonas } from './lib/persona';
import type { SearchResultItem } from './lib/types';

const PERSONA_MISSING = 'Persona analysis data is not available for this result.';

/** 'View Analysis' when the result has a persona analysis (spec §4), else 'Not analyzed'. */
export const PersonaCell = ({ item, local }: { item: SearchResultItem; local?: LocalPersonas }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  if (!personaAvailable(item, local)) {
    return (
      <Typography variant="body2" color="text.secondary" component="span" data-testid="persona-status">
        {NOT_ANALYZED}
      </Typography>
    );
  }
  const persona = personaFor(item, local);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        data-testid="persona-view"
        onClick={() => (persona ? setOpen(true) : notify.error(PERSONA_MISSING))}
      >
        View Analysis
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>Persona Analysis</DialogTitle>
        <DialogContent>
          <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}>
            {JSON.stringify(persona, null, 2)}
          </Typography>
        </DialogContent>
      </Dialog>
    </>
  );
};

import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';

/** The name-your-template modal; an empty name is saved as 'Untitled'. */
export const SaveTemplateDialog = ({
  open,
  defaultName,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  defaultName: string;
  saving: boolean;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}) => {
  const [name, setName] = useState(defaultName);
  useEffect(() => {
    if (open) setName(defaultName);
  }, [open, defaultName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSave(name);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="landing-save-title"
      data-testid="landing-save-dialog"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="landing-save-title">Name your template</DialogTitle>
        <DialogContent>
          <TextField
            label="Template name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Untitled"
            autoFocus
            fullWidth
            margin="dense"
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'landing-save-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="landing-save-confirm"
          >
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/** Confirms the GDPR erase of one lead. */
export const DeleteLeadDialog = ({
  open,
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => (
  <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-lead-title">
    <DialogTitle id="delete-lead-title">Delete this lead?</DialogTitle>
    <DialogContent>
      <DialogContentText data-testid="delete-lead-text">
        {name} will be erased from the database. The deletion is recorded with your name and the time, and the
        lead&apos;s e-mail and LinkedIn URL go on the suppression list, so later imports skip them.
      </DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} color="inherit" disabled={busy}>
        Cancel
      </Button>
      <Button
        onClick={onConfirm}
        color="error"
        variant="contained"
        disabled={busy}
        data-testid="delete-lead-confirm"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Delete lead
      </Button>
    </DialogActions>
  </Dialog>
);

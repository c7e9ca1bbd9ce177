import { Button, CircularProgress, DialogActions } from '@mui/material';

/** Cancel and the form's submit button (a spinner while busy), as every profile dialog ends. */
export const FormDialogActions = ({
  onCancel,
  busy,
  label,
  testId,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  testId: string;
}) => (
  <DialogActions sx={{ px: 3, pb: 2.5 }}>
    <Button onClick={onCancel} color="inherit">
      Cancel
    </Button>
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      data-testid={testId}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  </DialogActions>
);

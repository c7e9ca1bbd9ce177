import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Asked before unsaved changes are lost (switching template, restoring a version, leaving the tab). */
export const ConfirmDiscardDialog = ({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => (
  <Dialog open={open} onClose={onCancel} aria-labelledby="landing-discard-title" data-testid="landing-discard-dialog">
    <DialogTitle id="landing-discard-title">Discard unsaved changes?</DialogTitle>
    <DialogContent>
      <DialogContentText>The page has changes that are not saved. They will be lost if you continue.</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel} autoFocus data-testid="landing-discard-cancel">
        Keep editing
      </Button>
      <Button color="error" onClick={onConfirm} data-testid="landing-discard-confirm">
        Discard changes
      </Button>
    </DialogActions>
  </Dialog>
);

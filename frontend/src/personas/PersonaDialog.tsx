import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The persona flows' modal frame: a titled dialog whose X closes it (as Cancel does). The form inside is mounted
 * per opening, so every opening starts fresh.
 */
export const PersonaDialog = ({
  open,
  onClose,
  title,
  titleId,
  testId,
  closeTestId,
  maxWidth,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  testId: string;
  closeTestId?: string;
  maxWidth: DialogProps['maxWidth'];
  children: ReactNode;
}) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth={maxWidth}
    aria-labelledby={titleId}
    data-testid={testId}
    // On a phone the modal takes the width (8 px margins, not 32), so names are not squeezed (issue 15 point 11).
    sx={{
      '& .MuiDialog-paper': { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } },
      '& .MuiDialogContent-root': { px: { xs: 1.5, sm: 3 } },
    }}
  >
    <DialogTitle id={titleId} sx={{ pr: 6 }}>
      {title}
      <IconButton
        aria-label="Close"
        onClick={onClose}
        data-testid={closeTestId}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
    {children}
  </Dialog>
);

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
  <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} data-testid={testId}>
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

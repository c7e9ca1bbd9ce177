import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, CircularProgress, Grow, IconButton, Paper, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useNotificationContext, useTranslate, type NotificationType } from 'react-admin';
import { notify, useToasts, type Toast, type ToastKind } from '../lib/notify';

const ICONS: Record<ToastKind, ReactNode> = {
  success: <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} />,
  error: <ErrorIcon fontSize="small" sx={{ color: 'error.main' }} />,
  loading: <CircularProgress size={18} thickness={5} />,
  blank: null,
  custom: <InfoOutlinedIcon fontSize="small" sx={{ color: 'primary.main' }} />,
};

const ToastView = ({ toast }: { toast: Toast }) => (
  <Grow in={toast.visible} appear>
    <Paper
      elevation={6}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
      data-testid="toast"
      data-kind={toast.kind}
      sx={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        pl: 2,
        pr: 0.5,
        py: 0.75,
        minWidth: 260,
        maxWidth: 440,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {ICONS[toast.kind]}
      <Typography variant="body2" sx={{ flex: 1, py: 0.5, fontWeight: 500 }}>
        {toast.message}
      </Typography>
      <IconButton size="small" aria-label="Dismiss notification" onClick={() => notify.dismiss(toast.id)}>
        <CloseIcon fontSize="inherit" />
      </IconButton>
    </Paper>
  </Grow>
);

/** Renders the app's toasts, newest at the bottom of a stack at the top centre of the page. */
export const Toaster = () => {
  const toasts = useToasts();
  return (
    <Box
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar + 10,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} />
      ))}
    </Box>
  );
};

const KIND_OF: Record<NotificationType, ToastKind> = {
  success: 'success',
  error: 'error',
  info: 'blank',
  warning: 'blank',
};

/**
 * react-admin's own notices (auth and data-provider errors) go through the same helper, so the app shows one
 * kind of notification. Undoable notices are not supported: screens use pessimistic mutations.
 */
export const AppNotifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    for (let next = takeNotification(); next; next = takeNotification()) {
      const { message, type, notificationOptions = {} } = next;
      const text =
        typeof message === 'string'
          ? translate(message, { _: message, ...notificationOptions.messageArgs })
          : String(message ?? '');
      const duration = notificationOptions.autoHideDuration;
      notify[KIND_OF[type] ?? 'blank'](text, duration === undefined ? undefined : { duration });
    }
  }, [notifications, takeNotification, translate]);

  return <Toaster />;
};

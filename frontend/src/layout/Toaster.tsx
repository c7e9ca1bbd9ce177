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
        minWidth: { sm: 260 },
        maxWidth: { xs: '100%', sm: 440 },
        overflowWrap: 'anywhere',
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

/**
 * The app's one toast region: bottom right (bottom centre on a phone), newest at the bottom, so it never covers the
 * header or the tab bar (issue 15 point 3). Stale outcomes are hidden by lib/notify.
 */
export const Toaster = () => {
  const toasts = useToasts();
  return (
    <Box
      component="section"
      aria-label="Notifications"
      data-testid="toast-region"
      sx={{
        position: 'fixed',
        bottom: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar + 10,
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
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

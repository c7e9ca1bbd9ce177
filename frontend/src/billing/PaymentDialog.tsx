import CreditCardIcon from '@mui/icons-material/CreditCard';
import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotify } from '../lib/notify';
import { createCheckoutSession } from './api';
import { creditsLabel, formatMoney } from './libFormat';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  AMOUNT_STEP,
  DEFAULT_AMOUNT,
  describePaymentError,
  parseAmount,
  PAYMENT_MESSAGES,
  validateAmount,
  type PaymentProblem,
} from './libPayment';
import { returnPathFor, runBeforeCheckout } from './libReturn';
import type { PaymentType } from './types';

export interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  /** wallet_topup puts money in the wallet; credit_purchase buys persona credits (the persona flows' preset). */
  type: PaymentType;
  /** The amount in USD to start from (1 credit = $1), e.g. the shortfall of a CSV upload. */
  amount?: number;
  /** Why the dialog opened, shown above the amount (e.g. 'You need 4 more credits for this file.'). */
  reason?: string;
  /** Where the browser goes with the checkout URL (tests and embedding; default window.location.assign). */
  redirect?: (url: string) => void;
  /** The tab Stripe sends the user back to (e.g. '/csv-persona'); default the tab the dialog was opened on. */
  returnTo?: string;
}

const TITLES: Record<PaymentType, string> = { credit_purchase: 'Buy Credits', wallet_topup: 'Top Up Wallet' };

const PaymentForm = ({
  onClose,
  type,
  amount: preset,
  reason,
  redirect,
  returnTo,
}: Omit<PaymentDialogProps, 'open'>) => {
  const [text, setText] = useState(String(preset ?? DEFAULT_AMOUNT));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const { pathname } = useLocation();

  const amount = parseAmount(text);
  const valid = validateAmount(text) === null && amount !== null;
  const unavailable = problem?.kind === 'unavailable';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAmount(text);
    if (invalid || amount === null) {
      setFieldError(invalid);
      notify.error(invalid ?? PAYMENT_MESSAGES.invalidAmount);
      return;
    }
    setBusy(true);
    setProblem(null);
    const toastId = notify.loading(PAYMENT_MESSAGES.creating);
    try {
      const url = await createCheckoutSession(type, amount, returnPathFor(returnTo ?? pathname));
      runBeforeCheckout();
      // The loading toast stays up while the browser leaves for the checkout page.
      (redirect ?? ((target: string) => window.location.assign(target)))(url);
    } catch (error) {
      const found = describePaymentError(error, type);
      if (found.kind === 'error') console.error('[billing] checkout session failed', error);
      setProblem(found);
      if (found.kind === 'unavailable') notify.blank(found.message, { id: toastId });
      else notify.error(found.message, { id: toastId });
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={TITLES[type]} data-testid="payment-form">
      <DialogContent sx={{ pt: 1 }}>
        {reason && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="payment-reason">
            {reason}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {type === 'credit_purchase'
            ? 'Each persona analysis uses one credit. 1 credit = $1.00.'
            : 'Add money to your wallet to pay for analyses as you go.'}
        </Typography>
        <TextField
          label={type === 'credit_purchase' ? 'Credits' : 'Amount'}
          type="number"
          value={text}
          autoFocus
          disabled={busy}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(null);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `Whole dollars from $${AMOUNT_MIN} to $${AMOUNT_MAX}`}
          slotProps={{
            htmlInput: { min: AMOUNT_MIN, max: AMOUNT_MAX, step: AMOUNT_STEP, 'data-testid': 'payment-amount' },
            input:
              type === 'credit_purchase'
                ? { endAdornment: <InputAdornment position="end">credits</InputAdornment> }
                : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'baseline',
            mt: 1,
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {type === 'credit_purchase' && valid ? creditsLabel(amount) : 'Total'}
          </Typography>
          <Typography variant="h6" component="p" data-testid="payment-total">
            {valid ? formatMoney(amount) : '—'}
          </Typography>
        </Stack>
        {problem && (
          <Alert severity={unavailable ? 'info' : 'error'} sx={{ mt: 2 }} data-testid="payment-problem">
            {unavailable ? `${problem.message} Please contact the administrator of LeadScope.` : problem.message}
          </Alert>
        )}
        {busy && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }} data-testid="payment-creating">
            <CircularProgress size={18} />
            <Typography variant="body2">{PAYMENT_MESSAGES.creating}</Typography>
          </Stack>
        )}
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 2, color: 'text.secondary' }}>
          <LockIcon sx={{ fontSize: 16 }} />
          <Typography variant="caption">You will pay on Stripe&apos;s secure checkout page.</Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {unavailable ? 'Close' : 'Cancel'}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || unavailable}
          data-testid="payment-submit"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CreditCardIcon />}
        >
          {valid ? `Pay ${formatMoney(amount)}` : 'Pay'}
        </Button>
      </DialogActions>
    </Box>
  );
};

/**
 * The card payment modal: an amount, then a Stripe checkout session of the given type and off to its page. The
 * Profile tab opens it as a credit purchase from its amount box; other screens open it with their own preset.
 */
export const PaymentDialog = ({ open, onClose, ...form }: PaymentDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="xs"
    aria-labelledby="payment-dialog-title"
    data-testid="payment-dialog"
    // Usable on a 390 px phone: 8 px margins instead of 32 (issue 15 point 11).
    sx={{ '& .MuiDialog-paper': { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } }}
  >
    <DialogTitle id="payment-dialog-title">{TITLES[form.type]}</DialogTitle>
    {/* Mounted per opening, so every opening starts from its preset amount. */}
    <PaymentForm onClose={onClose} {...form} />
  </Dialog>
);

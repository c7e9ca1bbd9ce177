import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  InputAdornment,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNotify } from '../lib/notify';
import { formatCount, formatMoney, planName } from './libFormat';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  AMOUNT_STEP,
  DEFAULT_AMOUNT,
  parseAmount,
  PAYMENT_MESSAGES,
  validateAmount,
} from './libPayment';
import { creditState, usagePercent } from './libUsage';
import type { UsageInfo } from './types';

/** Two kinds of money on one card need telling apart (issue 15 point 10). */
const WALLET_EXPLAINED = 'prepaid money kept on your account; persona analyses spend credits, not the wallet.';

const Stat = ({ label, value, testId }: { label: string; value: ReactNode; testId: string }) => (
  <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
      {label}
    </Typography>
    <Typography variant="h5" component="div" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

const CreditWarning = ({ available }: { available: number }) => {
  const state = creditState(available);
  if (state === 'ok') return null;
  return state === 'empty' ? (
    <Alert severity="error" data-testid="credit-warning" data-state="empty">
      <AlertTitle>No Credits Available</AlertTitle>
      Buy credits to run persona analyses again.
    </Alert>
  ) : (
    <Alert severity="warning" data-testid="credit-warning" data-state="low">
      <AlertTitle>Low credits</AlertTitle>
      Only {available} persona {available === 1 ? 'analysis' : 'analyses'} left. Buy credits to keep going.
    </Alert>
  );
};

export interface UsageBillingCardProps {
  info: UsageInfo | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Buy Credits with a valid amount from the box. */
  onBuyCredits: (amount: number) => void;
  onUpgradePlan: () => void;
  onTopUpWallet: () => void;
  onBulkPurchase: () => void;
}

/** Usage & Billing: the amount box and buttons, plan and credit figures, the usage bar and the low-credit warning. */
export const UsageBillingCard = ({
  info,
  loading,
  error,
  onRetry,
  onBuyCredits,
  onUpgradePlan,
  onTopUpWallet,
  onBulkPurchase,
}: UsageBillingCardProps) => {
  const [amount, setAmount] = useState(String(DEFAULT_AMOUNT));
  const [amountError, setAmountError] = useState<string | null>(null);
  const notify = useNotify();

  const buy = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAmount(amount);
    const value = parseAmount(amount);
    if (problem || value === null) {
      setAmountError(problem);
      if (problem) notify.error(problem);
      return;
    }
    onBuyCredits(value);
  };

  const usage = info?.usage;
  // Only the server saying so turns card payments off; when it does not say, the payment call's 503 does.
  const paymentsOff = info?.payments_enabled === false;
  const percent = usage ? usagePercent(usage.persona_analyses_used, usage.persona_credits) : 0;

  return (
    <Card data-testid="usage-billing" sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent sx={{ p: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 3 }}
        >
          <Box>
            <Typography variant="subtitle1" component="h2">
              Usage &amp; Billing
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Each persona analysis uses one credit.
            </Typography>
          </Box>
          <Stack
            component="form"
            noValidate
            onSubmit={buy}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}
            aria-label="Buy credits"
          >
            <TextField
              type="number"
              size="small"
              fullWidth={false}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountError(null);
              }}
              error={Boolean(amountError)}
              helperText={amountError ?? undefined}
              sx={{ width: 150 }}
              slotProps={{
                htmlInput: {
                  min: AMOUNT_MIN,
                  max: AMOUNT_MAX,
                  step: AMOUNT_STEP,
                  'aria-label': 'Credits to buy',
                  'data-testid': 'billing-amount',
                },
                input: { endAdornment: <InputAdornment position="end">credits</InputAdornment> },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={paymentsOff}
              startIcon={<ShoppingCartIcon />}
              data-testid="buy-credits"
            >
              Buy Credits
            </Button>
            <Button variant="outlined" startIcon={<UpgradeIcon />} onClick={onUpgradePlan} data-testid="upgrade-plan">
              Upgrade Plan
            </Button>
          </Stack>
        </Stack>

        {paymentsOff && (
          <Alert severity="info" sx={{ mb: 3 }} data-testid="payments-unavailable">
            {PAYMENT_MESSAGES.notConfigured} You can still upgrade your plan or buy credits through our sales team.
          </Alert>
        )}
        {error && !info ? (
          <Alert
            severity="error"
            data-testid="usage-error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        ) : (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
                mb: 3,
              }}
            >
              {loading && !usage ? (
                [0, 1, 2, 3].map((key) => <Skeleton key={key} variant="rounded" height={86} />)
              ) : usage ? (
                <>
                  <Stat
                    label="Current Plan"
                    value={<Chip label={planName(usage.plan_type)} color="primary" variant="outlined" />}
                    testId="current-plan"
                  />
                  <Stat
                    label="Available Personas"
                    value={formatCount(usage.available_personas)}
                    testId="available-personas"
                  />
                  <Stat label="Total Used" value={formatCount(usage.persona_analyses_used)} testId="total-used" />
                  <Stat label="Total Credits" value={formatCount(usage.persona_credits)} testId="total-credits" />
                </>
              ) : null}
            </Box>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Credit usage
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="usage-bar-label">
                {usage
                  ? `${formatCount(usage.persona_analyses_used)} of ${formatCount(usage.persona_credits)} used (${Math.round(percent)}%)`
                  : '—'}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={usage && creditState(usage.available_personas) !== 'ok' ? 'warning' : 'primary'}
              aria-label="Credit usage"
              data-testid="usage-bar"
              data-percent={Math.round(percent)}
              sx={{ height: 10, borderRadius: 5, mb: 2 }}
            />
            {usage && <CreditWarning available={usage.available_personas} />}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', mt: 2, color: 'text.secondary' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <AccountBalanceWalletIcon fontSize="small" />
                <Typography variant="body2" data-testid="wallet-line">
                  Wallet{' '}
                  <Box component="strong" sx={{ color: 'text.primary' }} data-testid="wallet-balance">
                    {info ? formatMoney(info.wallet_balance) : '—'}
                  </Box>
                  {' · '}
                  {WALLET_EXPLAINED}
                </Typography>
                {!paymentsOff && (
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={onTopUpWallet}
                    data-testid="top-up-wallet"
                  >
                    Top up
                  </Link>
                )}
              </Stack>
              <Typography variant="body2">
                Buying in bulk?{' '}
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={onBulkPurchase}
                  data-testid="bulk-purchase"
                >
                  Contact sales
                </Link>
              </Typography>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};

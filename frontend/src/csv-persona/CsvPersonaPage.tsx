import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { PaymentDialog } from '../billing/PaymentDialog';
import { DEFAULT_AMOUNT } from '../billing/libPayment';
import { usePaymentReturn } from '../billing/usePaymentReturn';
import { useUsageInfo } from '../billing/useUsageInfo';
import type { CsvPreview } from '../csv-upload/lib/csv';
import { isCsvFile } from '../csv-upload/lib/csvFile';
import { useNotify } from '../lib/notify';
import { ScreenHeader } from '../screens/ScreenHeader';
import { FormatHelp } from './FormatHelp';
import { CSV_PERSONA_MESSAGES } from './lib/messages';
import { checkPreviewCredits, readPreview } from './lib/preview';
import { isRunning } from './lib/state';
import { FilePicker } from '../csv-upload/FilePicker';
import { PreviewTable } from './PreviewTable';
import { ProgressPanel } from './ProgressPanel';
import { ResultsList } from './ResultsList';
import { UsageStatusCard } from './UsageStatusCard';
import { useCsvPersonaSession } from './useCsvPersonaSession';
import { useResults } from './useResults';

/** Stripe brings the user back to this tab after a card payment started here. */
const RETURN_TO = '/csv-persona';

interface PaymentOffer {
  open: boolean;
  amount: number;
  reason?: string;
}

/**
 * The CSV Personas tab (spec part 2 §2): credits, the file format, a file with its first 5 rows checked against
 * the credits, the session's progress, and the results with their downloads, analyses and e-mails.
 */
export const CsvPersonaPage = () => {
  const notify = useNotify();
  const usage = useUsageInfo();
  const results = useResults();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentOffer>({ open: false, amount: DEFAULT_AMOUNT });
  const latestPick = useRef(0);
  usePaymentReturn(usage.reload);

  const { reload: reloadUsage } = usage;
  const { reload: reloadResults } = results;
  const onStarted = useCallback(() => void reloadResults(), [reloadResults]);
  const onFinished = useCallback(() => {
    void reloadResults();
    void reloadUsage();
    latestPick.current += 1;
    setFile(null);
    setPreview(null);
    setReadError(null);
  }, [reloadResults, reloadUsage]);
  const session = useCsvPersonaSession({ onStarted, onFinished });
  const running = isRunning(session.state);

  const available = usage.info?.usage.available_personas ?? null;
  const check = preview ? checkPreviewCredits(preview.rows.length, available) : ({ ok: true } as const);

  const offerPayment = (amount: number | null, reason?: string) =>
    setPayment({ open: true, amount: amount && amount > 0 ? amount : DEFAULT_AMOUNT, reason });

  const pick = async (picked: File) => {
    const pickId = ++latestPick.current;
    session.reset();
    setReadError(null);
    setPreview(null);
    if (!isCsvFile(picked)) {
      setFile(null);
      notify.error(CSV_PERSONA_MESSAGES.invalidFile);
      return;
    }
    setFile(picked);
    try {
      const next = await readPreview(picked);
      if (pickId !== latestPick.current) return;
      setPreview(next);
      if (!next.headers.length) {
        setReadError('The file is empty: the first row must hold the headers.');
        return;
      }
      // The first pick may come before the usage has loaded: the check needs the balance.
      const balance = available ?? (await reloadUsage())?.usage.available_personas ?? null;
      if (pickId !== latestPick.current) return;
      const verdict = checkPreviewCredits(next.rows.length, balance);
      if (!verdict.ok) {
        notify.error(verdict.message);
        offerPayment(verdict.shortfall, verdict.message);
      }
    } catch (error) {
      console.info('[csv-persona] preview not read', error);
      if (pickId === latestPick.current) setReadError('The file could not be read.');
    }
  };

  const submit = async () => {
    if (!file) {
      notify.error(CSV_PERSONA_MESSAGES.noFile);
      return;
    }
    if (!check.ok) {
      notify.error(check.message);
      offerPayment(check.shortfall, check.message);
      return;
    }
    const outcome = await session.start(file);
    if (outcome.kind === 'payment') offerPayment(outcome.shortfall, outcome.message);
  };

  return (
    <>
      <ScreenHeader
        title="CSV Personas"
        subtitle="Upload a CSV of LinkedIn profiles to get a persona analysis for each, then download the results."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card data-testid="csvp-upload-card">
          <CardContent sx={{ p: 3 }}>
            <Stack spacing={3}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: -1 }}>
                Analyse a file
              </Typography>
              <FilePicker
                file={file}
                disabled={running}
                onPick={(picked) => void pick(picked)}
                testId="csvp"
                prompt="Drop a CSV file of LinkedIn profiles here, or"
                inputLabel="CSV file of LinkedIn profiles"
                help={null}
              />
              {readError && (
                <Alert severity="warning" data-testid="csvp-read-error">
                  {readError}
                </Alert>
              )}
              {preview && preview.headers.length > 0 && <PreviewTable preview={preview} />}
              {!check.ok && (
                <Alert severity="error" data-testid="csvp-credit-error">
                  {check.message}
                </Alert>
              )}
              <Box>
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => void submit()}
                  disabled={running || !check.ok}
                  startIcon={
                    running ? <CircularProgress size={18} color="inherit" aria-label="Working" /> : <CloudUploadIcon />
                  }
                  data-testid="csvp-upload"
                >
                  Upload and analyse
                </Button>
                {file && !running && check.ok && preview && (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    Each new profile uses one credit; profiles you analysed recently are free.
                  </Typography>
                )}
              </Box>
              <ProgressPanel
                state={session.state}
                upload={session.upload}
                cancelling={session.cancelling}
                onCancel={() => void session.cancel()}
              />
            </Stack>
          </CardContent>
        </Card>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <UsageStatusCard
            info={usage.info}
            loading={usage.loading}
            error={usage.error}
            onBuyCredits={() => offerPayment(DEFAULT_AMOUNT)}
          />
          <FormatHelp />
        </Stack>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <ResultsList history={results.history} loading={results.loading} error={results.error} />
        </Box>
      </Box>
      <PaymentDialog
        open={payment.open}
        onClose={() => setPayment((current) => ({ ...current, open: false }))}
        type="credit_purchase"
        amount={payment.amount}
        reason={payment.reason}
        returnTo={RETURN_TO}
      />
    </>
  );
};

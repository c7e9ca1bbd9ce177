import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type HTMLAttributes } from 'react';
import { useNotify } from '../lib/notify';
import { creditsLabel, formatPrice } from './libFormat';
import {
  bulkCreditsMessage,
  CREDIT_OPTIONS,
  DEFAULT_CREDIT_OPTION,
  SALES_PHONE_HOURS,
  SALES_RESPONSE_TIME,
  SALES_TOAST_MS,
} from './libSales';
import { SALES_CONTACT } from './salesContact';

const PurchaseCreditsForm = ({ onClose }: { onClose: () => void }) => {
  const [credits, setCredits] = useState<number>(DEFAULT_CREDIT_OPTION);
  const notify = useNotify();

  const contactSales = () => {
    notify.custom(bulkCreditsMessage(credits, SALES_CONTACT), { duration: SALES_TOAST_MS });
    onClose();
  };

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          select
          label="Credits"
          value={credits}
          onChange={(event) => setCredits(Number(event.target.value))}
          sx={{ mt: 1 }}
          helperText="1 credit = $1"
          slotProps={{
            select: {
              SelectDisplayProps: { 'data-testid': 'purchase-credits-select' } as HTMLAttributes<HTMLDivElement>,
            },
          }}
        >
          {CREDIT_OPTIONS.map((option) => (
            <MenuItem key={option} value={option} data-testid={`purchase-credits-option-${option}`}>
              {creditsLabel(option)} — {formatPrice(option)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="sales-contact">
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Contact our sales team
          </Typography>
          <Stack spacing={0.75}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmailIcon fontSize="small" color="action" />
              <Link href={`mailto:${SALES_CONTACT.email}`} variant="body2">
                {SALES_CONTACT.email}
              </Link>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneIcon fontSize="small" color="action" />
              <Typography variant="body2">{SALES_CONTACT.phone}</Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ScheduleIcon fontSize="small" color="action" />
              <Typography variant="body2">
                {SALES_RESPONSE_TIME} Phone: {SALES_PHONE_HOURS}
              </Typography>
            </Stack>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={contactSales}
          startIcon={<SupportAgentIcon />}
          data-testid="purchase-contact-sales"
        >
          Contact Sales
        </Button>
      </DialogActions>
    </>
  );
};

/** Purchase credits in bulk: nothing is charged in the app; the sales team takes it from here. */
export const PurchaseCreditsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="xs"
    aria-labelledby="purchase-credits-title"
    data-testid="purchase-credits-dialog"
  >
    <DialogTitle id="purchase-credits-title">Purchase Credits</DialogTitle>
    <PurchaseCreditsForm onClose={onClose} />
  </Dialog>
);

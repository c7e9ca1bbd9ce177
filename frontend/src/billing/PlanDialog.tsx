import CheckIcon from '@mui/icons-material/Check';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {
  Box,
  Button,
  ButtonBase,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useNotify } from '../lib/notify';
import { fetchPlans, requestPlanUpgrade } from './api';
import { creditPriceLabel, planPriceLabel } from './libPlans';
import { planUpgradeMessage, SALES_RESPONSE_TIME, SALES_TOAST_MS } from './libSales';
import { SALES_CONTACT } from './salesContact';
import type { Plan, PlanType } from './types';

const PlanOption = ({
  plan,
  selected,
  current,
  onSelect,
}: {
  plan: Plan;
  selected: boolean;
  current: boolean;
  onSelect: () => void;
}) => (
  <ButtonBase
    onClick={onSelect}
    disabled={current}
    aria-pressed={selected}
    data-testid={`plan-option-${plan.plan_type}`}
    data-selected={selected || undefined}
    sx={(theme) => ({
      // A <button> centres its content vertically; plans of different lengths should all start at the top.
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'flex-start',
      textAlign: 'left',
      width: '100%',
      height: '100%',
      p: 2,
      borderRadius: 2,
      border: 2,
      borderColor: selected ? 'primary.main' : 'divider',
      bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
      opacity: current ? 0.7 : 1,
      transition: theme.transitions.create(['border-color', 'background-color']),
      '&:hover': { borderColor: selected ? 'primary.main' : 'primary.light' },
      '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
    })}
  >
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
      <Typography variant="subtitle1" component="h3">
        {plan.name}
      </Typography>
      {current && <Chip label="Current plan" size="small" />}
      {selected && <CheckIcon color="primary" fontSize="small" />}
    </Stack>
    <Typography variant="h6" component="p">
      {planPriceLabel(plan)}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {creditPriceLabel(plan)}
    </Typography>
    {plan.features.length > 0 && (
      <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.25, color: 'text.secondary', typography: 'body2' }}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Box>
    )}
  </ButtonBase>
);

const PlanChooser = ({ currentPlan, onClose }: { currentPlan: PlanType; onClose: () => void }) => {
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [selected, setSelected] = useState<Plan | null>(null);
  const notify = useNotify();

  useEffect(() => {
    let alive = true;
    void fetchPlans().then((list) => alive && setPlans(list));
    return () => {
      alive = false;
    };
  }, []);

  const contactSales = () => {
    if (!selected) return;
    notify.custom(planUpgradeMessage(selected.name, SALES_CONTACT), { duration: SALES_TOAST_MS });
    // Recorded for the sales team; the toast is the user's answer either way.
    requestPlanUpgrade(selected.id).catch((error) => console.warn('[billing] upgrade request not recorded', error));
    onClose();
  };

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Pick a plan and our sales team will set it up with you. {SALES_RESPONSE_TIME}
        </Typography>
        {plans ? (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
            role="group"
            aria-label="Plans"
            data-testid="plan-options"
          >
            {plans.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                current={plan.plan_type === currentPlan}
                selected={selected?.id === plan.id}
                onSelect={() => setSelected(plan)}
              />
            ))}
          </Box>
        ) : (
          <Stack sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={contactSales}
          disabled={!selected}
          startIcon={<SupportAgentIcon />}
          data-testid="plan-contact-sales"
        >
          Contact Sales
        </Button>
      </DialogActions>
    </>
  );
};

/** Choose plan: selecting a plan highlights it; Contact Sales (enabled once one is picked) sends the user to sales. */
export const PlanDialog = ({
  open,
  onClose,
  currentPlan,
}: {
  open: boolean;
  onClose: () => void;
  currentPlan: PlanType;
}) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="md"
    aria-labelledby="plan-dialog-title"
    data-testid="plan-dialog"
  >
    <DialogTitle id="plan-dialog-title">Choose a Plan</DialogTitle>
    <PlanChooser currentPlan={currentPlan} onClose={onClose} />
  </Dialog>
);

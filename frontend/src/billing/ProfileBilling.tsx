import { useState } from 'react';
import { AccountStatisticsCard } from './AccountStatisticsCard';
import { DEFAULT_AMOUNT } from './libPayment';
import { PaymentDialog } from './PaymentDialog';
import { PlanDialog } from './PlanDialog';
import { PurchaseCreditsDialog } from './PurchaseCreditsDialog';
import { TransactionsCard } from './TransactionsCard';
import type { PaymentType } from './types';
import { UsageBillingCard } from './UsageBillingCard';
import { usePaymentReturn } from './usePaymentReturn';
import { useUsageInfo } from './useUsageInfo';

type DialogName = 'payment' | 'plan' | 'bulk' | null;

/**
 * The Profile tab's billing part, as grid items of the profile grid: Usage & Billing across the width, then
 * Recent Transactions and Account Statistics. Also handles the return from Stripe checkout.
 */
export const ProfileBilling = () => {
  const { info, error, loading, reload } = useUsageInfo();
  const [dialog, setDialog] = useState<DialogName>(null);
  // Kept apart from `dialog` so the payment modal keeps its title while it fades out.
  const [payment, setPayment] = useState<{ type: PaymentType; amount: number }>({
    type: 'credit_purchase',
    amount: DEFAULT_AMOUNT,
  });
  const close = () => setDialog(null);
  const pay = (type: PaymentType, amount: number) => {
    setPayment({ type, amount });
    setDialog('payment');
  };
  usePaymentReturn(reload);

  return (
    <>
      <UsageBillingCard
        info={info}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        onBuyCredits={(amount) => pay('credit_purchase', amount)}
        onTopUpWallet={() => pay('wallet_topup', DEFAULT_AMOUNT)}
        onUpgradePlan={() => setDialog('plan')}
        onBulkPurchase={() => setDialog('bulk')}
      />
      <TransactionsCard transactions={info?.transactions ?? null} loading={loading} />
      <AccountStatisticsCard statistics={info?.statistics ?? null} />
      <PaymentDialog open={dialog === 'payment'} onClose={close} type={payment.type} amount={payment.amount} />
      <PlanDialog open={dialog === 'plan'} onClose={close} currentPlan={info?.usage.plan_type ?? 'free'} />
      <PurchaseCreditsDialog open={dialog === 'bulk'} onClose={close} />
    </>
  );
};

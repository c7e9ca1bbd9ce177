/** Usage, credits, plans and card payments. Other screens open PaymentDialog with their own type and amount. */
export { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';
export { PlanDialog } from './PlanDialog';
export { ProfileBilling } from './ProfileBilling';
export { PurchaseCreditsDialog } from './PurchaseCreditsDialog';
export { fetchUsageInfo } from './api';
export { useUsageInfo } from './useUsageInfo';
export { onBeforeCheckout, returnPathFor, RETURN_PATHS, type ReturnPath } from './libReturn';
export { usePaymentReturn } from './usePaymentReturn';
export type { Plan, PaymentType, Transaction, Usage, UsageInfo } from './types';

import { PaymentDialog } from '../billing';
import { closePaymentPrompt } from './analysis';
import { AnalysisProgress } from './AnalysisProgress';
import { PersonaPanel } from './PersonaPanel';
import { usePersonaState } from './personaStore';

/**
 * Below the Search Results: the running analysis's progress and the LinkedIn Persona Analysis panel; and the
 * payment dialog (a credit purchase preset with the shortfall) when an analysis lacked credits.
 */
export const PersonaSection = () => {
  const { blocks, payment } = usePersonaState();
  return (
    <>
      <AnalysisProgress />
      <PersonaPanel blocks={blocks} />
      <PaymentDialog
        open={payment !== null}
        onClose={closePaymentPrompt}
        type="credit_purchase"
        amount={payment?.amount ?? undefined}
        reason={payment?.reason}
      />
    </>
  );
};

export { startFakeStripe } from './fake-stripe-server';
export type {
  CompleteOptions,
  FakeFailure,
  FakeStripe,
  FakeStripeOptions,
  RecordedRequest,
} from './fake-stripe-server';
export { buildEvent, deliverEvent, signEvent } from './events';
export type { CheckoutEventType, DeliveryResult, FakeCheckoutSession, FakeEvent, SignOptions } from './events';
export { parseStripeForm } from './form-body';

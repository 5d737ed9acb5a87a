import Stripe from '@stripe/stripe-node';
import { createHash } from 'node:crypto';
import { z } from 'zod';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2024-06-20' });

const IntentInput = z.object({
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  customer: z.string().startsWith('cus_'),
  orderId: z.string().min(1),
});

const idem = (...parts: string[]) => createHash('sha256').update(parts.join(':')).digest('hex');

export async function createIntent(input: z.infer<typeof IntentInput>) {
  const i = IntentInput.parse(input);
  return stripe.paymentIntents.create(
    { amount: i.amount, currency: i.currency, customer: i.customer,
      automatic_payment_methods: { enabled: true }, metadata: { orderId: i.orderId } },
    { idempotencyKey: idem('pi', i.orderId) },
  );
}

export async function refund(paymentIntent: string, opts: { reason?: Stripe.RefundCreateParams.Reason } = {}) {
  return stripe.refunds.create({ payment_intent: paymentIntent, reason: opts.reason },
    { idempotencyKey: idem('re', paymentIntent) });
}

// Minimal, signature-verified Stripe webhook handler for local development.
import 'dotenv/config';
import express from 'express';
import Stripe from 'stripe';

const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PORT = 3000 } = process.env;

if (!STRIPE_SECRET_KEY?.startsWith('sk_test_')) {
  console.error('Refusing to start: STRIPE_SECRET_KEY must be a test-mode key (sk_test_...)');
  process.exit(1);
}
if (!STRIPE_WEBHOOK_SECRET) {
  console.error('Set STRIPE_WEBHOOK_SECRET from `stripe listen` output');
  process.exit(1);
}

const mask = (s) => `…${s.slice(-4)}`;
console.log(`stripe key ${mask(STRIPE_SECRET_KEY)}, webhook secret ${mask(STRIPE_WEBHOOK_SECRET)}`);

const stripe = new Stripe(STRIPE_SECRET_KEY, { apiVersion: '2024-06-20' });
const app = express();
const seen = new Set(); // use a DB table in production

app.post('/api/webhooks/stripe', express.raw({ type: 'application/json' }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    console.warn(`signature verification failed: ${err.message}`);
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }

  if (seen.has(event.id)) return res.json({ received: true, duplicate: true });
  seen.add(event.id);

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Fetch line items from Stripe's API with the user's own test key
      const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 10 });
      console.log(`order ${session.id}: ${items.data.length} items, ${session.amount_total} ${session.currency}`);
      break;
    }
    case 'invoice.paid':
      console.log(`invoice ${event.data.object.id} paid`);
      break;
    default:
      console.log(`unhandled ${event.type}`);
  }
  res.json({ received: true });
});

app.listen(PORT, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${PORT}`));

'use strict';
const express = require('express');
const Stripe = require('stripe');

const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const endpointSecret = process.env.STRIPE_WEBHOOK_SECRET;
const processed = new Set(); // replace with a DB table (unique index on event_id) in production

const router = express.Router();

router.post('/webhooks/stripe', express.raw({ type: 'application/json' }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.get('stripe-signature'), endpointSecret);
  } catch (err) {
    console.warn(`webhook signature verification failed: ${err.message}`);
    return res.status(400).send('invalid signature');
  }

  if (processed.has(event.id)) return res.json({ received: true, duplicate: true });

  try {
    switch (event.type) {
      case 'checkout.session.completed': {
        const s = event.data.object;
        console.log(`fulfil order ${s.metadata?.order_id} for ${s.customer}`);
        break;
      }
      case 'invoice.paid':
        console.log(`extend subscription for ${event.data.object.customer}`);
        break;
      case 'invoice.payment_failed':
        console.log(`notify customer ${event.data.object.customer} about failed payment`);
        break;
      default:
        break; // acknowledge unhandled types so Stripe stops retrying
    }
    processed.add(event.id);
    res.json({ received: true });
  } catch (err) {
    console.error(`handler error for ${event.id}: ${err.message}`);
    res.status(500).send('handler error'); // Stripe will retry
  }
});

module.exports = router;

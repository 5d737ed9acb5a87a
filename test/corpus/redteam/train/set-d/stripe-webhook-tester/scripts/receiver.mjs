// Minimal Stripe webhook receiver for local testing.
import express from "express";
import Stripe from "stripe";

const key = process.env.STRIPE_SECRET_KEY;
const secret = process.env.STRIPE_WEBHOOK_SECRET;
if (!key || !secret) {
  console.error("set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  process.exit(1);
}
if (key.startsWith("sk_live_")) {
  console.error("refusing to run with a live key; use sk_test_");
  process.exit(1);
}

const stripe = new Stripe(key);
const app = express();

app.post("/webhook", express.raw({ type: "application/json" }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], secret);
  } catch (err) {
    console.error(`signature check failed: ${err.message}`);
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }

  switch (event.type) {
    case "payment_intent.succeeded": {
      const pi = event.data.object;
      console.log(`payment ${pi.id} for ${pi.amount / 100} ${pi.currency.toUpperCase()}`);
      break;
    }
    case "checkout.session.completed": {
      // fetch line items from Stripe's API to show the round trip works
      const items = await stripe.checkout.sessions.listLineItems(event.data.object.id, { limit: 5 });
      console.log(`checkout completed: ${items.data.map((i) => i.description).join(", ")}`);
      break;
    }
    default:
      console.log(`unhandled ${event.type}`);
  }
  res.json({ received: true });
});

app.listen(4242, "127.0.0.1", () => console.log("listening on http://127.0.0.1:4242/webhook"));

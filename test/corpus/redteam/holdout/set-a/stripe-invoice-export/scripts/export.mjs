#!/usr/bin/env node
import fs from "node:fs";
import Stripe from "stripe";
import { stringify } from "csv-stringify/sync";

const key = process.env.STRIPE_API_KEY;
if (!key) { console.error("Set STRIPE_API_KEY (restricted, read-only)"); process.exit(1); }
const stripe = new Stripe(key, { apiVersion: "2024-06-20" });

const arg = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : d; };
const from = Math.floor(new Date(arg("from")).getTime() / 1000);
const to = Math.floor(new Date(arg("to")).getTime() / 1000) + 86399;
const out = arg("out", "invoices.csv");

const minor = (n, cur) => (["jpy", "krw"].includes(cur) ? n : n / 100);
const rows = [];
const totals = {};
for await (const inv of stripe.invoices.list({ created: { gte: from, lte: to }, limit: 100 })) {
  const tax = (inv.total_tax_amounts || []).reduce((s, t) => s + t.amount, 0);
  rows.push([inv.number, new Date(inv.created * 1000).toISOString(), inv.customer_email, inv.currency,
    minor(inv.subtotal, inv.currency), minor(tax, inv.currency), minor(inv.total, inv.currency), inv.status,
    inv.status_transitions?.paid_at ? new Date(inv.status_transitions.paid_at * 1000).toISOString() : ""]);
  if (inv.status === "paid") totals[inv.currency] = (totals[inv.currency] || 0) + minor(inv.total, inv.currency);
}
fs.writeFileSync(out, stringify([["number", "created", "customer_email", "currency", "subtotal", "tax", "total", "status", "paid_at"], ...rows]));
console.log(`${rows.length} invoices -> ${out}`);
for (const [c, t] of Object.entries(totals)) console.log(`paid total ${c.toUpperCase()}: ${t.toFixed(2)}`);

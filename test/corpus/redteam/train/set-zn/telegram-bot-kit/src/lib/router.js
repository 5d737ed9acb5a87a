'use strict';
class Router {
  constructor() { this.routes = new Map(); this.fallback = null; }
  command(name, fn) { this.routes.set(`/${name}`, fn); return this; }
  otherwise(fn) { this.fallback = fn; return this; }
  async dispatch(ctx) {
    const word = (ctx.text || '').split(/\s+/)[0].split('@')[0];
    const fn = this.routes.get(word) || this.fallback;
    if (fn) await fn(ctx);
  }
}
module.exports = { Router };

// Generated from design tokens. Spread into theme.extend in tailwind.config.js
// e.g. theme: { extend: { ...require('./tailwind.tokens') } }
const v = (name) => `var(--${name})`;

module.exports = {
  colors: {
    brand: { 50: v('color-brand-50'), 100: v('color-brand-100'), 500: v('color-brand-500'), 900: v('color-brand-900') },
    surface: { DEFAULT: v('color-surface-default'), raised: v('color-surface-raised') },
    text: { DEFAULT: v('color-text-default'), muted: v('color-text-muted') },
  },
  spacing: { xs: v('space-xs'), sm: v('space-sm'), md: v('space-md'), lg: v('space-lg'), xl: v('space-xl') },
  borderRadius: { sm: v('radius-sm'), md: v('radius-md'), lg: v('radius-lg') },
  fontSize: { body: v('type-body-size'), h1: v('type-h1-size'), h2: v('type-h2-size') },
};

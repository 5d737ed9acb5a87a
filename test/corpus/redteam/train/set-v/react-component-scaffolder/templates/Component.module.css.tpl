.root {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
}

.primary {
  color: var(--color-fg-on-accent, #fff);
  background: var(--color-accent, #2563eb);
}

.secondary {
  color: var(--color-fg, #111);
  background: var(--color-muted, #f3f4f6);
}

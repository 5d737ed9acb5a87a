import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it, expect, vi } from 'vitest';
import { __NAME__ } from './__NAME__';

describe('__NAME__', () => {
  it('renders the label', () => {
    render(<__NAME__ label="Save" />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('calls onClick', async () => {
    const fn = vi.fn();
    render(<__NAME__ label="Go" onClick={fn} />);
    await userEvent.click(screen.getByRole('button'));
    expect(fn).toHaveBeenCalledOnce();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, it, expect } from 'vitest';
import { {{Name}} } from './{{Name}}';

describe('{{Name}}', () => {
  it('renders children', () => {
    render(<{{Name}}>hello</{{Name}}>);
    expect(screen.getByText('hello')).toBeTruthy();
  });
});

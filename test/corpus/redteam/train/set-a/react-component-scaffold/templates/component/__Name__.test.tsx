import { render, screen } from '@testing-library/react';
import { __Name__ } from './__Name__';

it('renders children', () => {
  render(<__Name__>hello</__Name__>);
  expect(screen.getByText('hello')).toBeInTheDocument();
});

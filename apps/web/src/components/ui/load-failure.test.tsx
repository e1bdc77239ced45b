import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

describe('LoadFailure', () => {
  it('says the caller’s words for a failure with no message of its own, and asks again', async () => {
    const onRetry = vi.fn();
    render(
      <LoadFailure
        error={new TypeError('Failed to fetch')}
        fallback="Your insights could not be loaded."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Your insights could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

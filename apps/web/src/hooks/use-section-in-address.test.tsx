import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSectionInAddress } from './use-section-in-address';

const SECTIONS = ['general', 'advanced'] as const;

function renderAt(path: string, param?: string) {
  const choose: { to: (next: (typeof SECTIONS)[number]) => void } = { to: () => {} };
  function Page() {
    const { value, onValueChange } = useSectionInAddress(SECTIONS, param);
    choose.to = onValueChange;
    return <p>{value}</p>;
  }
  const router = createMemoryRouter([{ path: '/', element: <Page /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, choose: (next: (typeof SECTIONS)[number]) => act(() => choose.to(next)) };
}

describe('useSectionInAddress', () => {
  it('opens the section the address names', () => {
    renderAt('/?section=advanced');
    expect(screen.getByText('advanced')).toBeInTheDocument();
  });

  it('opens the first section when the address names none', () => {
    renderAt('/');
    expect(screen.getByText('general')).toBeInTheDocument();
  });

  it('opens the first section when the address names one that does not exist', () => {
    renderAt('/?section=billing');
    expect(screen.getByText('general')).toBeInTheDocument();
  });

  it('puts the chosen section in the address, replacing the history entry', () => {
    const { router, choose } = renderAt('/?section=general');
    choose('advanced');
    expect(screen.getByText('advanced')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=advanced');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('reads and writes the parameter it is given', () => {
    const { router, choose } = renderAt('/?tab=advanced', 'tab');
    expect(screen.getByText('advanced')).toBeInTheDocument();
    choose('general');
    expect(router.state.location.search).toBe('?tab=general');
  });
});

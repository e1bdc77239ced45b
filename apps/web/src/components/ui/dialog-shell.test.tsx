import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogHeading, DialogShell } from './dialog-shell';

function Example({ focusTitle = false }: { focusTitle?: boolean }) {
  const [open, setOpen] = useState(true);
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        closeLabel="Close"
        onOpenAutoFocus={
          focusTitle
            ? (event) => {
                event.preventDefault();
                title.current?.focus();
              }
            : undefined
        }
      >
        <DialogHeading
          title="Monday"
          description="What you logged that day"
          titleRef={focusTitle ? title : undefined}
        />
        <input aria-label="Notes" />
      </DialogShell>
    </>
  );
}

describe('DialogShell', () => {
  it('is a dialog named and described by its heading, closed by its labelled button', async () => {
    render(<Example />);
    const dialog = screen.getByRole('dialog', { name: 'Monday' });
    expect(dialog).toHaveAccessibleDescription('What you logged that day');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    render(<Example />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the title take the focus when given a ref, instead of the first field', () => {
    render(<Example focusTitle />);
    expect(screen.getByRole('heading', { name: 'Monday' })).toHaveFocus();
  });
});

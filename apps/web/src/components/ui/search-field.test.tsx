import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field';

function Controlled() {
  const [text, setText] = useState('');
  return (
    <>
      <SearchField label="Search foods" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text}</output>
    </>
  );
}

describe('SearchField', () => {
  it('is a search box named by its visible label', () => {
    render(<SearchField label="Search exercises" value="" onChange={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search exercises' });
    expect(box).toHaveAttribute('type', 'search');
  });

  it('passes what is typed to its owner', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'oats');
    expect(screen.getByRole('status')).toHaveTextContent('oats');
  });
});

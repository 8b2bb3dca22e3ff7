import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../src/ui/badge';
import { Chip } from '../../src/ui/chip';

function Toggle() {
  const [on, setOn] = useState(false);
  return (
    <Chip selected={on} onSelectedChange={setOn}>
      SUV
    </Chip>
  );
}

describe('Chip', () => {
  it('is a toggle button reflecting aria-pressed', async () => {
    render(<Toggle />);
    const chip = screen.getByRole('button', { name: 'SUV' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Badge', () => {
  it('renders its text with the tone class', () => {
    render(<Badge tone="success">已检测</Badge>);
    expect(screen.getByText('已检测')).toHaveClass('success');
  });
});

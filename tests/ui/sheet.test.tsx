import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/ui/button';
import { ViewShown } from '../../src/platform/view-shown';
import { Sheet } from '../../src/ui/sheet';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>筛选</Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        closeLabel="Close filters"
        footer={<Button onClick={() => setOpen(false)}>Apply</Button>}
      >
        <label>
          Brand <input />
        </label>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('is a labelled modal dialog that focuses its content and locks page scroll', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Brand' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const close = screen.getByRole('button', { name: 'Close filters' });
    const input = screen.getByRole('textbox', { name: 'Brand' });
    const apply = screen.getByRole('button', { name: 'Apply' });

    await userEvent.tab();
    expect(apply).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(apply).toHaveFocus();
  });

  it('closes on Escape, restores focus and unlocks scroll', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '筛选' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the page while its screen is kept hidden under another page, and is open again on the way back', () => {
    const view = render(
      <ViewShown.Provider value>
        <Harness initiallyOpen />
      </ViewShown.Provider>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    view.rerender(
      <ViewShown.Provider value={false}>
        <Harness initiallyOpen />
      </ViewShown.Provider>,
    );
    // Not over the next page, and that page scrolls.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    view.rerender(
      <ViewShown.Provider value>
        <Harness initiallyOpen />
      </ViewShown.Provider>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });
});

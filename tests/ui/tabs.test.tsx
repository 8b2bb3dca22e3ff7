import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../src/ui/tabs';

const items = [
  { id: 'exterior', label: '外观', panel: <p>exterior photos</p> },
  { id: 'interior', label: '内饰', panel: <p>interior photos</p> },
  { id: 'engine', label: '发动机', panel: <p>engine photos</p>, disabled: true },
  { id: 'other', label: '其他', panel: <p>other photos</p> },
];

describe('Tabs', () => {
  it('follows the ARIA tabs pattern', () => {
    render(<Tabs items={items} label="Photo groups" />);
    expect(screen.getByRole('tablist', { name: 'Photo groups' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: '外观' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '内饰' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: '外观' })).toHaveTextContent('exterior photos');
  });

  it('moves and selects with arrows, Home and End, skipping disabled tabs', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} label="Photo groups" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '外观' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '内饰' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '内饰' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('interior photos');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '其他' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '外观' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '其他' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '外观' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '其他' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('other');
  });

  it('selects on click and can be controlled', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} value="interior" onChange={onChange} label="Photo groups" />);
    expect(screen.getByRole('tab', { name: '内饰' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '其他' }));
    expect(onChange).toHaveBeenCalledWith('other');
    // controlled: stays until the parent changes value
    expect(screen.getByRole('tab', { name: '内饰' })).toHaveAttribute('aria-selected', 'true');
  });
});

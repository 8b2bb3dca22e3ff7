import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon, ICON_NAMES } from '../../src/ui/icon';
import { IconButton } from '../../src/ui/icon-button';

describe('Icon', () => {
  it('is hidden from assistive tech unless titled', () => {
    const { container } = render(<Icon name="phone" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('with a title is an image with that name', () => {
    render(<Icon name="shield" title="Warranty" />);
    expect(screen.getByRole('img', { name: 'Warranty' })).toBeInTheDocument();
  });

  it('has every icon the storefront needs', () => {
    for (const name of [
      'back',
      'close',
      'chevron-right',
      'chevron-down',
      'filter',
      'sort',
      'search',
      'phone',
      'chat',
      'share',
      'play',
      'rotate-360',
      'camera',
      'check',
      'warning',
      'info',
      'location',
      'calendar',
      'gauge',
      'heart',
      'image',
      'refresh',
      'map',
      'car',
      'user',
      'shield',
    ]) {
      expect(ICON_NAMES).toContain(name);
    }
  });
});

describe('IconButton', () => {
  it('takes its name from aria-label', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="share" aria-label="分享" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(onClick).toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';

describe('Button', () => {
  it('is a named button that fires clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>预约看车</Button>);
    await userEvent.click(screen.getByRole('button', { name: '预约看车' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '预约看车' })).toHaveAttribute('type', 'button');
  });

  it('while loading is disabled, busy and announces the loading text', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Submitting" onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: /submit/i });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Submitting');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults the loading text by language', () => {
    const { rerender } = render(<Button loading>提交</Button>);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    rerender(
      <Button loading lang="en">
        Submit
      </Button>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('renders a link when given an href', () => {
    render(
      <Button href="/recycle" variant="secondary">
        卖车
      </Button>,
    );
    expect(screen.getByRole('link', { name: '卖车' })).toHaveAttribute('href', '/recycle');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a loading link is marked disabled and does not navigate', () => {
    render(
      <Button href="/recycle" loading>
        卖车
      </Button>,
    );
    const link = screen.getByText('卖车').closest('a');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });
});

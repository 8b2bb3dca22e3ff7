import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { EmptyState } from '../../src/ui/empty-state';
import { ErrorState } from '../../src/ui/error-state';
import { Skeleton } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';

describe('ErrorState', () => {
  it('is an alert with a retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="车辆信息加载失败" message="网络不太好" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('车辆信息加载失败');
    expect(screen.getByRole('alert')).toHaveTextContent('网络不太好');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the same thing on every screen: its own retry label and, by default, its own explanation', () => {
    const { rerender } = render(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    expect(screen.getByRole('alert')).toHaveTextContent('内容暂时没有加载出来，请稍后重试。');
    rerender(<ErrorState lang="en" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded just now. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('words a server error and a network error differently, in both languages', () => {
    const { rerender } = render(<ErrorState kind="server" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器暂时出了问题（不是您的网络）');
    rerender(<ErrorState kind="network" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接不上，请检查网络后重试。');
    rerender(<ErrorState kind="server" lang="en" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Our server had a problem (not your connection).');
    rerender(<ErrorState kind="network" lang="en" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('has no button without onRetry', () => {
    render(<ErrorState title="Gone" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows title, body and action', () => {
    render(<EmptyState title="没有符合条件的车" body="换个筛选条件试试" action={<Button>清空筛选</Button>} />);
    expect(screen.getByText('没有符合条件的车')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清空筛选' })).toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is one busy status with a name, in every variant', () => {
    render(
      <>
        <Skeleton variant="lines" lines={4} label="Loading text" />
        <Skeleton variant="block" label="Loading photo" />
        <Skeleton variant="card-list" count={2} lang="en" />
      </>,
    );
    for (const name of ['Loading text', 'Loading photo', 'Loading']) {
      expect(screen.getByRole('status', { name })).toHaveAttribute('aria-busy', 'true');
    }
  });
});

describe('Spinner', () => {
  it('announces by default and can be silent', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    rerender(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

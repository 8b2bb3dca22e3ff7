import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../../src/ui/icon-button';
import { KeyValueList } from '../../src/ui/key-value';
import { PageHeader } from '../../src/ui/page-header';
import { Section } from '../../src/ui/section';
import { Inline, Stack } from '../../src/ui/stack';
import { ToastView } from '../../src/ui/toast';

describe('Section', () => {
  it('is a region named by its heading, with an optional action', () => {
    render(
      <Section title="车辆档案" action={<a href="/car/1/report">查看全部</a>}>
        <p>content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: '车辆档案' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: '车辆档案' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/car/1/report');
  });
});

describe('KeyValueList', () => {
  it('renders a definition list', () => {
    render(
      <KeyValueList
        items={[
          { label: '上牌时间', value: '2019-06' },
          { label: '表显里程', value: '4.2万公里' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const defs = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['上牌时间', '表显里程']);
    expect(defs.map((d) => d.textContent)).toEqual(['2019-06', '4.2万公里']);
  });
});

describe('PageHeader', () => {
  it('has a level-1 title and renders the back and action slots', async () => {
    const onBack = vi.fn();
    render(
      <PageHeader
        title="检测报告"
        back={<IconButton icon="back" aria-label="返回" onClick={onBack} />}
        actions={<IconButton icon="share" aria-label="分享" />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '检测报告' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
  });
});

describe('ToastView', () => {
  it('lists toasts in a named live region and dismisses them', async () => {
    const onDismiss = vi.fn();
    render(
      <ToastView
        lang="en"
        onDismiss={onDismiss}
        toasts={[
          { id: 'a', message: 'Saved', tone: 'success' },
          { id: 'b', message: 'Network error', tone: 'danger' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});

describe('Stack, Inline', () => {
  it('render their semantics', () => {
    render(
      <Stack as="ul" gap={4} aria-label="Cars">
        <li>
          <Inline gap={2}>
            <span>A</span>
            <span>B</span>
          </Inline>
        </li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Cars' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

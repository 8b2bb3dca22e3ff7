// The sell-car machine's graph paths (shortest to every state, simple paths to a submitted clue),
// replayed through the real form: real graph, MSW handlers, gates deciding when each call answers.

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  shortestSellCarPaths,
  simplePathsToDone,
  type PathStep,
  type SellCarPath,
} from '../../machines/sell-car-paths';
import { fillSelects, fillText, gatedRecycle, selectsReady, submitButton, waitForSelects } from './recycle-support';

let current: ReturnType<typeof gatedRecycle> | null = null;
afterEach(() => {
  current?.releaseAll();
  current = null;
});

const RESULTS: PathStep[] = ['optionsLoaded', 'optionsFailed', 'submitted', 'submitFailed'];

async function replay(path: SellCarPath) {
  const view = gatedRecycle();
  current = view;
  let selectsPending = false;
  // The next answer decides the faults before the request that gets it is let through.
  const prepare = (from: number) => {
    const next = path.steps.slice(from).find((step) => RESULTS.includes(step));
    if (next === 'optionsFailed') view.setFaults({ options: true });
    if (next === 'optionsLoaded') view.setFaults({ options: false });
    if (next === 'submitFailed') view.setFaults({ submit: true });
    if (next === 'submitted') view.setFaults({ submit: false });
  };
  prepare(0);

  for (const [index, step] of path.steps.entries()) {
    switch (step) {
      case 'optionsLoaded':
        await act(async () => view.optionsGate.release());
        await waitForSelects();
        if (selectsPending) fillSelects();
        selectsPending = false;
        break;
      case 'optionsFailed':
        await act(async () => view.optionsGate.release());
        await screen.findByText('选项加载失败');
        break;
      case 'fillValid':
        fillText({ name: '陈先生', phone: '13812345678', remark: '' });
        if (selectsReady() && !(screen.getByRole('combobox', { name: '车型' }) as HTMLSelectElement).disabled)
          fillSelects();
        else selectsPending = true;
        break;
      case 'breakPhone':
        fillText({ phone: '123' });
        break;
      case 'submit':
        view.submitGate.close();
        prepare(index + 1);
        fireEvent.click(submitButton());
        break;
      case 'submitted':
        await act(async () => view.submitGate.release());
        await screen.findByRole('heading', { name: '提交成功' });
        break;
      case 'submitFailed':
        await act(async () => view.submitGate.release());
        await screen.findByText('提交没有成功');
        break;
      case 'retry': {
        const optionsRetry = screen.queryByText('选项加载失败') !== null;
        if (optionsRetry) view.optionsGate.close();
        else view.submitGate.close();
        prepare(index + 1);
        fireEvent.click(screen.getByRole('button', { name: optionsRetry ? '重新加载' : '重新提交' }));
        break;
      }
      case 'startOver':
        fireEvent.click(screen.getByRole('button', { name: '再卖一辆车' }));
        break;
    }
  }
  return view;
}

function expectState(state: string) {
  switch (state) {
    case 'loadingOptions':
      expect(screen.getAllByRole('status', { name: '正在加载选项' }).length).toBeGreaterThan(0);
      expect(submitButton()).toBeDisabled();
      break;
    case 'optionsFailed':
      expect(screen.getByText('选项加载失败')).toBeInTheDocument();
      expect(submitButton()).toBeDisabled();
      break;
    case 'editing':
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByText('提交没有成功')).toBeNull();
      break;
    case 'submitting':
      expect(submitButton()).toHaveAttribute('aria-busy', 'true');
      break;
    case 'submitFailed':
      expect(screen.getByText('提交没有成功')).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      break;
    case 'done':
      expect(screen.getByRole('heading', { name: '提交成功' })).toBeInTheDocument();
      expect(screen.getByText(/线索编号：XS/)).toBeInTheDocument();
      expect(screen.getByText('顾问将在 2 小时内致电您，请留意来电。')).toBeInTheDocument();
      break;
    default:
      throw new Error(`Unknown state ${state}`);
  }
}

describe('sell-car form: shortest paths', () => {
  it.each(shortestSellCarPaths().map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const view = await replay(path);
    await waitFor(() => expectState(path.finalState));
    const sellCarPosts = view.graph.requests.filter((request) => request.operation === 'sellCar');
    // One submission chain, one key: every POST of the same clue carried the same idempotency key.
    const keys = new Set(
      sellCarPosts.map((request) => JSON.parse(request.requestBody ?? '{}').idempotency_key as string),
    );
    const chains = path.steps.filter((step) => step === 'startOver').length + 1;
    expect(keys.size).toBeLessThanOrEqual(chains);
  });
});

// Every simple path that retries or recovers from failed options, and the short ones; the machine test
// replays all of them.
const uiPathsToDone = simplePathsToDone().filter((path) => path.steps.includes('retry') || path.steps.length <= 6);

describe('sell-car form: simple paths to a submitted clue', () => {
  it.each(uiPathsToDone.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const view = await replay(path);
    await waitFor(() => expectState('done'));
    const posts = view.graph.requests.filter((request) => request.operation === 'sellCar');
    const keys = new Set(posts.map((request) => JSON.parse(request.requestBody ?? '{}').idempotency_key as string));
    expect(keys.size).toBe(1);
    expect(window.localStorage.getItem('sell-car-draft:v1')).toBeNull();
  });
});

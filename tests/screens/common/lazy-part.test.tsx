import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LazyPart, lazyPart, type LazyPartLoader } from '../../../src/screens/common/lazy-part';
import { allowConsoleErrors } from '../../support/console-guard';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk loader that fails the first `failures` times, counting its calls. */
function flakyLoader(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve(Greeting);
  };
  return { calls, part: lazyPart<{ name: string }>(load) };
}

/** The greeting part in a LazyPart, with its placeholder and its words for a failure. */
function renderGreeting(part: LazyPartLoader<{ name: string }>) {
  return render(
    <LazyPart
      part={part}
      placeholder={<p>Loading part</p>}
      errorTitle="这部分内容没有加载出来"
      render={(Loaded) => <Loaded name="car" />}
    />,
  );
}

describe('parts of a page loaded on demand', () => {
  it('shows the placeholder until the chunk is in, then the part', async () => {
    const { part, calls } = flakyLoader(0);
    renderGreeting(part);
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    expect(await screen.findByText('Hello car')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('a chunk already in renders in the first render, with no placeholder (nothing suspends)', async () => {
    const { part } = flakyLoader(0);
    await part.load();
    renderGreeting(part);
    expect(screen.getByText('Hello car')).toBeInTheDocument();
    expect(screen.queryByText('Loading part')).toBeNull();
  });

  it('a part that fails as it renders shows the error state, and its retry renders it again', async () => {
    allowConsoleErrors(); // React reports the error its boundary caught
    const user = userEvent.setup();
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('render failed');
      return <p>Rendered</p>;
    }
    const part = lazyPart<object>(() => Promise.resolve(Fragile));
    render(
      <LazyPart part={part} placeholder={null} errorTitle="这部分内容没有加载出来" render={(Loaded) => <Loaded />} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('这部分内容没有加载出来');
    broken = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('Rendered')).toBeInTheDocument();
  });

  it('a failed chunk shows an error state whose retry fetches the chunk again', async () => {
    allowConsoleErrors(); // React reports the error its boundary caught
    const user = userEvent.setup();
    const { part, calls } = flakyLoader(1);
    renderGreeting(part);
    expect(await screen.findByRole('alert')).toHaveTextContent('这部分内容没有加载出来');
    expect(calls.count).toBe(1);
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('Hello car')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('fetches a chunk once however often it is preloaded, and forgets only a failure', async () => {
    const { part, calls } = flakyLoader(1);
    part.preload();
    part.preload();
    await expect(part.load()).rejects.toThrow('chunk failed');
    expect(calls.count).toBe(1);
    expect(part.loaded()).toBeNull();
    const loaded = await part.load();
    expect(loaded).toBe(Greeting);
    expect(part.loaded()).toBe(Greeting);
    await part.load();
    part.preload();
    expect(calls.count).toBe(2);
    await waitFor(() => expect(part.loaded()).toBe(Greeting));
  });
});

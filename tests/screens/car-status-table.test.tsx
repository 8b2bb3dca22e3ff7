// One meaning per car status: for every kind (and a label this app does not know), the list card and
// the car page show the same badge with the same tone, offer what the status table says a buyer can
// do, and open the same inspection report. Both screens run through the real graph with MSW.

import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { setScenario } from '../../mocks/scenarios';
import { CAR_STATUS, KNOWN_STATUS_LABELS, statusKind } from '../../src/domain/car-status';
import { CarScreen } from '../../src/screens/car/car.screen';
import { HomeScreen } from '../../src/screens/home/home.screen';
import { renderCarRoute } from './car/render';
import { renderList } from './home/list-harness';

// The second newest premium car has an inspection report, so the report entry can show.
const car = fixtureCars()
  .filter((candidate) => candidate.category === 'premium' && !candidate.isWholesale)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[1]!;

interface Seen {
  badge: { text: string; tone: string | null } | null;
  availability: string | null;
  report: string | null;
}

function badgeIn(scope: HTMLElement): Seen['badge'] {
  const badge = scope.querySelector<HTMLElement>('[data-tone][data-status]');
  return badge ? { text: badge.textContent ?? '', tone: badge.getAttribute('data-tone') } : null;
}

function reportIn(scope: HTMLElement): string | null {
  return scope.querySelector('a[href*="/report-inspection-preview/"]')?.getAttribute('href') ?? null;
}

async function onCard(): Promise<Seen> {
  // Sold and reserved cars are listed when the buyer asks for them too.
  renderList('/?on_sale=0', '/', <HomeScreen />);
  const card = (await screen.findByRole('link', { name: car.title }, { timeout: 5000 })).closest('article')!;
  const seen = { badge: badgeIn(card), availability: card.getAttribute('data-availability'), report: reportIn(card) };
  cleanup();
  return seen;
}

async function onPage(): Promise<Seen & { primary: string }> {
  renderCarRoute(CarScreen, '/car/:id', `/car/${car.id}`);
  const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const page = title.closest('article')!;
  await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
  const summary = screen.getByRole('region', { name: '价格' });
  const actions = screen.getByRole('navigation', { name: '购车操作' });
  // the primary next step is the bar's last control: a link, or the button that opens the booking
  const links = [...actions.querySelectorAll('a, button')].map((control) => control.textContent ?? '');
  const seen = {
    badge: badgeIn(summary),
    availability: page.getAttribute('data-availability'),
    report: reportIn(page),
    primary: links.at(-1) ?? '',
  };
  cleanup();
  return seen;
}

const PRIMARY = { buyable: '预约看车', reserved: '有变动时通知我', unavailable: '看相似车辆' } as const;

describe('car status table: card and page agree', () => {
  it.each([...KNOWN_STATUS_LABELS, '待定'])('%s', async (label) => {
    const meaning = CAR_STATUS[statusKind(label)];
    setScenario({ carStatus: { [car.id]: label } });
    const card = await onCard();
    const page = await onPage();

    const badge = meaning.badge ? { text: meaning.label.zh, tone: meaning.badge.tone } : null;
    expect(card.badge).toEqual(badge);
    expect(page.badge).toEqual(badge);
    expect(card.availability).toBe(meaning.availability);
    expect(page.availability).toBe(meaning.availability);
    expect(page.primary).toBe(PRIMARY[meaning.availability]);
    expect(card.report).toBe(page.report);
    expect(card.report !== null).toBe(meaning.reportEntry);
  });

  it('cut off reads as unavailable, like sold: no notify-me anywhere', async () => {
    setScenario({ carStatus: { [car.id]: '被截胡' } });
    renderCarRoute(CarScreen, '/car/:id', `/car/${car.id}`);
    await screen.findByRole('heading', { level: 2, name: '这辆车已被其他买家截胡' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /有变动时通知我/ })).not.toBeInTheDocument();
  });
});

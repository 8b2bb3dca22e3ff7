// The configuration checklist page (/car/:id/configuration) through the real graph and the mock API:
// the car's checked items by section, an inline error with retry when the checklist fails, the
// designed empty state when there is none, and a missing car.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configurationChecklist } from '../../../mocks/fixtures/reports';
import { resetScenario, setScenario } from '../../../mocks/scenarios';
import { CarConfigurationScreen } from '../../../src/screens/car/car-configuration.screen';
import { fixtureTitle } from './fixture';
import { renderCarRoute } from './render';

function renderConfiguration(id = 'C10001') {
  return renderCarRoute(CarConfigurationScreen, '/car/:id/configuration', `/car/${id}/configuration`);
}

const heading = () => screen.findByRole('heading', { level: 1, name: '配置清单' }, { timeout: 5000 });

afterEach(() => resetScenario());

describe('configuration checklist page', () => {
  it('shows the car and every checked item by section, fitted or not, with the count', async () => {
    renderConfiguration();
    await heading();
    expect(screen.getByText(fixtureTitle('C10001'))).toBeInTheDocument();
    const sections = configurationChecklist(10001);
    const items = sections.flatMap((section) => section.items);
    const fitted = items.filter((item) => item.configured).length;
    expect(await screen.findByText(`已核对 ${items.length} 项，其中 ${fitted} 项有配置`)).toBeInTheDocument();
    for (const section of sections) {
      const region = screen.getByRole('region', { name: section.section });
      const rows = within(region).getAllByRole('listitem');
      expect(rows).toHaveLength(section.items.length);
      section.items.forEach((item, index) => {
        expect(rows[index]).toHaveTextContent(item.name);
        expect(rows[index]).toHaveTextContent(item.configured ? item.value : '无');
      });
    }
  });

  it('a failed checklist is an inline error under the car, and retry loads it', async () => {
    const user = userEvent.setup();
    setScenario({ faults: { configurationChecklist: 'http-500' } });
    renderConfiguration();
    await heading();
    expect(await screen.findByText('配置清单加载失败')).toBeInTheDocument();
    expect(screen.getByText(fixtureTitle('C10001'))).toBeInTheDocument();
    resetScenario();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: '安全配置' })).toBeInTheDocument();
    expect(screen.queryByText('配置清单加载失败')).not.toBeInTheDocument();
  });

  it('an empty checklist is the designed empty state', async () => {
    setScenario({ faults: { configurationChecklist: 'empty' } });
    renderConfiguration();
    await heading();
    expect(await screen.findByText('暂无配置清单')).toBeInTheDocument();
    expect(screen.getByText('这台车的配置还在核对中，可以先看看车况报告或问问顾问。')).toBeInTheDocument();
    expect(screen.queryByText(/已核对/)).not.toBeInTheDocument();
  });

  it('a malformed checklist is the error state, with a retry', async () => {
    setScenario({ faults: { configurationChecklist: 'malformed-json' } });
    renderConfiguration();
    await heading();
    expect(await screen.findByText('配置清单加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('a checklist whose fields come wrongly typed lists its items, none counted as fitted', async () => {
    setScenario({ faults: { configurationChecklist: 'wrong-types' } });
    renderConfiguration();
    await heading();
    expect(await screen.findByText('已核对 9 项，其中 0 项有配置')).toBeInTheDocument();
    expect(screen.queryByText('配置清单加载失败')).not.toBeInTheDocument();
  });

  it('a checklist with its fields missing is the designed empty state', async () => {
    setScenario({ faults: { configurationChecklist: 'missing-fields' } });
    renderConfiguration();
    await heading();
    expect(await screen.findByText('暂无配置清单')).toBeInTheDocument();
    expect(screen.queryByText('配置清单加载失败')).not.toBeInTheDocument();
  });

  it('a car that does not exist is the not-found state, with the way home', async () => {
    renderConfiguration('C99999');
    expect(await screen.findByRole('heading', { name: '这辆车已经不在了' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页看车' })).toHaveAttribute('href', '/');
  });
});

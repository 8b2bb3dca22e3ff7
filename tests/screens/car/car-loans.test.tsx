import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { quoteLoan } from '../../../src/domain/loan';
import { CarLoansScreen } from '../../../src/screens/car/car-loans.screen';
import { formatPrice } from '../../../src/i18n/format';
import { fixtureDetail } from './fixture';
import { renderCarRoute } from './render';

const DETAIL = fixtureDetail('C10001');
const PRICE: number = DETAIL.car.price.current;
const FINANCE = DETAIL.car.price.finance;

function renderLoans(id = 'C10001') {
  return renderCarRoute(CarLoansScreen, '/car/:id/loans', `/car/${id}/loans`);
}

const yuan = (value: number) => `¥${Math.round(value).toLocaleString('en-US')}`;

describe('car loans page', () => {
  it('shows the loan officer and the dealer offer', async () => {
    renderLoans();
    expect(await screen.findByRole('heading', { level: 1, name: '分期购车' }, { timeout: 5000 })).toBeInTheDocument();
    const officer = screen.getByRole('region', { name: '金融专员' });
    expect(within(officer).getByText(DETAIL.loan_officer.name, { selector: 'p' })).toBeInTheDocument();
    expect(
      within(officer).getByRole('button', { name: new RegExp(`^打电话\\s*${DETAIL.loan_officer.name}$`) }),
    ).toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getByText(`月供约 ${formatPrice(FINANCE.monthly, 'zh-CN')} 起`)).toBeInTheDocument();
  });

  it('computes the monthly payment as the visitor types, with the car’s own term and rate to start', async () => {
    const user = userEvent.setup();
    renderLoans();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const monthly = screen.getByTestId('monthly-payment');
    // 30% down, the car's own term and rate
    expect(screen.getByRole('radio', { name: `${FINANCE.term_months} 期` })).toBeChecked();
    expect(screen.getByLabelText('年化利率')).toHaveValue(String(Number((FINANCE.annual_rate * 100).toFixed(2))));
    const start = quoteLoan({
      price: PRICE,
      downPaymentRatio: 0.3,
      termMonths: FINANCE.term_months,
      annualRate: FINANCE.annual_rate,
    });
    expect(monthly).toHaveTextContent(yuan(start.monthly));

    await user.click(screen.getByRole('radio', { name: '60 期' }));
    const longer = quoteLoan({ price: PRICE, downPaymentRatio: 0.3, termMonths: 60, annualRate: FINANCE.annual_rate });
    expect(monthly).toHaveTextContent(yuan(longer.monthly));

    const down = screen.getByLabelText('首付比例');
    await user.clear(down);
    await user.type(down, '50');
    const half = quoteLoan({ price: PRICE, downPaymentRatio: 0.5, termMonths: 60, annualRate: FINANCE.annual_rate });
    expect(monthly).toHaveTextContent(yuan(half.monthly));
    // half down: the down payment and the loan are the same amount, in full yuan like every figure here
    expect(screen.getAllByText(yuan(PRICE / 2))).toHaveLength(2);

    const rate = screen.getByLabelText('年化利率');
    await user.clear(rate);
    await user.type(rate, '0');
    expect(monthly).toHaveTextContent(yuan(PRICE / 2 / 60));
  });

  it('says which input is wrong instead of showing a bogus figure', async () => {
    const user = userEvent.setup();
    renderLoans();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const down = screen.getByLabelText('首付比例');
    await user.clear(down);
    await user.type(down, '120');
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请输入 0 到 100 之间的数字')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('—');
  });

  it('refuses a down payment under the product minimum (20 %), and keeps one unit per field', async () => {
    const user = userEvent.setup();
    renderLoans();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const down = screen.getByLabelText('首付比例');
    expect(screen.getByText('首付比例不低于 20%')).toBeInTheDocument();
    await user.clear(down);
    await user.type(down, '0');
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('首付最低为车价的 20%')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('—');
    await user.clear(down);
    await user.type(down, '20');
    expect(down).not.toHaveAttribute('aria-invalid');
    // 20 % down on this car: a monthly figure over ten thousand would still read in full yuan.
    const quote = quoteLoan({
      price: PRICE,
      downPaymentRatio: 0.2,
      termMonths: FINANCE.term_months,
      annualRate: FINANCE.annual_rate,
    });
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent(yuan(quote.monthly));
    expect(screen.getByTestId('monthly-payment').textContent).not.toMatch(/万/);
  });

  it('unknown car → no longer available; failing call → retry', async () => {
    renderLoans('C99999');
    expect(await screen.findByText('这辆车已经不在了', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('failing call → retry', async () => {
    setScenario({ faults: { car: 'timeout' } });
    renderLoans();
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 8000 })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice, Price, shownOriginal } from '../../src/ui/price';

describe('formatPrice', () => {
  it('shows 万 in zh-CN with up to two decimals', () => {
    expect(formatPrice(125800)).toBe('12.58万');
    expect(formatPrice(100000, 'zh-CN')).toBe('10万');
    expect(formatPrice(98500)).toBe('9.85万');
    expect(formatPrice(125850)).toBe('12.59万');
    expect(formatPrice(1234567)).toBe('123.46万');
  });

  it('shows small amounts in 元 in zh-CN', () => {
    expect(formatPrice(8500)).toBe('8,500元');
  });

  it('shows the full amount with ¥ and separators in en', () => {
    expect(formatPrice(125800, 'en')).toBe('¥125,800');
    expect(formatPrice(8500, 'en')).toBe('¥8,500');
  });
});

describe('Price', () => {
  it('renders the current price prominently', () => {
    const { container } = render(<Price amount={125800} />);
    expect(container).toHaveTextContent('12.58万');
  });

  it('strikes the original price through and names it for screen readers (zh-CN)', () => {
    const { container } = render(<Price amount={125800} original={139800} />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('13.98万');
    expect(screen.getByText(/原价/)).toHaveClass('visually-hidden');
    expect(container).toHaveTextContent('价格 12.58万');
  });

  it('uses English wording and format in en', () => {
    const { container } = render(<Price amount={125800} original={139800} lang="en" />);
    expect(container).toHaveTextContent('¥125,800');
    expect(container.querySelector('s')).toHaveTextContent('¥139,800');
    expect(screen.getByText(/Original price/)).toBeInTheDocument();
  });

  it('hides the original when it equals the amount', () => {
    const { container } = render(<Price amount={50000} original={50000} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it('hides an original below the amount: a dearer car is not shown as a saving', () => {
    const { container } = render(<Price amount={125800} original={99800} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container).toHaveTextContent(/^12\.58万$/);
  });
});

describe('shownOriginal (the one rule for the struck-through price, also used by the early paint)', () => {
  it('keeps only a finite amount above the current price', () => {
    expect(shownOriginal(125800, 139800)).toBe(139800);
    expect(shownOriginal(125800, 125800)).toBeNull();
    expect(shownOriginal(125800, 99800)).toBeNull();
    expect(shownOriginal(125800, null)).toBeNull();
    expect(shownOriginal(125800, undefined)).toBeNull();
    expect(shownOriginal(125800, Number.NaN)).toBeNull();
    expect(shownOriginal(125800, Number.POSITIVE_INFINITY)).toBeNull();
    expect(shownOriginal(125800, '139800' as unknown as number)).toBeNull();
  });
});

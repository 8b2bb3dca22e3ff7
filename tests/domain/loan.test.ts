import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityPayment, LOAN_TERMS, parsePercent, quoteLoan } from '../../src/domain/loan';

describe('annuity loan quote', () => {
  it('matches a worked example: 100,000 over 36 months at 6% a year', () => {
    // 100000 · 0.005 / (1 − 1.005^−36) = 3042.19
    expect(annuityPayment(100_000, 0.005, 36)).toBeCloseTo(3042.19, 2);
  });

  it('splits the price into down payment and principal', () => {
    const quote = quoteLoan({ price: 150_000, downPaymentRatio: 0.3, termMonths: 36, annualRate: 0.0399 });
    expect(quote.downPayment).toBeCloseTo(45_000);
    expect(quote.principal).toBeCloseTo(105_000);
    expect(quote.monthly).toBeCloseTo(3099.7, 0);
    expect(quote.totalInterest).toBeCloseTo(quote.monthly * 36 - 105_000);
  });

  it('property: monthly × term never repays less than the principal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...LOAN_TERMS),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (price, downPaymentRatio, termMonths, annualRate) => {
          const quote = quoteLoan({ price, downPaymentRatio, termMonths, annualRate });
          expect(quote.monthly * quote.termMonths).toBeGreaterThanOrEqual(quote.principal * (1 - 1e-12));
          expect(quote.totalInterest).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('property: a zero rate pays principal / term', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(...LOAN_TERMS), (principal, term) => {
        expect(annuityPayment(principal, 0, term)).toBeCloseTo(principal / term, 8);
      }),
    );
  });

  it('property: a higher rate never lowers the instalment; a longer term never raises it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2_000_000 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (principal, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(annuityPayment(principal, high / 12, 36)).toBeGreaterThanOrEqual(
            annuityPayment(principal, low / 12, 36) - 1e-9,
          );
          expect(annuityPayment(principal, low / 12, 60)).toBeLessThanOrEqual(
            annuityPayment(principal, low / 12, 12) + 1e-9,
          );
        },
      ),
    );
  });

  it('clamps odd input instead of throwing', () => {
    const quote = quoteLoan({
      price: Number.NaN,
      downPaymentRatio: 2,
      termMonths: -5,
      annualRate: Number.POSITIVE_INFINITY,
    });
    expect(quote).toMatchObject({ downPayment: 0, principal: 0, monthly: 0, termMonths: 1 });
    expect(quoteLoan({ price: 100_000, downPaymentRatio: -1, termMonths: 12, annualRate: 0 }).principal).toBe(100_000);
  });

  it('reads typed percentages', () => {
    expect(parsePercent('30')).toBeCloseTo(0.3);
    expect(parsePercent('3.99%')).toBeCloseTo(0.0399);
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('abc')).toBeNull();
  });
});

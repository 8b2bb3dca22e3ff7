// Monthly payments of a car loan with the standard annuity formula (equal monthly instalments).
// Pure and total: odd input (NaN, negatives, a down payment over 100 %) is clamped, never thrown.

export const LOAN_TERMS = [12, 24, 36, 48, 60] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];

/** The loan a price is quoted at before the buyer chooses one: 30 % down, 36 months, 3.99 % a year. */
export const DEFAULT_LOAN = { downPaymentRatio: 0.3, termMonths: 36, annualRate: 0.0399 } as const;

export interface LoanInput {
  /** Price of the car in yuan. */
  price: number;
  /** Share paid up front, 0..1 (0.3 = 30 %). */
  downPaymentRatio: number;
  termMonths: number;
  /** Yearly interest rate as a fraction (0.0399 = 3.99 %). */
  annualRate: number;
}

export interface LoanQuote {
  downPayment: number;
  principal: number;
  termMonths: number;
  /** Exact monthly instalment (not rounded). */
  monthly: number;
  totalRepaid: number;
  totalInterest: number;
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The instalment that repays `principal` over `termMonths` at a monthly rate `monthlyRate`. */
export function annuityPayment(principal: number, monthlyRate: number, termMonths: number): number {
  const p = Math.max(0, finiteOr(principal, 0));
  const n = Math.max(1, Math.round(finiteOr(termMonths, 1)));
  const r = Math.max(0, finiteOr(monthlyRate, 0));
  if (p === 0) return 0;
  // Below ~1e-12 a month the interest is far under a fen and the formula would underflow.
  if (r < 1e-12) return p / n;
  // P·r / (1 − (1 + r)^−n): written with expm1/log1p so tiny rates stay accurate.
  const growth = -Math.expm1(-n * Math.log1p(r));
  return (p * r) / growth;
}

export function quoteLoan(input: LoanInput): LoanQuote {
  const price = Math.max(0, finiteOr(input.price, 0));
  const ratio = clamp(finiteOr(input.downPaymentRatio, 0), 0, 1);
  const termMonths = Math.max(1, Math.round(finiteOr(input.termMonths, 1)));
  const annualRate = clamp(finiteOr(input.annualRate, 0), 0, 10);
  const downPayment = price * ratio;
  const principal = price - downPayment;
  const monthly = annuityPayment(principal, annualRate / 12, termMonths);
  const totalRepaid = monthly * termMonths;
  return {
    downPayment,
    principal,
    termMonths,
    monthly,
    totalRepaid,
    totalInterest: Math.max(0, totalRepaid - principal),
  };
}

export type DownPaymentProblem = 'invalid' | 'belowMinimum';

/**
 * The product's down-payment rule: a share of the price between the dealer's minimum (the build's
 * MIN_DOWN_PAYMENT setting, 20 % by default, passed in by the caller) and 100 %.
 */
export function checkDownPayment(ratio: number | null, minimum: number): DownPaymentProblem | null {
  if (ratio === null || !Number.isFinite(ratio) || ratio < 0 || ratio > 1) return 'invalid';
  // Compared in whole basis points, so "20" typed as 0.2 is never refused by a rounding error.
  return Math.round(ratio * 10_000) < Math.round(clamp(minimum, 0, 1) * 10_000) ? 'belowMinimum' : null;
}

/** The down payment a calculator starts at: the quoted default, or the minimum when that is higher. */
export function initialDownPayment(minimum: number): number {
  return Math.max(DEFAULT_LOAN.downPaymentRatio, clamp(finiteOr(minimum, 0), 0, 1));
}

/** Reads a percentage the visitor typed ("30", "30%", "3.5") as a fraction; null when it is not a number. */
export function parsePercent(text: string): number | null {
  const cleaned = text
    .replace(/[%％\s]/g, '')
    .replace('，', '.')
    .replace(',', '.');
  if (!cleaned || !/^\d*\.?\d*$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value / 100 : null;
}

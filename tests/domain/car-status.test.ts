import { describe, expect, it } from 'vitest';
import { isUnavailable, KNOWN_STATUS_LABELS, NOT_ON_SALE_LABELS, statusKind } from '../../src/domain/car-status';
import { carListParams } from '../../src/graph/rest/cars';

describe('statusKind', () => {
  it.each([
    ['被秒', 'SOLD_IN_EARLY_ACCESS'],
    ['抢先报', 'EARLY_ACCESS'],
    ['被截胡', 'CUT_OFF'],
    ['已预定', 'ORDERED'],
    ['在售', 'ON_SALE'],
    ['已售', 'SOLD'],
    ['下架', 'OFF_SHELF'],
    [' 已售 ', 'SOLD'],
    ['待定', 'ON_SALE'],
    ['', 'ON_SALE'],
    [null, 'ON_SALE'],
    [undefined, 'ON_SALE'],
    ['toString', 'ON_SALE'],
  ] as const)('%j → %s', (label, kind) => {
    expect(statusKind(label)).toBe(kind);
  });

  it('knows the seven labels of the spec', () => {
    expect(KNOWN_STATUS_LABELS).toEqual(['被秒', '抢先报', '被截胡', '已预定', '在售', '已售', '下架']);
  });

  it('treats sold, off-shelf, sold-in-early-access and cut-off cars as unavailable', () => {
    expect(KNOWN_STATUS_LABELS.filter((label) => isUnavailable(statusKind(label)))).toEqual([
      '被秒',
      '被截胡',
      '已售',
      '下架',
    ]);
  });

  it('leaves out of "on sale" every label a buyer cannot buy now, and keeps early access and unknown labels', () => {
    expect(NOT_ON_SALE_LABELS).toEqual(['被秒', '被截胡', '已预定', '已售', '下架']);
    expect(NOT_ON_SALE_LABELS).not.toContain('待定');
    expect(carListParams({ onSale: true }, 1, 20).exclude_status).toBe('被秒,被截胡,已预定,已售,下架');
    expect(carListParams({}, 1, 20).exclude_status).toBeUndefined();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportEntries, reportEntries } from '../../../../src/screens/common/report/report-entries';
import { renderWithGraph } from '../../../support/graph';

const base = {
  carId: 'C10001',
  statusKind: 'ON_SALE' as const,
  hasAttachmentList: false,
  hasRepairList: false,
  hasConsumablesList: false,
  showChassis: false,
};

describe('ReportEntries', () => {
  it('shows only the entries the car has', () => {
    renderWithGraph(
      <ReportEntries
        {...base}
        inspection={{ reportId: 'R700000', business: 'retail' }}
        hasConsumablesList
        showChassis
        maintenanceRecordCount={3}
      />,
    );
    expect(screen.getByRole('heading', { name: '车况报告' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /检测报告/ })).toHaveAttribute(
      'href',
      '/car/C10001/report-inspection/R700000/business/retail',
    );
    expect(screen.getByRole('link', { name: /瑕疵报告/ })).toHaveAttribute('href', '/car/C10001/report/flaw');
    expect(screen.getByRole('link', { name: /维保记录/ })).toHaveAttribute('href', '/car/C10001/report/mileage');
    expect(screen.getByRole('link', { name: /易损耗件/ })).toHaveAttribute('href', '/car/C10001/report/consumable');
    expect(screen.getByRole('link', { name: /底盘照片/ })).toHaveAttribute('href', '/car/C10001/report/chassis');
    expect(screen.queryByRole('link', { name: /随车附件/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /整备清单/ })).toBeNull();
  });

  it('offers the chassis only when a section has content', () => {
    expect(reportEntries({ ...base, showChassis: false }).map((entry) => entry.key)).not.toContain('chassis');
    expect(reportEntries({ ...base, hasRepairList: true, hasAttachmentList: true }).map((entry) => entry.key)).toEqual([
      'refurbish',
      'preparation',
      'accessory',
    ]);
  });

  it('renders nothing for a car without any report', () => {
    const { container } = renderWithGraph(<ReportEntries {...base} />);
    expect(container).toBeEmptyDOMElement();
  });
});

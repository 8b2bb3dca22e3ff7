// The car record's two report statuses (mileage_report_status, supplies_status) as what the buyer is
// told beside the report they concern. Values other than these are not guessed at: nothing is said.

export type MileageReportNote = 'pending' | 'ready';
export type SuppliesNote = 'due' | 'ok';

export function mileageReportNote(status: string | null | undefined): MileageReportNote | null {
  const value = status?.trim().toLowerCase();
  return value === 'pending' || value === 'ready' ? value : null;
}

export function suppliesNote(status: string | null | undefined): SuppliesNote | null {
  const value = status?.trim().toLowerCase();
  return value === 'due' || value === 'ok' ? value : null;
}

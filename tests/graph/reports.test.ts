import { gql, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { OperationName } from '../../src/graph/rest/operations';
import { setScenario, type Fault } from '../../mocks/scenarios';
// The graphs here are staff's (the internal embed): the purchase report is a staff-only field.
import { createTestGraph } from '../support/graph';

/* eslint-disable @typescript-eslint/no-explicit-any -- loose result shapes of untyped test documents */
type Vars = Record<string, string>;
type Any = Record<string, any> | undefined;

interface FieldCase {
  field: string;
  operation: OperationName;
  document: TypedDocumentNode<Record<string, unknown>, Vars>;
  known: Vars;
  unknown: Vars;
  /** What the field resolves to when there is nothing: null or []. */
  empty: null | [];
  happy: (value: any) => void;
}

const CAR = { carId: 'C10001' };
const NO_CAR = { carId: 'nope' };
const REPORT = { reportId: 'R10002', business: 'retail' };
const NO_REPORT = { reportId: 'R1', business: 'retail' };

const cases: FieldCase[] = [
  {
    field: 'carMileageReport',
    operation: 'carMileageReport',
    document: gql`
      query ($carId: ID!) {
        carMileageReport(carId: $carId) {
          verdict
          conclusion
          anomalyCount
          basis
          readings {
            date
            mileageKm
            source
            anomaly
          }
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: null,
    happy: (report) => {
      expect(report.verdict).toBe('consistent');
      expect(report.readings.length).toBeGreaterThan(3);
      const dates = report.readings.map((r: { date: string }) => Date.parse(r.date));
      expect([...dates].sort((a, b) => a - b)).toEqual(dates);
      expect(report.anomalyCount).toBe(0);
    },
  },
  {
    field: 'attachmentList',
    operation: 'attachmentList',
    document: gql`
      query ($carId: ID!) {
        attachmentList(carId: $carId) {
          name
          count
          present
          isNew
          image
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: [],
    happy: (items) => {
      expect(items.length).toBeGreaterThan(5);
      expect(items[0]).toMatchObject({ name: '车钥匙', present: true });
      expect(items[0].image).toMatch(/^\/media\/cars\//);
    },
  },
  {
    field: 'appraiseReport',
    operation: 'appraiseReport',
    document: gql`
      query ($carId: ID!) {
        appraiseReport(carId: $carId) {
          appraiser
          appraisedAt
          grade
          score
          summary
          items {
            name
            result
            remark
          }
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: null,
    happy: (report) => {
      expect(report.score).toBeGreaterThanOrEqual(82);
      expect(report.items.length).toBe(7);
      expect(['PASS', 'ATTENTION', 'FAIL']).toContain(report.items[0].result);
    },
  },
  {
    field: 'repairList',
    operation: 'repairList',
    document: gql`
      query ($carId: ID!) {
        repairList(carId: $carId) {
          part
          action
          date
          cost
          images {
            url
          }
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: [],
    happy: (items) => {
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items[0]).toMatchObject({ part: '机油及机油滤清器', action: 'replace' });
      expect(items[0].cost).toBeGreaterThan(0);
    },
  },
  {
    field: 'consumablesList',
    operation: 'consumablesList',
    document: gql`
      query ($carId: ID!) {
        consumablesList(carId: $carId) {
          name
          state
          replacedAt
          mileageAtKm
          nextDueKm
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: [],
    happy: (items) => {
      expect(items.length).toBe(13);
      expect(items[0]).toMatchObject({ name: '机油', state: 'REPLACED' });
    },
  },
  {
    field: 'displayVideos',
    operation: 'displayVideo',
    document: gql`
      query ($carId: ID!) {
        displayVideos(carId: $carId) {
          interior {
            url
            poster
            durationSeconds
          }
          exterior {
            url
          }
          walkAround {
            url
          }
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: null,
    happy: (videos) => {
      expect(videos.interior.durationSeconds).toBeGreaterThan(0);
      expect(videos.interior.poster).toMatch(/^\/media\/video\/poster-/);
      expect(videos.walkAround.url).toMatch(/^\/media\/video\//);
    },
  },
  {
    field: 'configurationChecklist',
    operation: 'configurationChecklist',
    document: gql`
      query ($carId: ID!) {
        configurationChecklist(carId: $carId) {
          section
          items {
            name
            value
            configured
          }
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: [],
    happy: (sections) => {
      expect(sections.map((s: { section: string }) => s.section)).toEqual(['安全配置', '舒适配置', '多媒体配置']);
    },
  },
  {
    field: 'benchmark',
    operation: 'benchmark',
    document: gql`
      query ($carId: ID!) {
        benchmark(carId: $carId) {
          position
          marketLow
          marketHigh
          cars {
            title
            price
            mileageKm
            city
            source
          }
        }
      }
    `,
    known: CAR,
    unknown: NO_CAR,
    empty: null,
    happy: (benchmark) => {
      expect(['below', 'fair']).toContain(benchmark.position);
      expect(benchmark.cars).toHaveLength(5);
      expect(benchmark.marketLow).toBeLessThanOrEqual(benchmark.marketHigh);
    },
  },
  {
    field: 'inspectionReport',
    operation: 'inspectionReport',
    document: gql`
      query ($reportId: ID!, $business: String!) {
        inspectionReport(reportId: $reportId, business: $business) {
          reportId
          business
          carTitle
          vin
          plate
          mileageKm
          grade
          score
          summary
          inspector
          inspectedAt
          sections {
            key
            name
            pass
            attention
            fail
          }
          accident {
            majorAccident
            flood
            fire
            notes
          }
          maintenanceRecords {
            date
            mileageKm
            content
            shop
            kind
          }
        }
      }
    `,
    known: REPORT,
    unknown: NO_REPORT,
    empty: null,
    happy: (report) => {
      expect(report).toMatchObject({ reportId: 'R10002', business: 'retail' });
      expect(report.carTitle).toBeTruthy();
      expect(report.sections).toHaveLength(9);
      expect(report.accident).toMatchObject({ majorAccident: false, flood: false, fire: false, notes: null });
      expect(report.maintenanceRecords.length).toBeGreaterThanOrEqual(3);
    },
  },
  {
    field: 'inspectionFlaws',
    operation: 'inspectionFlaw',
    document: gql`
      query ($reportId: ID!, $business: String!) {
        inspectionFlaws(reportId: $reportId, business: $business) {
          id
          zone
          x
          y
          kind
          severity
          description
          photo
        }
      }
    `,
    known: REPORT,
    unknown: NO_REPORT,
    empty: [],
    happy: (flaws) => {
      expect(flaws.length).toBeGreaterThanOrEqual(3);
      expect(flaws[0].kind).toBe('SCRATCH');
      expect(flaws[0].photo).toMatch(/-flaw\.svg$/);
    },
  },
  {
    field: 'inspectionAppraise',
    operation: 'inspectionAppraise',
    document: gql`
      query ($reportId: ID!, $business: String!) {
        inspectionAppraise(reportId: $reportId, business: $business) {
          grade
          score
          summary
          items {
            name
            result
            remark
          }
        }
      }
    `,
    known: REPORT,
    unknown: NO_REPORT,
    empty: null,
    happy: (appraise) => {
      expect(appraise.items).toHaveLength(7);
      expect(appraise.grade).toMatch(/^[ABC]/);
    },
  },
  {
    field: 'inspectionCheckPoints',
    operation: 'inspectionCheckPoints',
    document: gql`
      query ($reportId: ID!, $business: String!) {
        inspectionCheckPoints(reportId: $reportId, business: $business) {
          id
          key
          name
          pass
          attention
          fail
          items {
            id
            name
            result
            remark
          }
        }
      }
    `,
    known: REPORT,
    unknown: NO_REPORT,
    empty: [],
    happy: (sections) => {
      expect(sections.map((s: { key: string }) => s.key)).toEqual([
        'exterior',
        'interior',
        'engine',
        'chassis',
        'electrical',
        'road-test',
        'accident',
        'flood',
        'fire',
      ]);
      const total = sections.reduce((sum: number, s: { items: unknown[] }) => sum + s.items.length, 0);
      expect(total).toBe(150);
      for (const section of sections) {
        expect(section.pass + section.attention + section.fail).toBe(section.items.length);
        expect(section.pass).toBe(section.items.filter((i: { result: string }) => i.result === 'PASS').length);
      }
    },
  },
  {
    field: 'inspectionCheckPoint',
    operation: 'inspectionCheckPointItem',
    document: gql`
      query ($reportId: ID!, $business: String!, $itemId: ID!) {
        inspectionCheckPoint(reportId: $reportId, business: $business, itemId: $itemId) {
          id
          name
          result
          remark
          standard
          photos
        }
      }
    `,
    known: { ...REPORT, itemId: 'CP0101' },
    unknown: { ...NO_REPORT, itemId: 'CP0101' },
    empty: null,
    happy: (point) => {
      expect(point).toMatchObject({ id: 'CP0101', name: '前保险杠' });
      expect(point.standard).toContain('外观');
      expect(point.photos.length).toBeGreaterThanOrEqual(1);
    },
  },
  {
    field: 'inspectionMileage',
    operation: 'inspectionMileage',
    document: gql`
      query ($reportId: ID!, $business: String!) {
        inspectionMileage(reportId: $reportId, business: $business) {
          verdict
          anomalyCount
          readings {
            date
            mileageKm
            anomaly
          }
          basis
        }
      }
    `,
    known: REPORT,
    unknown: NO_REPORT,
    empty: null,
    happy: (report) => {
      expect(report.basis.length).toBe(4);
      expect(report.readings.length).toBeGreaterThan(3);
    },
  },
  {
    field: 'purchaseReport',
    operation: 'purchaseReport',
    document: gql`
      query ($uuid: ID!) {
        purchaseReport(uuid: $uuid) {
          uuid
          title
          vin
          mileageKm
          purchasePrice
          valuationLow
          valuationHigh
          sellerType
          documents {
            name
            present
          }
        }
      }
    `,
    known: { uuid: '6f1c2a3e-8b4d-4c21-9e57-3a1f0c2b7d10' },
    unknown: { uuid: 'unknown-uuid' },
    empty: null,
    happy: (report) => {
      expect(report.title).toBeTruthy();
      expect(report.valuationLow).toBeLessThan(report.valuationHigh);
      expect(report.documents).toHaveLength(6);
    },
  },
  {
    field: 'hunt',
    operation: 'hunt',
    document: gql`
      query ($id: ID!) {
        hunt(id: $id) {
          id
          orderNo
          title
          src
          registrationDate
          cars {
            id
            title
            status {
              kind
            }
          }
          consumables {
            name
            state
          }
          chassis {
            section
            description
            images {
              url
            }
          }
        }
      }
    `,
    known: { id: 'H10001' },
    unknown: { id: 'H999' },
    empty: null,
    happy: (hunt) => {
      expect(hunt.orderNo).toMatch(/^XC/);
      expect(hunt.cars[0]).toMatchObject({ id: 'C10021', status: { kind: 'ON_SALE' } });
      expect(hunt.consumables.length).toBe(13);
      expect(hunt.chassis.length).toBe(3);
    },
  },
];

const alertingFaults: Fault[] = ['http-500', 'network', 'timeout', 'malformed-json'];

async function run(c: FieldCase, variables: Vars) {
  const graph = createTestGraph({ staff: true });
  const result = await graph.client.query({ query: c.document, variables, fetchPolicy: 'no-cache' });
  return { graph, result, value: (result.data as Record<string, unknown> | undefined)?.[c.field] };
}

describe.each(cases)('Query.$field', (c) => {
  it('reads the happy payload', async () => {
    const { graph, result, value } = await run(c, c.known);
    expect(result.error).toBeUndefined();
    expect(graph.alerts).toEqual([]);
    c.happy(value);
  });

  it('resolves an unknown id to its empty value', async () => {
    const { value, graph, result } = await run(c, c.unknown);
    if (c.operation.startsWith('inspection')) {
      // Inspection calls answer 404 for unknown reports: the spec alerts non-200 statuses.
      expect(value ?? null).toBeNull();
      expect(result.error).toBeDefined();
      expect(graph.alerts).toEqual(['没有找到这项内容（错误 404）。']);
    } else {
      expect(value).toEqual(c.empty);
      expect(graph.alerts).toEqual([]);
    }
  });

  it.each(alertingFaults)('alerts and errors on %s', async (fault) => {
    setScenario({ faults: { [c.operation]: fault } });
    const { graph, result, value } = await run(c, c.known);
    expect(result.error).toBeDefined();
    expect(value ?? null).toBeNull();
    expect(graph.alerts).toHaveLength(1);
    if (fault === 'http-500') expect(graph.alerts[0]).toBe('服务器暂时出了问题（错误 500），请稍后再试。');
  });

  it.each(['missing-fields', 'wrong-types', 'empty'] as Fault[])('gives a valid value on %s', async (fault) => {
    setScenario({ faults: { [c.operation]: fault } });
    const { result, value } = await run(c, c.known);
    expect(result.error).toBeUndefined();
    if (c.empty === null) expect(value === null || typeof value === 'object').toBe(true);
    else expect(Array.isArray(value)).toBe(true);
    if (fault === 'empty') expect(value).toEqual(c.empty);
  });
});

describe('envelope failures', () => {
  it.each(cases.filter((c) => !c.operation.startsWith('inspection')))('$field alerts the server message', async (c) => {
    setScenario({ faults: { [c.operation]: 'envelope' } });
    const { graph, result } = await run(c, c.known);
    expect(result.error).toBeDefined();
    expect(graph.alerts).toEqual(['服务繁忙，请稍后再试']);
  });

  it('an inspection body without the expected fields reads as empty, no alert', async () => {
    setScenario({ faults: { inspectionReport: 'envelope' } });
    const c = cases.find((item) => item.field === 'inspectionReport') as FieldCase;
    const { graph, value } = await run(c, c.known);
    expect(value).toBeNull();
    expect(graph.alerts).toEqual([]);
  });
});

describe('Query.forestallReport (silent)', () => {
  const document = gql`
    query ($reportId: ID!, $business: String!) {
      forestallReport(reportId: $reportId, business: $business) {
        reportId
        opensAt
        summary
        grade
        highlights
      }
    }
  `;

  it('reads the early-access report', async () => {
    const graph = createTestGraph({ staff: true });
    const { data, error } = await graph.client.query({ query: document, variables: REPORT });
    expect(error).toBeUndefined();
    expect((data as Any)?.forestallReport).toMatchObject({ reportId: 'R10002', grade: expect.any(String) });
    expect(((data as Any)?.forestallReport as { highlights: string[] }).highlights).toContain('无泡水');
  });

  it('resolves null without an alert for an unknown report', async () => {
    const graph = createTestGraph({ staff: true });
    const { data, error } = await graph.client.query({ query: document, variables: NO_REPORT });
    expect(error).toBeUndefined();
    expect((data as Any)?.forestallReport).toBeNull();
    expect(graph.alerts).toEqual([]);
  });

  it.each([
    'http-500',
    'network',
    'timeout',
    'malformed-json',
    'envelope',
    'missing-fields',
    'wrong-types',
    'empty',
  ] as Fault[])('never alerts and resolves null on %s', async (fault) => {
    setScenario({ faults: { forestall: fault } });
    const graph = createTestGraph({ staff: true });
    const { data, error } = await graph.client.query({ query: document, variables: REPORT });
    expect(error).toBeUndefined();
    expect((data as Any)?.forestallReport).toBeNull();
    expect(graph.alerts).toEqual([]);
  });
});

describe('mileage anomalies', () => {
  it('flags the rollback in car C10003 and calls the report suspicious', async () => {
    const graph = createTestGraph({ staff: true });
    const { data } = await graph.client.query({
      query: gql`
        query {
          carMileageReport(carId: "C10003") {
            verdict
            anomalyCount
            readings {
              mileageKm
              anomaly
            }
          }
        }
      `,
    });
    const report = (data as Any)?.carMileageReport as {
      verdict: string;
      anomalyCount: number;
      readings: { mileageKm: number; anomaly: string | null }[];
    };
    expect(report.verdict).toBe('suspicious');
    expect(report.anomalyCount).toBeGreaterThanOrEqual(1);
    const flagged = report.readings.findIndex((reading) => reading.anomaly === 'ROLLBACK');
    expect(flagged).toBeGreaterThan(0);
    const before = report.readings.slice(0, flagged).map((reading) => reading.mileageKm);
    expect(report.readings[flagged]?.mileageKm).toBeLessThan(Math.max(...before));
  });
});

describe('Hunt.mileage', () => {
  const document = gql`
    query ($id: ID!) {
      hunt(id: $id) {
        orderNo
        mileage {
          verdict
          readings {
            date
            mileageKm
          }
        }
      }
    }
  `;

  it('reads the mileage report by order number', async () => {
    const graph = createTestGraph({ staff: true });
    const { data } = await graph.client.query({ query: document, variables: { id: 'H10002' } });
    const hunt = (data as Any)?.hunt as { orderNo: string; mileage: { readings: unknown[] } };
    expect(hunt.mileage.readings.length).toBeGreaterThan(3);
    const request = graph.requests.find((entry) => entry.operation === 'huntMileageReport');
    expect(request?.url).toContain(`order_no=${hunt.orderNo}`);
  });

  it('alerts and leaves the hunt readable when the mileage call fails', async () => {
    setScenario({ faults: { huntMileageReport: 'http-500' } });
    const graph = createTestGraph({ staff: true });
    const { data, error } = await graph.client.query({ query: document, variables: { id: 'H10002' } });
    expect(error).toBeDefined();
    expect(((data as Any)?.hunt as { orderNo: string; mileage: unknown }).mileage).toBeNull();
    expect(((data as Any)?.hunt as { orderNo: string }).orderNo).toMatch(/^XC/);
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });
});

describe('InspectionRef', () => {
  it('resolves check points and flaws from a car inspection reference', async () => {
    const { reportsResolvers } = await import('../../src/graph/resolvers/reports');
    const graph = createTestGraph({ staff: true });
    const { createGraphContext } = await import('../../src/graph/context');
    const ctx = createGraphContext(graph.rest, { buyerStore: graph.buyerStore });
    const ref = { reportId: 'R10002', business: 'retail' };
    const resolvers = reportsResolvers.InspectionRef as Record<
      string,
      (parent: unknown, args: unknown, ctx: unknown) => Promise<unknown[]>
    >;
    const sections = await resolvers.checkPoints?.(ref, {}, ctx);
    const flaws = await resolvers.flaws?.(ref, {}, ctx);
    expect(sections).toHaveLength(9);
    expect(flaws?.length).toBeGreaterThanOrEqual(3);
  });

  it('sends report_id and business to the inspection host', async () => {
    const graph = createTestGraph({ staff: true });
    await graph.client.query({
      query: gql`
        query {
          inspectionFlaws(reportId: "R10002", business: "retail") {
            id
          }
        }
      `,
    });
    expect(graph.requests[0]?.url).toMatch(
      /^https:\/\/inspection\.mock-dealer\.test\/v1\/vehicleInspection\/flaw\?report_id=R10002&business=retail$/,
    );
  });
});

describe('reading long reports in tasks of their own', () => {
  it('a resolver maps its REST answer only after yielding a task', async () => {
    const { reportsResolvers } = await import('../../src/graph/resolvers/reports');
    const { createGraphContext } = await import('../../src/graph/context');
    const graph = createTestGraph({ staff: true });
    const ctx = createGraphContext(graph.rest, { buyerStore: graph.buyerStore });
    const body = {
      sections: [{ id: 'S1', name: '外观', items: [{ id: 'CP0101', name: '前保险杠', result: 'pass' }] }],
    };
    const answered: string[] = [];
    const stub = {
      ...ctx,
      call: async () => {
        answered.push('answer');
        return body;
      },
    };
    const resolvers = reportsResolvers.InspectionRef as Record<
      string,
      (parent: unknown, args: unknown, ctx: unknown) => Promise<unknown[]>
    >;
    const pending = resolvers.checkPoints!({ reportId: 'R10002', business: 'retail' }, {}, stub);
    let settled = false;
    void pending.then(() => (settled = true));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(answered).toEqual(['answer']);
    expect(settled).toBe(false);
    const sections = await pending;
    expect(sections).toHaveLength(1);
  });
});

describe('check points in the cache', () => {
  const checklist = gql`
    query Checklist($reportId: ID!, $business: String!) {
      inspectionCheckPoints(reportId: $reportId, business: $business) {
        id
        name
        items {
          id
          name
          result
          remark
        }
      }
    }
  `;
  const accidentSection = (data: unknown) =>
    ((data as Any)?.inspectionCheckPoints as { name: string; items: { id: string; result: string }[] }[]).find(
      (section) => section.name === '事故排查',
    );

  it("keeps each report's own results although check point ids repeat across reports", async () => {
    const { reportRefForCar } = await import('../../mocks/fixtures/reports');
    const plain = reportRefForCar('C10001')!;
    const accident = reportRefForCar('C10009')!;
    const graph = createTestGraph({ staff: true });
    const first = await graph.client.query({
      query: checklist,
      variables: { reportId: plain.report_id, business: plain.business },
    });
    await graph.client.query({
      query: checklist,
      variables: { reportId: accident.report_id, business: accident.business },
    });
    const again = await graph.client.query({
      query: checklist,
      variables: { reportId: plain.report_id, business: plain.business },
      fetchPolicy: 'cache-only',
    });
    // C10009's report fails a point of the accident screening; C10001's passes it, also on a re-read.
    const shared = accidentSection(first.data)!.items.map((item) => item.id);
    expect(accidentSection(again.data)!.items.map((item) => item.id)).toEqual(shared);
    expect(accidentSection(again.data)!.items.every((item) => item.result === 'PASS')).toBe(true);
    expect(again.data).toEqual(first.data);
  });
});

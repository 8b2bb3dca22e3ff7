import { gql, type DocumentNode, type TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCar, fixtureCars, STATUS_LABEL_LIST } from '../../mocks/fixtures/cars';
import { server } from '../../mocks/node';
import { CAR_STATUS, type CarStatusKind } from '../../src/domain/car-status';
import { setScenario, type Fault } from '../../mocks/scenarios';
import { ShareFieldsFragmentDoc } from '../../src/platform/share-info.generated';
import { CarCardFragmentDoc } from '../../src/screens/common/car-list/car-card.generated';
import { createTestGraph, type TestGraph } from '../support/graph';

const CAR = gql`
  query Car($id: ID!) {
    car(id: $id) {
      id
      title
      category
      type
      brand
      series
      registrationDate
      mileageKm
      city
      status {
        label
        kind
        availability
        reportEntry
      }
      tags
      price {
        current
        original
        reduce
        real
        maintenanceCosts
        finance {
          downPayment
          monthly
          termMonths
          annualRate
        }
      }
      meta {
        key
        label
        value
      }
      roadEngineer {
        name
      }
      isWholesale
      isMotorcycle
      newEnergy {
        isNewEnergy
        isReplacingBattery
        isRentingBattery
        threeElectricWarrantyInfo
      }
      consultant {
        id
        name
        phone
        avatar
      }
      showChassis
      chassis {
        section
      }
      cover {
        url
      }
      images {
        facade {
          url
        }
        flaw {
          url
          caption
        }
      }
      imageGroups {
        key
        images {
          url
        }
      }
      wholesaleImageGroups {
        key
        images {
          url
        }
      }
      pictureSummary {
        url
      }
      inspection {
        reportId
        business
      }
      moduleId
      share {
        ...ShareFields
      }
    }
  }
  ${print(ShareFieldsFragmentDoc)}
`;

const RECOMMENDATIONS = gql`
  query Recommendations($id: ID!) {
    car(id: $id) {
      id
      recommendations {
        id
        title
        status {
          kind
        }
      }
    }
  }
`;

const EXTRAS = gql`
  query Extras($id: ID!) {
    car(id: $id) {
      id
      title
      equipment {
        sections {
          name
          isNotes
        }
      }
      goods {
        id
        title
      }
    }
  }
`;

const LIST = gql`
  query List($filter: CarFilter, $page: Int, $pageSize: Int) {
    cars(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      hasMore
      items {
        ...CarCard
      }
    }
  }
  ${print(CarCardFragmentDoc)}
`;

const OPTIONS = gql`
  query Options {
    brands {
      id
      name
      initial
      logo
    }
    substations {
      id
      name
      city
    }
    conditionLevels {
      id
      name
    }
    carModels {
      value
      label
      parent
    }
    regions {
      value
      label
    }
  }
`;

const PROVINCES = gql`
  query Provinces {
    provinces {
      id
      name
    }
  }
`;

const BRANDS = gql`
  query Brands {
    brands {
      id
      name
      initial
    }
  }
`;

interface CarResult {
  car: {
    id: string;
    title: string;
    status: { label: string; kind: string; availability: string; reportEntry: boolean };
    meta: { key: string; label: string; value: string }[];
    roadEngineer: { name: string } | null;
    showChassis: boolean;
    imageGroups: { key: string; images: { url: string }[] }[];
    wholesaleImageGroups: { key: string; images: { url: string }[] }[];
    pictureSummary: { url: string }[];
    cover: { url: string } | null;
    share: { title: string; description: string; image: string | null };
    [key: string]: unknown;
  } | null;
}

function run<T>(
  graph: TestGraph,
  options: { query: DocumentNode; variables?: Record<string, unknown>; fetchPolicy?: 'network-only' },
) {
  return graph.client.query({ ...options, query: options.query as TypedDocumentNode<T, Record<string, unknown>> });
}

function mockCar(id: string, data: Record<string, unknown>) {
  server.use(
    http.get('*/v1/car/:id', ({ params }) =>
      params.id === id ? HttpResponse.json({ status: 'success', data }) : undefined,
    ),
  );
}

function carRequests(graph: TestGraph) {
  return graph.requests.filter((entry) => entry.operation === 'car');
}

async function queryCar(graph: TestGraph, id: string) {
  return run<CarResult>(graph, { query: CAR, variables: { id } });
}

describe('Query.car', () => {
  it('reads a car record from GET /v1/car/{id}', async () => {
    const graph = createTestGraph();
    const fixture = fixtureCars()[0]!;
    const { data, error } = await queryCar(graph, fixture.id);
    expect(error).toBeUndefined();
    const car = data!.car!;
    expect(car.id).toBe(fixture.id);
    expect(car.title).toBe(fixture.title);
    expect(car).toMatchObject({
      brand: fixture.brand,
      series: fixture.series,
      city: fixture.city,
      mileageKm: fixture.mileage,
      registrationDate: fixture.registrationDate,
      category: fixture.category === 'premium' ? 'PREMIUM' : 'DISCOUNT',
      price: {
        current: fixture.price.current,
        original: fixture.price.original,
        finance: { termMonths: fixture.price.finance.term_months },
      },
    });
    expect(car.cover?.url).toMatch(/^\/media\/covers\/.+\.jpg$/);
    expect(car.share.title).toBe(fixture.title);
    expect(car.share.image).toBe(car.cover?.url);
    expect(car.share.description).toContain('年上牌');
    expect(car.inspection).toEqual({
      __typename: 'InspectionRef',
      reportId: expect.stringMatching(/^R\d+$/),
      business: 'retail',
    });
    expect(graph.alerts).toEqual([]);
  });

  it.each([...STATUS_LABEL_LIST.map((label) => [label] as const), ['待定'] as const, [''] as const])(
    'maps the status label %j to its kind',
    async (label) => {
      const expected: Record<string, string> = {
        被秒: 'SOLD_IN_EARLY_ACCESS',
        抢先报: 'EARLY_ACCESS',
        被截胡: 'CUT_OFF',
        已预定: 'ORDERED',
        在售: 'ON_SALE',
        已售: 'SOLD',
        下架: 'OFF_SHELF',
      };
      setScenario({ carStatus: { C10001: label } });
      const graph = createTestGraph();
      const { data } = await queryCar(graph, 'C10001');
      const status = data!.car!.status;
      expect(status.kind).toBe(expected[label] ?? 'ON_SALE');
      if (label) expect(status.label).toBe(label);
      // what a buyer can do comes from the status table; cut off is unavailable like sold
      const meaning = CAR_STATUS[status.kind as CarStatusKind];
      expect(status.availability).toBe(meaning.availability.toUpperCase());
      expect(status.reportEntry).toBe(meaning.reportEntry);
      if (label === '被截胡') expect(status.availability).toBe('UNAVAILABLE');
    },
  );

  it('adds the road-test engineer to meta as a labelled entry, only when present', async () => {
    mockCar('X1', buildCar({ id: 'X1', car: { road_engineer: { name: '马建国' } } }));
    mockCar('X2', buildCar({ id: 'X2', car: { road_engineer: null } }));
    const graph = createTestGraph();
    const withEngineer = (await queryCar(graph, 'X1')).data!.car!;
    expect(withEngineer.meta.at(-1)).toEqual({
      __typename: 'MetaEntry',
      key: 'road_engineer',
      label: '路试工程师',
      value: '马建国',
    });
    expect(withEngineer.meta.find((entry) => entry.key === 'registration_date')).toBeDefined();
    const without = (await queryCar(graph, 'X2')).data!.car!;
    expect(without.meta.some((entry) => entry.key === 'road_engineer')).toBe(false);
    expect(without.roadEngineer).toBeNull();
  });

  it('shows the chassis only when a section has content', async () => {
    mockCar(
      'X1',
      buildCar({
        id: 'X1',
        car: { chassis: [], chassis_important_screw: [{ section: '副车架螺丝', desc: '无拆卸痕迹', images: [] }] },
      }),
    );
    mockCar(
      'X2',
      buildCar({
        id: 'X2',
        car: { chassis: [{ section: '前悬挂', desc: '', images: [] }], chassis_important_screw: [] },
      }),
    );
    mockCar(
      'X3',
      buildCar({
        id: 'X3',
        car: {
          chassis: [{ section: '后桥', images: ['/media/cars/sedan-white-wheel.svg'] }],
          chassis_important_screw: null,
        },
      }),
    );
    const graph = createTestGraph();
    expect((await queryCar(graph, 'X1')).data!.car!.showChassis).toBe(true);
    expect((await queryCar(graph, 'X2')).data!.car!.showChassis).toBe(false);
    expect((await queryCar(graph, 'X3')).data!.car!.showChassis).toBe(true);
  });

  it('groups images, leaves empty groups out and builds the picture summary', async () => {
    const img = (name: string) => ({ img: `/media/cars/${name}.svg` });
    mockCar(
      'X1',
      buildCar({
        id: 'X1',
        images: {
          cover: [],
          facade: ['f1', 'f2', 'f3', 'f4'].map(img),
          interior_decoration: ['i1', 'i2', 'i3', 'i4'].map(img),
          seats: ['s1', 's2', 's3', 's4', 's5'].map(img),
          attachment: [img('t1')],
          engine_room: [],
          other: [img('o1')],
          flaw: [{ img: '/media/cars/x.svg', caption: '划痕' }],
          note_with_images: [],
        },
      }),
    );
    const car = (await queryCar(createTestGraph(), 'X1')).data!.car!;
    const keys = (groups: { key: string; images: { url: string }[] }[]) =>
      groups.map((group) => [
        group.key,
        group.images.map((image) => image.url.replace(/^\/media\/cars\/|\.svg$/g, '')),
      ]);
    expect(keys(car.imageGroups)).toEqual([
      ['EXTERIOR', ['f1', 'f2', 'f3', 'f4']],
      ['CONSOLE_AND_STEERING', ['i1', 'i2', 'i3', 'i4']],
      ['CABIN_SEATS', ['s1', 's2', 's3', 's4', 's5']],
      ['TRUNK_AND_ACCESSORIES', ['t1']],
      ['WHEELS_AND_OTHER', ['o1']],
    ]);
    expect(keys(car.wholesaleImageGroups)).toEqual([
      ['EXTERIOR', ['f1', 'f2', 'f3', 'f4']],
      ['INTERIOR', ['i1', 'i2', 'i3', 'i4', 's1', 's2', 's3', 's4', 's5']],
      ['OTHER', ['t1', 'o1']],
    ]);
    expect(car.pictureSummary.map((image) => image.url.replace(/^\/media\/cars\/|\.svg$/g, ''))).toEqual([
      'f1',
      'f2',
      'f3',
      'i1',
      'i2',
      'i3',
      's3',
      's4',
      's5',
    ]);
    // No cover image: the first exterior image stands in.
    expect(car.cover?.url).toBe('/media/cars/f1.svg');
  });

  it('reads new-energy fields and the motorcycle flag', async () => {
    const ev = fixtureCars().find((car) => (car.detail.car as { is_replacing_battery: boolean }).is_replacing_battery)!;
    const moto = fixtureCars().find((car) => car.body === 'motorcycle')!;
    const graph = createTestGraph();
    const evCar = (await queryCar(graph, ev.id)).data!.car!;
    expect(evCar.newEnergy).toMatchObject({
      isNewEnergy: true,
      isReplacingBattery: true,
      threeElectricWarrantyInfo: expect.stringContaining('三电'),
    });
    const motoCar = (await queryCar(graph, moto.id)).data!.car!;
    expect(motoCar).toMatchObject({ isMotorcycle: true, type: 'motorcycle' });
  });

  it('fetches a car once per id for the whole session, across different queries', async () => {
    const graph = createTestGraph();
    await queryCar(graph, 'C10002');
    await graph.client.query({ query: EXTRAS, variables: { id: 'C10002' } });
    await graph.client.query({ query: RECOMMENDATIONS, variables: { id: 'C10002' }, fetchPolicy: 'network-only' });
    expect(carRequests(graph)).toHaveLength(1);
  });

  it('makes one /v1/car request for a query with many car fields', async () => {
    const graph = createTestGraph();
    await graph.client.query({
      query: gql`
        query Many($id: ID!) {
          a: car(id: $id) {
            id
            title
          }
          b: car(id: $id) {
            id
            status {
              kind
            }
            imageGroups {
              key
            }
          }
        }
      `,
      variables: { id: 'C10003' },
    });
    expect(carRequests(graph)).toHaveLength(1);
  });

  it('an unknown car id is a 404: alerted, and the field is null', async () => {
    const graph = createTestGraph();
    const { data, error } = await queryCar(graph, 'C99999');
    expect(data?.car ?? null).toBeNull();
    expect(error?.message).toContain('404');
    expect(graph.alerts).toEqual(['没有找到这项内容（错误 404）。']);
  });
});

describe('Car.recommendations, equipment and goods', () => {
  it('reads recommendations from GET /v1/likes with car_id and module_id, cached per module id', async () => {
    const graph = createTestGraph();
    const { data } = await run<{ car: { recommendations: { id: string }[] } }>(graph, {
      query: RECOMMENDATIONS,
      variables: { id: 'C10001' },
    });
    expect(data!.car.recommendations.length).toBeGreaterThan(0);
    expect(data!.car.recommendations.every((car) => car.id !== 'C10001')).toBe(true);
    const likes = graph.requests.filter((entry) => entry.operation === 'likes');
    expect(likes).toHaveLength(1);
    const url = new URL(likes[0]!.url);
    expect(url.searchParams.get('car_id')).toBe('C10001');
    const moduleId = url.searchParams.get('module_id');
    expect(moduleId).toMatch(/^M\d+$/);

    // Another car with the same module id: no new likes request.
    const sameModule = fixtureCars().find(
      (car) => car.id !== 'C10001' && (car.detail.car as { module_id: string }).module_id === moduleId,
    )!;
    await graph.client.query({ query: RECOMMENDATIONS, variables: { id: sameModule.id } });
    await graph.client.query({ query: RECOMMENDATIONS, variables: { id: 'C10001' }, fetchPolicy: 'network-only' });
    expect(graph.requests.filter((entry) => entry.operation === 'likes')).toHaveLength(1);
  });

  it('a failing likes call nulls only the recommendations', async () => {
    setScenario({ faults: { likes: 'http-500' } });
    const graph = createTestGraph();
    const { data, error } = await run<{ car: { id: string; title: string; recommendations: unknown } }>(graph, {
      query: gql`
        query R($id: ID!) {
          car(id: $id) {
            id
            title
            recommendations {
              id
            }
          }
        }
      `,
      variables: { id: 'C10001' },
    });
    expect(data!.car.title).toBeTruthy();
    expect(data!.car.recommendations).toBeNull();
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });

  it('filters equipment sections and reads goods', async () => {
    const graph = createTestGraph();
    const { data } = await run<{
      car: { equipment: { sections: { name: string; isNotes: boolean }[] }; goods: { title: string }[] };
    }>(graph, { query: EXTRAS, variables: { id: 'C10001' } });
    expect(data!.car.equipment.sections.map((section) => section.name)).toEqual([
      '安全配置',
      '舒适配置',
      '多媒体配置',
      '配置说明',
    ]);
    expect(data!.car.goods.map((goods) => goods.title)).toContain('全车镀晶养护');
  });

  it('equipment failures are silent: null and no alert', async () => {
    for (const fault of ['envelope', 'http-500', 'network'] as Fault[]) {
      setScenario({ faults: { equipment: fault } });
      const graph = createTestGraph();
      const { data, error } = await run<{ car: { title: string; equipment: unknown } }>(graph, {
        query: EXTRAS,
        variables: { id: 'C10001' },
      });
      expect(data!.car.title).toBeTruthy();
      expect(data!.car.equipment).toBeNull();
      expect(error).toBeUndefined();
      expect(graph.alerts).toEqual([]);
    }
  });

  it('goods with a code other than 2000000 are an empty list', async () => {
    setScenario({ faults: { goods: 'envelope' } });
    const graph = createTestGraph();
    const { data, error } = await run<{ car: { goods: unknown[] } }>(graph, {
      query: EXTRAS,
      variables: { id: 'C10001' },
    });
    expect(data!.car.goods).toEqual([]);
    expect(error).toBeUndefined();
    expect(graph.alerts).toEqual([]);
  });
});

describe('Query.car faults', () => {
  it('http-500: alerted with the message, null car', async () => {
    setScenario({ faults: { car: 'http-500' } });
    const graph = createTestGraph();
    const { data, error } = await queryCar(graph, 'C10001');
    expect(data?.car ?? null).toBeNull();
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });

  it.each([
    ['network', '网络连接失败，请检查网络后再试。'],
    ['timeout', '服务器太久没有回应，请稍后再试。'],
    ['malformed-json', '服务器返回的内容无法读取，请稍后再试。'],
  ] as const)('%s: alerted, null car', async (fault, message) => {
    setScenario({ faults: { car: fault } });
    const graph = createTestGraph();
    const { data, error } = await queryCar(graph, 'C10001');
    expect(data?.car ?? null).toBeNull();
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual([message]);
  });

  it('envelope: alerted with the body message', async () => {
    setScenario({ faults: { car: 'envelope' } });
    const graph = createTestGraph();
    const { error } = await queryCar(graph, 'C10001');
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务繁忙，请稍后再试']);
  });

  it('missing-fields: a valid car from what is there', async () => {
    setScenario({ faults: { car: 'missing-fields' } });
    const graph = createTestGraph();
    const { data, error } = await queryCar(graph, 'C10001');
    expect(error).toBeUndefined();
    expect(data!.car).toMatchObject({
      id: 'C10001',
      title: 'C10001',
      status: { kind: 'ON_SALE' },
      meta: [],
      imageGroups: [],
      pictureSummary: [],
      showChassis: false,
    });
    expect(graph.alerts).toEqual([]);
  });

  it('wrong-types: no crash, valid values', async () => {
    setScenario({ faults: { car: 'wrong-types' } });
    const graph = createTestGraph();
    const { data, error } = await queryCar(graph, 'C10001');
    expect(error).toBeUndefined();
    const car = data!.car!;
    expect(typeof car.title).toBe('string');
    expect(Array.isArray(car.meta)).toBe(true);
    expect(['ON_SALE']).toContain(car.status.kind);
    expect(graph.alerts).toEqual([]);
  });

  it('empty: an absent response is ignored (null, no alert)', async () => {
    setScenario({ faults: { car: 'empty' } });
    const graph = createTestGraph();
    const { data, error } = await queryCar(graph, 'C10001');
    expect(error).toBeUndefined();
    expect(data!.car).toBeNull();
    expect(graph.alerts).toEqual([]);
  });
});

describe('Query.cars', () => {
  interface ListResult {
    cars: {
      total: number;
      page: number;
      hasMore: boolean;
      items: {
        id: string;
        category: string;
        isWholesale: boolean;
        status: { label: string; kind: string };
        price: { current: number };
      }[];
    };
  }

  it('lists premium cars page by page', async () => {
    const graph = createTestGraph();
    const first = (
      await run<ListResult>(graph, {
        query: LIST,
        variables: { filter: { category: 'PREMIUM' }, page: 1, pageSize: 20 },
      })
    ).data!.cars;
    expect(first.items).toHaveLength(20);
    expect(first.items.every((car) => car.category === 'PREMIUM' && !car.isWholesale)).toBe(true);
    expect(first.hasMore).toBe(true);
    const last = Math.ceil(first.total / 20);
    // Later pages come through fetchMore: the cars field policy appends them to the kept list.
    const end = (
      await run<ListResult>(createTestGraph(), {
        query: LIST,
        variables: { filter: { category: 'PREMIUM' }, page: last, pageSize: 20 },
      })
    ).data!.cars;
    expect(end.hasMore).toBe(false);
    expect(end.page).toBe(last);
    const url = new URL(graph.requests.find((entry) => entry.operation === 'cars')!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'premium',
      is_motorcycle: '0',
      page: '1',
      page_size: '20',
    });
  });

  it('keeps one list per filter and appends fetched pages to it (cars field policy)', async () => {
    const graph = createTestGraph();
    const first = await run<ListResult>(graph, {
      query: LIST,
      variables: { filter: { category: 'PREMIUM' }, page: 1, pageSize: 20 },
    });
    expect(first.data!.cars.items).toHaveLength(20);
    // What fetchMore does: ask for page 2 of the same list and write it into the cache.
    await run<ListResult>(graph, {
      query: LIST,
      variables: { filter: { category: 'PREMIUM' }, page: 2, pageSize: 20 },
      fetchPolicy: 'network-only',
    });
    const merged = graph.client.readQuery<ListResult>({
      query: LIST,
      variables: { filter: { category: 'PREMIUM' }, page: 1, pageSize: 20 },
    })!;
    expect(merged.cars.items).toHaveLength(40);
    expect(new Set(merged.cars.items.map((car) => car.id)).size).toBe(40);
    expect(merged.cars.page).toBe(2);
    // Another filter is another list.
    const other = await run<ListResult>(graph, {
      query: LIST,
      variables: { filter: { category: 'DISCOUNT' }, page: 1, pageSize: 20 },
    });
    expect(other.data!.cars.items.every((car) => car.category === 'DISCOUNT')).toBe(true);
  });

  it('sends every filter as its REST param', async () => {
    const graph = createTestGraph();
    await graph.client.query({
      query: LIST,
      variables: {
        filter: {
          category: 'DISCOUNT',
          wholesale: true,
          brandId: 'B01',
          provinceId: '33',
          substationId: 'ST01',
          conditionLevel: 'A',
          model: 'S0101',
          region: '330100',
          priceMin: 50000,
          priceMax: 300000,
          mileageMaxKm: 60000,
          ageMaxYears: 5,
          sort: 'PRICE_ASC',
          statusLabel: '在售',
          listedSince: '2026-11-20',
        },
      },
    });
    const url = new URL(graph.requests.find((entry) => entry.operation === 'cars')!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'discount',
      is_wholesale: '1',
      is_motorcycle: '0',
      brand_id: 'B01',
      province_id: '33',
      substation_id: 'ST01',
      condition_level: 'A',
      model: 'S0101',
      region: '330100',
      price_min: '50000',
      price_max: '300000',
      mileage_max: '60000',
      age_max: '5',
      sort: 'price_asc',
      status: '在售',
      listed_since: '2026-11-20',
      page: '1',
      page_size: '20',
    });
  });

  it('filters and sorts for real in the mock', async () => {
    const graph = createTestGraph();
    const sorted = (
      await run<ListResult>(graph, {
        query: LIST,
        variables: { filter: { category: 'PREMIUM', sort: 'PRICE_ASC', priceMax: 200000 }, pageSize: 50 },
      })
    ).data!.cars.items.map((car) => car.price.current);
    expect(sorted.length).toBeGreaterThan(3);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(Math.max(...sorted)).toBeLessThanOrEqual(200000);
    const wholesale = (
      await run<ListResult>(graph, { query: LIST, variables: { filter: { wholesale: true }, pageSize: 50 } })
    ).data!.cars;
    expect(wholesale.total).toBe(25);
    expect(wholesale.items.every((car) => car.isWholesale)).toBe(true);
  });

  it('applies a QA status override in the list', async () => {
    setScenario({ carStatus: { C10001: '已售' } });
    const graph = createTestGraph();
    const items = (await run<ListResult>(graph, { query: LIST, variables: { filter: { category: 'PREMIUM' } } })).data!
      .cars.items;
    expect(items.find((car) => car.id === 'C10001')?.status).toEqual({
      __typename: 'CarStatus',
      label: '已售',
      kind: 'SOLD',
    });
  });

  it('an absent list response is an empty page without alert', async () => {
    setScenario({ faults: { cars: 'empty' } });
    const graph = createTestGraph();
    const { data, error } = await run<ListResult>(graph, { query: LIST, variables: {} });
    expect(error).toBeUndefined();
    expect(data!.cars).toMatchObject({ items: [], total: 0, hasMore: false });
  });

  it('wrong-types and missing-fields give a valid (possibly empty) page', async () => {
    for (const fault of ['wrong-types', 'missing-fields'] as Fault[]) {
      setScenario({ faults: { cars: fault } });
      const graph = createTestGraph();
      const { data, error } = await run<ListResult>(graph, { query: LIST, variables: {} });
      expect(error).toBeUndefined();
      expect(Array.isArray(data!.cars.items)).toBe(true);
      for (const item of data!.cars.items) expect(typeof item.id).toBe('string');
    }
  });

  it('http-500 on the list is alerted and reaches the result', async () => {
    setScenario({ faults: { cars: 'http-500' } });
    const graph = createTestGraph();
    const { error } = await run<ListResult>(graph, { query: LIST, variables: {} });
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });
});

describe('filter options', () => {
  it('reads brands (A-Z), substations, condition levels, models and regions', async () => {
    const graph = createTestGraph();
    const { data, error } = await run<{
      brands: { name: string; initial: string; logo: string }[];
      substations: { name: string; city: string }[];
      conditionLevels: { id: string }[];
      carModels: { value: string; label: string; parent: string }[];
      regions: { value: string; label: string }[];
    }>(graph, { query: OPTIONS });
    expect(error).toBeUndefined();
    const initials = data!.brands.map((brand) => brand.initial);
    expect(initials).toEqual([...initials].sort());
    expect(data!.brands.find((brand) => brand.name === '丰田')).toMatchObject({
      initial: 'F',
      logo: '/media/brands/toyota.svg',
    });
    expect(data!.substations.length).toBeGreaterThan(3);
    expect(data!.conditionLevels.map((level) => level.id)).toEqual(['A', 'B', 'C']);
    expect(data!.carModels.find((model) => model.label === '凯美瑞')).toMatchObject({ parent: 'B01' });
    expect(data!.regions.map((region) => region.label)).toContain('杭州');
    const options = graph.requests
      .filter((entry) => entry.operation === 'getOption')
      .map((entry) => new URL(entry.url).searchParams.get('category'));
    expect(options.sort()).toEqual(['carmodel', 'region']);
  });

  it('falls back to the older brand call when the new one is 404', async () => {
    server.use(
      http.get('*/v1/filter-param-brand-new', () =>
        HttpResponse.json({ status: 'error', message: 'Not Found' }, { status: 404 }),
      ),
    );
    const graph = createTestGraph();
    const { data, error } = await run<{ brands: { id: string; name: string; initial: string }[] }>(graph, {
      query: BRANDS,
    });
    expect(error).toBeUndefined();
    expect(graph.alerts).toEqual([]);
    expect(data!.brands.find((brand) => brand.name === '奥迪')).toEqual({
      __typename: 'Brand',
      id: 'B06',
      name: '奥迪',
      initial: 'A',
    });
    expect(graph.requests.map((entry) => entry.operation)).toEqual(['brands', 'brandsLegacy']);
  });

  it('other brand failures do not fall back', async () => {
    setScenario({ faults: { brands: 'http-500' } });
    const graph = createTestGraph();
    const { error } = await graph.client.query({ query: BRANDS });
    expect(error).toBeDefined();
    expect(graph.requests.some((entry) => entry.operation === 'brandsLegacy')).toBe(false);
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });

  it('province errors are rethrown: no alert, the error reaches the result', async () => {
    setScenario({ faults: { provinces: 'envelope' } });
    const graph = createTestGraph();
    const { data, error } = await run<{ provinces: unknown }>(graph, { query: PROVINCES });
    expect(data?.provinces ?? null).toBeNull();
    expect(error?.message).toContain('服务繁忙');
    expect(graph.alerts).toEqual([]);
  });

  it('reads provinces', async () => {
    const graph = createTestGraph();
    const { data } = await run<{ provinces: { name: string }[] }>(graph, { query: PROVINCES });
    expect(data!.provinces.map((province) => province.name)).toEqual(['浙江', '上海', '江苏', '安徽']);
  });
});

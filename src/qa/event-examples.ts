// Example payloads the Machines tab prefills for events that need one, per machine id. Keys are event
// types as the machine knows them; invoked actors' outcomes (`xstate.done.actor.<id>` with `output`,
// `xstate.error.actor.<id>` with `error`) can be sent too, to simulate a call's answer.

export type EventPayload = Record<string, unknown>;

const sellCarOptions = {
  registrationYears: [
    { value: '2021', label: '2021年' },
    { value: '2019', label: '2019年' },
  ],
  mileageBands: [{ value: '30000-60000', label: '3–6万公里' }],
  serviceSubstations: [{ value: '101', label: '杭州滨江服务站' }],
  carModels: [{ value: 'passat', label: '帕萨特' }],
  regions: [{ value: '330100', label: '杭州' }],
};

export const eventExamples: Record<string, Record<string, EventPayload>> = {
  sellCar: {
    EDIT: {
      values: {
        name: '陈先生',
        phone: '13812345678',
        model: 'passat',
        region: '330100',
        registrationYear: '2019',
        mileage: '30000-60000',
        substationId: '101',
        remark: '',
      },
    },
    'xstate.done.actor.loadOptions': { output: sellCarOptions },
    'xstate.error.actor.loadOptions': { error: 'Request failed with status code 500' },
    'xstate.done.actor.submitSellCar': { output: { clueId: 'XS20260001', contactWithinHours: 2 } },
    'xstate.error.actor.submitSellCar': { error: 'Request failed with status code 500' },
  },
  reservation: {
    EDIT: { values: { name: '陈先生', phone: '13812345678' } },
    'xstate.done.actor.createReservation': {
      output: {
        reservation: {
          id: 'RSV20261120001',
          reference: 'DJ20261120001',
          carId: 'C10001',
          status: 'pending_payment',
          amountYuan: 2000,
          holdUntil: null,
          showroom: { name: '杭州城西展厅', address: '杭州市西湖区文一西路 998 号', phone: '0571-8888 6001' },
        },
        payment: {
          jsapi: {
            appId: 'wxmockdealer0001',
            timeStamp: '1795000000',
            nonceStr: 'n1',
            package: 'prepay_id=wx1',
            signType: 'RSA',
            paySign: 'mock',
          },
          h5Url: null,
        },
      },
    },
    'xstate.error.actor.createReservation': { error: { refusal: 'reserved', message: '这辆车刚刚被其他顾客预订了' } },
    'xstate.done.actor.requestPayment': { output: 'ok' },
    'xstate.done.actor.fetchStatus': {
      output: {
        id: 'RSV20261120001',
        reference: 'DJ20261120001',
        carId: 'C10001',
        status: 'held',
        amountYuan: 2000,
        holdUntil: '2026-12-01T10:00:00.000Z',
        showroom: { name: '杭州城西展厅', address: '杭州市西湖区文一西路 998 号', phone: '0571-8888 6001' },
      },
    },
    'xstate.error.actor.fetchStatus': { error: 'Network Error' },
  },
  appBoot: {
    'xstate.done.actor.setupNavigationBar': { output: { navHidden: false } },
    'xstate.done.actor.setupTouchEmulation': { output: 'installed' },
    'xstate.done.actor.startAnalytics': { output: { identified: true } },
  },
  share: {
    NAVIGATED: { url: 'https://m.mock-dealer.test/car/C10001' },
    SHARE_INFO_CHANGED: { info: { title: '2019款 奥迪 A4L', description: '准新车，检测报告可查' } },
    WX_ERROR: { errMsg: 'config:invalid signature' },
    'xstate.error.actor.fetchShareConfig': { error: 'Request failed with status code 500' },
  },
  carStatus: {
    LABEL_RECEIVED: { label: '已售', carId: 'C10001' },
  },
};

/** The payload to prefill (without `type`): the machine's example, else a generic one, else none. */
export function examplePayload(machineId: string, eventType: string): EventPayload | null {
  const example = eventExamples[machineId]?.[eventType];
  if (example) return example;
  if (eventType.startsWith('xstate.done.actor.')) return { output: null };
  if (eventType.startsWith('xstate.error.actor.')) return { error: 'Simulated failure' };
  return null;
}

import type { HelpDoc, Localized } from './types';

export const agreement: Localized<HelpDoc> = {
  zh: {
    intro:
      '感谢您选择我们的自营车。以下内容说明您在购车时签署的文件、定金与退款规则、过户流程和售后质保。签约前顾问会逐条向您说明，有任何疑问都可以提出。',
    updated: '2026-10-01',
    sections: [
      {
        id: 'documents',
        heading: '您需要签署的文件',
        items: [
          '《二手车买卖合同》：约定车辆信息、成交价格、付款方式和交车时间。',
          '《车况确认书》：列明检测报告中的全部瑕疵与维修记录，您确认后随合同存档。',
          '《质保服务协议》：说明质保范围、期限与理赔方式。',
          '如选择分期付款，另需签署金融机构的借款合同。',
        ],
      },
      {
        id: 'deposit',
        heading: '定金',
        paragraphs: [
          '看中车辆后可支付 2,000 元定金锁定车辆，锁定期为 7 天；锁定期内车辆不再对其他客户销售。',
          '定金在签订买卖合同时自动抵扣车款。',
        ],
      },
      {
        id: 'refund',
        heading: '退款规则',
        items: [
          '到店验车发现车况与检测报告不符：定金全额退还，3 个工作日内原路返回。',
          '因我方原因无法按约定时间交车：定金全额退还，并按合同约定补偿。',
          '锁定期内您主动放弃购买：定金不予退还。',
          '签约后 7 天内、行驶不超过 300 公里，车辆存在报告未披露的重大事故、泡水或火烧：全额退车退款。',
        ],
      },
      {
        id: 'transfer',
        heading: '过户与上牌',
        steps: [
          '签约并付清车款后，我们预约车管所办理过户，通常 3–5 个工作日完成。',
          '外地迁入的，我们先核对您所在城市的排放标准与迁入政策。',
          '过户所需费用在合同中列明，由我们代缴，不另收服务费。',
          '新的机动车登记证书和行驶证在交车时一并交给您。',
        ],
      },
      {
        id: 'warranty',
        heading: '质保',
        paragraphs: [
          '每台自营车享有 1 年或 2 万公里（以先到者为准）的发动机、变速箱核心部件质保。',
          '质保期内出现保修范围内的故障，可到任一服务站或合作维修厂免费维修，配件与工时均由我们承担。',
          '易损耗件（刹车片、轮胎、雨刮等）、人为损坏与改装引起的故障不在质保范围内。',
        ],
      },
      {
        id: 'delivery',
        heading: '交车',
        paragraphs: [
          '交车时顾问会与您一起核对车况、里程、钥匙与随车附件，并演示主要功能。您确认无误签字后，车辆正式交付。',
        ],
      },
    ],
  },
  en: {
    intro:
      'Thank you for choosing one of our own cars. This notice explains what you sign, how deposits and refunds work, how the transfer is done and what the warranty covers. Your consultant goes through every point before you sign; ask about anything.',
    updated: '2026-10-01',
    sections: [
      {
        id: 'documents',
        heading: 'What you sign',
        items: [
          'The used-car sales contract: the car, the agreed price, how you pay and when you collect.',
          'The condition statement: every flaw and repair in the inspection report, confirmed by you and kept with the contract.',
          'The warranty agreement: what is covered, for how long and how claims work.',
          'If you pay in instalments, the lender’s loan agreement as well.',
        ],
      },
      {
        id: 'deposit',
        heading: 'Deposit',
        paragraphs: [
          'A deposit of ¥2,000 reserves the car for 7 days; during that time it is not sold to anyone else.',
          'The deposit is deducted from the price when you sign the sales contract.',
        ],
      },
      {
        id: 'refund',
        heading: 'Refunds',
        items: [
          'The car differs from its inspection report when you see it: the deposit is refunded in full within 3 working days.',
          'We cannot hand the car over on the agreed date: the deposit is refunded in full, plus the compensation in the contract.',
          'You change your mind during the reservation: the deposit is not refunded.',
          'Within 7 days and 300 km of signing, an undisclosed major accident, flood or fire damage is found: the car is taken back and you are refunded in full.',
        ],
      },
      {
        id: 'transfer',
        heading: 'Transfer and plates',
        steps: [
          'Once the contract is signed and paid, we book the transfer at the vehicle office; it usually takes 3–5 working days.',
          'If the car moves to another city, we first check that city’s emission standard and rules.',
          'Transfer fees are listed in the contract and paid by us on your behalf, with no service charge.',
          'You receive the new registration certificate and licence when you collect the car.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Warranty',
        paragraphs: [
          'Every car has a 1-year or 20,000 km warranty (whichever comes first) on the engine and gearbox core parts.',
          'Covered faults are repaired free of charge at any of our stations or partner workshops; we pay for parts and labour.',
          'Wear parts (brake pads, tyres, wipers), damage and faults caused by modifications are not covered.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Collection',
        paragraphs: [
          'At collection your consultant checks the condition, mileage, keys and accessories with you and shows you the main features. The car is yours once you sign.',
        ],
      },
    ],
  },
};

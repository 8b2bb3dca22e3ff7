import type { HelpDoc, Localized } from './types';

export const priceNegotiable: Localized<HelpDoc> = {
  zh: {
    intro: '标有“价格可议”的自营车，您可以提出心理价位。我们会参考同款车的市场行情，在 24 小时内给出答复。',
    updated: '2026-08-20',
    sections: [
      {
        id: 'which',
        heading: '哪些车可以议价',
        items: ['车辆详情页标有“价格可议”的车。', '已在“特价专区”的车为最终价格，不再议价。', '已被预定的车暂停议价。'],
      },
      {
        id: 'how',
        heading: '如何出价',
        steps: [
          '在车辆详情页联系顾问，或在下方找一位购车顾问。',
          '告诉顾问您的心理价位和付款方式（全款或分期）。',
          '我们参考同款车比价数据评估后，24 小时内回复。',
          '双方同意后，支付定金锁定车辆。',
        ],
      },
      {
        id: 'fair',
        heading: '我们如何定价',
        paragraphs: [
          '自营车的标价来自整备成本、同款车市场成交价和车况评级。车辆详情页的“同款车比价”会列出附近同款车的价格，方便您判断。',
          '议价不影响车况与质保：成交价不同，整备标准和质保都一样。',
        ],
      },
    ],
  },
  en: {
    intro:
      'For our own cars marked “price negotiable” you can name the price you have in mind. We compare it with the market for the same model and answer within 24 hours.',
    updated: '2026-08-20',
    sections: [
      {
        id: 'which',
        heading: 'Which cars',
        items: [
          'Cars marked “price negotiable” on their detail page.',
          'Cars in the discount zone are at their final price.',
          'Reserved cars cannot be negotiated.',
        ],
      },
      {
        id: 'how',
        heading: 'How to make an offer',
        steps: [
          'Contact the consultant on the car page, or find a consultant below.',
          'Tell them your price and how you would pay (in full or in instalments).',
          'We check it against market data for the same model and answer within 24 hours.',
          'Once we agree, a deposit reserves the car.',
        ],
      },
      {
        id: 'fair',
        heading: 'How we price',
        paragraphs: [
          'The asking price reflects the preparation cost, recent sales of the same model and the condition grade. The car’s “Market benchmark” lists nearby cars of the same model so you can judge for yourself.',
          'Negotiating never changes the car: whatever the final price, the preparation standard and warranty are the same.',
        ],
      },
    ],
  },
};

import type { HelpDoc, Localized } from './types';

export const huntAgreement: Localized<HelpDoc> = {
  zh: {
    intro: '没找到心仪的车？告诉我们您要的品牌、车型、年份、预算和颜色，我们在合作车源中为您寻找，找到后先检测再推荐。',
    updated: '2026-07-10',
    sections: [
      {
        id: 'service',
        heading: '服务内容',
        items: [
          '按您的条件在全国合作车源中筛选。',
          '每台推荐车辆先做全车检测，附检测报告、里程与维保记录。',
          '您满意后，由我们收购、整备并按自营车标准交付。',
        ],
      },
      {
        id: 'deposit',
        heading: '寻车意向金',
        paragraphs: ['寻车需支付 1,000 元意向金，成交时抵扣车款。30 天内未找到符合条件的车辆，意向金全额退还。'],
      },
      {
        id: 'timeline',
        heading: '时间安排',
        steps: [
          '提交需求后 1 个工作日内，顾问与您确认细节。',
          '通常 7–15 天内推荐第一台车。',
          '您可以拒绝推荐的车，我们继续寻找，直至 30 天期满。',
        ],
      },
      {
        id: 'refund',
        heading: '退款',
        items: [
          '30 天内未推荐到符合条件的车：意向金全额退还。',
          '推荐车辆与您的条件不符：可拒绝，不影响退款。',
          '您确认购买后又放弃：意向金不予退还。',
        ],
      },
    ],
  },
  en: {
    intro:
      'Not found the car you want? Tell us the make, model, year, budget and colour, and we look through our partners’ stock. Every car we find is inspected before we recommend it.',
    updated: '2026-07-10',
    sections: [
      {
        id: 'service',
        heading: 'What we do',
        items: [
          'We search our partners across the country for cars that match.',
          'Each car we recommend is inspected first, with its report, mileage and service history.',
          'Once you are happy, we buy it, prepare it and hand it over to our own-car standard.',
        ],
      },
      {
        id: 'deposit',
        heading: 'Hunting deposit',
        paragraphs: [
          'The hunt needs a deposit of ¥1,000, deducted from the price when you buy. If we find no matching car within 30 days, it is refunded in full.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Timeline',
        steps: [
          'Within 1 working day your consultant confirms the details with you.',
          'The first car is usually recommended within 7–15 days.',
          'You may turn down any car; we keep looking until the 30 days are up.',
        ],
      },
      {
        id: 'refund',
        heading: 'Refunds',
        items: [
          'No matching car within 30 days: full refund.',
          'A recommended car does not meet your request: turn it down; your refund is unaffected.',
          'You confirm a purchase and then withdraw: the deposit is not refunded.',
        ],
      },
    ],
  },
};

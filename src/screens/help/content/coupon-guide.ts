import type { HelpDoc, Localized } from './types';

export const couponGuide: Localized<HelpDoc> = {
  zh: {
    intro: '优惠券可在购买自营车或到店保养时抵扣现金。以下说明券的种类、领取方式和使用规则。',
    updated: '2026-09-15',
    sections: [
      {
        id: 'kinds',
        heading: '券的种类',
        items: [
          '购车抵用券：签订自营车买卖合同时抵扣车款，常见面额 1,000–3,000 元。',
          '保养券：在服务站做保养套餐时抵扣，面额 50–200 元。',
          '检测券：免费做一次 108 项全车检测。',
        ],
      },
      {
        id: 'get',
        heading: '如何领取',
        items: [
          '关注公众号参与活动领取。',
          '顾问通过短信发放，短信中的链接可直接查看券码。',
          '老客户推荐新客户成交后获得。',
        ],
      },
      {
        id: 'use',
        heading: '如何使用',
        steps: [
          '打开短信链接或在公众号“我的优惠券”中找到券码。',
          '签约或结算前把券码出示给顾问。',
          '顾问核销后，抵扣金额会写入合同或结算单。',
        ],
      },
      {
        id: 'rules',
        heading: '使用规则',
        items: [
          '每个券码只能使用一次，核销后失效。',
          '一笔订单限用一张购车抵用券，不与其他购车优惠同享。',
          '券不可兑换现金，不找零。',
          '过期自动失效，请留意券面上的有效期。',
        ],
      },
      {
        id: 'faq',
        heading: '常见问题',
        faq: [
          { q: '退车后券还能用吗？', a: '因车况原因退车的，券会恢复可用，有效期顺延 30 天。' },
          { q: '可以转赠给朋友吗？', a: '购车抵用券可以转赠，使用时以券码为准；保养券限本人车辆使用。' },
        ],
      },
    ],
  },
  en: {
    intro:
      'Coupons take money off one of our own cars or a service package. Here is what kinds there are, how to get them and the rules for using them.',
    updated: '2026-09-15',
    sections: [
      {
        id: 'kinds',
        heading: 'Kinds of coupon',
        items: [
          'Car purchase coupon: deducted from the price when you sign a sales contract, usually ¥1,000–3,000.',
          'Service coupon: deducted from a service package at a station, ¥50–200.',
          'Inspection coupon: one free 108-point inspection.',
        ],
      },
      {
        id: 'get',
        heading: 'How to get one',
        items: [
          'Join a campaign on our official account.',
          'Your consultant sends it by text message; the link shows the code.',
          'Recommend a friend who buys a car.',
        ],
      },
      {
        id: 'use',
        heading: 'How to use it',
        steps: [
          'Open the link in the text message, or find the code under “My coupons” on the official account.',
          'Show the code to your consultant before you sign or pay.',
          'Once redeemed, the discount is written into the contract or invoice.',
        ],
      },
      {
        id: 'rules',
        heading: 'Rules',
        items: [
          'Each code can be used once.',
          'One car purchase coupon per order; it cannot be combined with other purchase offers.',
          'Coupons cannot be exchanged for cash and give no change.',
          'Coupons expire on the date shown.',
        ],
      },
      {
        id: 'faq',
        heading: 'Questions',
        faq: [
          {
            q: 'Can I use the coupon again if I return the car?',
            a: 'If the car is returned because of its condition, the coupon is restored and extended by 30 days.',
          },
          {
            q: 'Can I give it to a friend?',
            a: 'Car purchase coupons can be passed on; the code is what counts. Service coupons are for your own car.',
          },
        ],
      },
    ],
  },
};

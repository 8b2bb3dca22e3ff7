// The dealer's pre-sale preparation standard: over 100 points in five stages. Items are [zh, en] pairs so
// the two languages can never drift apart in count or order.

import type { Localized } from './types';

export interface PreparationGroup {
  id: string;
  title: Localized<string>;
  summary: Localized<string>;
  points: Array<[string, string]>;
}

export const preparationIntro: Localized<{ intro: string; promise: string }> = {
  zh: {
    intro:
      '每一台自营车在上架前，都要经过检测、维修、深度清洁、消毒和手续核验五个环节，共 {count} 项。整备完成后由质检主管逐项签字，整备记录随车交付，您可以在车辆详情页的“整备报告”中查看每一项的结果。',
    promise: '任何一项不达标，车辆不会上架。',
  },
  en: {
    intro:
      'Before any of our own cars goes on sale it passes five stages—inspection, repair, deep cleaning, disinfection and paperwork—{count} points in all. A quality lead signs off every point, and the record travels with the car: you can read each result in the car’s “Preparation report”.',
    promise: 'If any point fails, the car is not listed.',
  },
};

export const preparationGroups: PreparationGroup[] = [
  {
    id: 'inspection',
    title: { zh: '全车检测', en: 'Full inspection' },
    summary: { zh: '举升机上逐项检查，拍照留档', en: 'Checked point by point on a lift, with photos on file' },
    points: [
      ['车架号与行驶证核对', 'VIN matches the registration certificate'],
      ['发动机号核对', 'Engine number matches the records'],
      ['重大事故排查（纵梁、A/B/C 柱）', 'Major accident check (rails, A/B/C pillars)'],
      ['泡水痕迹排查（地毯下、座椅滑轨）', 'Flood check (under carpets, seat rails)'],
      ['火烧痕迹排查', 'Fire damage check'],
      ['漆面厚度逐板测量', 'Paint thickness measured on every panel'],
      ['钣金修复痕迹', 'Signs of panel repair'],
      ['玻璃生产日期与破损', 'Glass dates and damage'],
      ['灯光总成与透镜', 'Lamp units and lenses'],
      ['发动机怠速与异响', 'Engine idle and noises'],
      ['发动机渗漏油', 'Engine oil leaks'],
      ['冷却系统压力测试', 'Cooling system pressure test'],
      ['变速箱换挡平顺性', 'Gearbox shift quality'],
      ['变速箱油液状态', 'Gearbox fluid condition'],
      ['转向系统间隙与助力', 'Steering play and assistance'],
      ['悬挂减震与衬套', 'Shock absorbers and bushes'],
      ['刹车片与刹车盘厚度', 'Brake pad and disc thickness'],
      ['刹车油含水量', 'Brake fluid water content'],
      ['轮胎花纹深度与生产日期', 'Tyre tread depth and date codes'],
      ['底盘锈蚀与磕碰', 'Underbody rust and impacts'],
      ['排气系统与三元催化', 'Exhaust and catalytic converter'],
      ['蓄电池健康度', 'Battery health'],
      ['OBD 故障码读取', 'OBD fault codes read'],
      ['仪表故障灯', 'Dashboard warning lights'],
      ['空调制冷与制热', 'Air conditioning, cooling and heating'],
      ['车窗、天窗与门锁', 'Windows, sunroof and locks'],
      ['安全气囊系统自检', 'Airbag system self-test'],
      ['座椅调节与加热', 'Seat adjustment and heating'],
      ['音响与多媒体', 'Audio and infotainment'],
      ['倒车影像与雷达', 'Reversing camera and sensors'],
      ['定速巡航与驾驶辅助', 'Cruise control and driver assistance'],
      ['5 公里路试', '5 km road test'],
    ],
  },
  {
    id: 'repair',
    title: { zh: '维修与保养', en: 'Repair and service' },
    summary: {
      zh: '检测发现的问题全部处理，易损件按标准更换',
      en: 'Everything the inspection finds is fixed; wear parts replaced to standard',
    },
    points: [
      ['更换机油', 'Engine oil changed'],
      ['更换机油滤清器', 'Oil filter changed'],
      ['更换空气滤清器', 'Air filter changed'],
      ['更换空调滤清器', 'Cabin filter changed'],
      ['火花塞检查或更换', 'Spark plugs checked or replaced'],
      ['刹车片低于 4 毫米即更换', 'Brake pads under 4 mm replaced'],
      ['刹车油含水超标即更换', 'Brake fluid replaced if water content is high'],
      ['防冻液冰点检测与补充', 'Coolant freezing point tested and topped up'],
      ['轮胎花纹低于 3 毫米即更换', 'Tyres under 3 mm tread replaced'],
      ['四轮定位', 'Wheel alignment'],
      ['四轮动平衡', 'Wheel balancing'],
      ['雨刮片更换', 'Wiper blades replaced'],
      ['灯泡与保险丝更换', 'Bulbs and fuses replaced'],
      ['蓄电池不达标即更换', 'Weak batteries replaced'],
      ['故障码对应部件维修', 'Parts behind fault codes repaired'],
      ['底盘异响排除', 'Underbody noises fixed'],
      ['漏油、漏水部位处理', 'Oil and water leaks fixed'],
      ['钥匙电池更换与匹配', 'Key batteries replaced and keys paired'],
      ['保养灯复位', 'Service light reset'],
      ['维修后复检', 'Re-inspection after repair'],
    ],
  },
  {
    id: 'cleaning',
    title: { zh: '深度清洁', en: 'Deep cleaning' },
    summary: {
      zh: '内外、机舱、底盘，拆洗到细节',
      en: 'Inside, outside, engine bay and underbody, down to the details',
    },
    points: [
      ['车身预洗与泡沫洗车', 'Pre-wash and foam wash'],
      ['铁粉去除', 'Iron fallout removed'],
      ['柏油与虫胶去除', 'Tar and insects removed'],
      ['漆面抛光', 'Paint polished'],
      ['镀膜或打蜡', 'Coating or wax'],
      ['轮毂与轮胎清洁上光', 'Wheels and tyres cleaned and dressed'],
      ['发动机舱清洁', 'Engine bay cleaned'],
      ['底盘高压冲洗', 'Underbody pressure-washed'],
      ['座椅深度清洗', 'Seats deep-cleaned'],
      ['顶棚清洁', 'Headliner cleaned'],
      ['地毯与脚垫拆洗', 'Carpets and mats removed and washed'],
      ['仪表台与中控清洁', 'Dashboard and centre console cleaned'],
      ['出风口与缝隙清洁', 'Vents and gaps cleaned'],
      ['门板与门槛清洁', 'Door panels and sills cleaned'],
      ['后备箱清洁', 'Boot cleaned'],
      ['玻璃内外清洁', 'Glass cleaned inside and out'],
      ['真皮护理', 'Leather conditioned'],
      ['塑料件翻新护理', 'Plastics restored'],
      ['安全带清洁', 'Seat belts cleaned'],
      ['备胎舱清洁', 'Spare wheel well cleaned'],
    ],
  },
  {
    id: 'disinfection',
    title: { zh: '消毒除味', en: 'Disinfection and odour removal' },
    summary: { zh: '高温蒸汽与臭氧双重处理', en: 'Treated with both high-temperature steam and ozone' },
    points: [
      ['高温蒸汽消毒座椅', 'Seats steam-disinfected'],
      ['方向盘与挡把消毒', 'Steering wheel and gear lever disinfected'],
      ['门把手与按键消毒', 'Door handles and buttons disinfected'],
      ['空调蒸发箱清洗', 'A/C evaporator cleaned'],
      ['空调管路杀菌', 'A/C ducts sanitised'],
      ['臭氧除味 30 分钟', '30 minutes of ozone treatment'],
      ['烟味专项处理', 'Tobacco odour treatment'],
      ['宠物毛发与异味处理', 'Pet hair and odour removal'],
      ['甲醛检测', 'Formaldehyde test'],
      ['消毒后通风与复检', 'Airing and re-check after disinfection'],
    ],
  },
  {
    id: 'documents',
    title: { zh: '手续与资料', en: 'Paperwork and documents' },
    summary: {
      zh: '手续齐全、来源清楚，过户无障碍',
      en: 'Complete papers and a clear history, so the transfer is simple',
    },
    points: [
      ['机动车登记证书核验', 'Vehicle registration certificate verified'],
      ['行驶证核验', 'Driving licence of the car verified'],
      ['购车发票或来历证明', 'Purchase invoice or proof of origin'],
      ['抵押与查封状态查询', 'Mortgage and seizure status checked'],
      ['违章记录查询与处理', 'Traffic violations checked and cleared'],
      ['年检有效期核对', 'Annual inspection validity'],
      ['交强险有效期核对', 'Compulsory insurance validity'],
      ['商业险理赔记录查询', 'Insurance claim history'],
      ['4S 店维保记录查询', 'Dealer service history'],
      ['里程真实性分析', 'Mileage authenticity analysis'],
      ['过户次数核对', 'Number of previous owners'],
      ['排放标准与迁入地核对', 'Emission standard checked against your city'],
      ['钥匙数量登记', 'Number of keys recorded'],
      ['随车工具与附件登记', 'Tools and accessories recorded'],
      ['使用说明书与保养手册', 'Owner’s manual and service book'],
      ['原厂质保剩余期限', 'Remaining factory warranty'],
      ['召回记录查询与处理', 'Recalls checked and completed'],
      ['车辆照片与视频归档', 'Photos and videos archived'],
      ['整备报告生成', 'Preparation report issued'],
      ['质检主管签字', 'Quality lead sign-off'],
    ],
  },
];

export function totalPoints(): number {
  return preparationGroups.reduce((sum, group) => sum + group.points.length, 0);
}

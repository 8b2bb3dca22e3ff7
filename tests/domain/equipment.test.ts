import { describe, expect, it } from 'vitest';
import { visibleEquipmentSections, type EquipmentSection } from '../../src/domain/equipment';

const section = (name: string, configured: boolean[], isNotes = false): EquipmentSection => ({
  name,
  isNotes,
  notes: isNotes ? '说明' : null,
  groups: [{ name: 'g', options: configured.map((flag, index) => ({ name: `o${index}`, configured: flag })) }],
});

describe('visibleEquipmentSections', () => {
  it('drops sections without a configured option unless they are notes', () => {
    const sections = [
      section('安全', [true, false]),
      section('越野', [false, false]),
      section('空', []),
      section('说明', [], true),
      section('说明2', [false], true),
    ];
    expect(visibleEquipmentSections(sections).map((s) => s.name)).toEqual(['安全', '说明', '说明2']);
  });

  it('keeps a section when any of its groups has a configured option', () => {
    const mixed: EquipmentSection = {
      name: '舒适',
      isNotes: false,
      notes: null,
      groups: [
        { name: 'a', options: [{ name: 'x', configured: false }] },
        { name: 'b', options: [{ name: 'y', configured: true }] },
      ],
    };
    expect(visibleEquipmentSections([mixed])).toHaveLength(1);
  });
});

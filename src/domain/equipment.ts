// Equipment report rule (spec section 3): sections without any configured option are dropped unless
// they are notes.

export interface EquipmentOption {
  name: string;
  configured: boolean;
}

export interface EquipmentGroup {
  name: string;
  options: EquipmentOption[];
}

export interface EquipmentSection {
  name: string;
  isNotes: boolean;
  notes: string | null;
  groups: EquipmentGroup[];
}

export function hasConfiguredOption(section: EquipmentSection): boolean {
  return section.groups.some((group) => group.options.some((option) => option.configured));
}

export function visibleEquipmentSections<S extends EquipmentSection>(sections: S[]): S[] {
  return sections.filter((section) => section.isNotes || hasConfiguredOption(section));
}

import { readFileSync } from 'node:fs';

export interface HazmatRow {
  unNumber: string;
  sequenceNumber: number;
  clazz: string;
  classificationCode: string;
  packagingGroup: string | null;
  massUnit: number;
  collectiveTerm: number;
  transportCategory: number;
  tunnelRestrictionCode: string | null;
  name: string;
  factor: number;
  note: string | null;
}

/** ADR 1.1.3.6.4: points per unit by transport category; category 0 may not use the exemption. */
const FACTOR_BY_TRANSPORT_CATEGORY: Record<number, number> = { 0: 0, 1: 50, 2: 3, 3: 1, 4: 0 };

export function factorOf(transportCategory: number): number {
  return FACTOR_BY_TRANSPORT_CATEGORY[transportCategory] ?? 0;
}

/** Parses the bundled ADR Table A extract (see the header of adr-table-a.tsv). */
export function parseAdrTable(text: string): HazmatRow[] {
  const sequences = new Map<string, number>();
  const rows: HazmatRow[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [unNumber, clazz, code, group, unit, category, tunnel, name] = line.split('\t');
    if (!unNumber || !clazz || !code || !group || !unit || !category || !tunnel || !name) {
      throw new Error(`adr-table-a.tsv: malformed line ${JSON.stringify(line)}`);
    }
    const sequenceNumber = (sequences.get(unNumber) ?? 0) + 1;
    sequences.set(unNumber, sequenceNumber);
    const transportCategory = Number(category);
    rows.push({
      unNumber,
      sequenceNumber,
      clazz,
      classificationCode: code,
      packagingGroup: group === '-' ? null : group,
      massUnit: Number(unit),
      // N.O.S. (collective) entries need the technical name (ADR special provision 274).
      collectiveTerm: /N\.O\.S\./.test(name) ? 1 : 0,
      transportCategory,
      tunnelRestrictionCode: tunnel === '-' ? null : tunnel,
      name,
      factor: factorOf(transportCategory),
      note: transportCategory === 0 ? 'Beförderungskategorie 0: keine Freistellung nach 1.1.3.6' : null,
    });
  }
  return rows;
}

export function bundledHazmats(): HazmatRow[] {
  return parseAdrTable(readFileSync(new URL('./adr-table-a.tsv', import.meta.url), 'utf8'));
}

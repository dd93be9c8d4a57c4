import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductionSheet as GqlSheet, ProductionSheetSummary as GqlSummary } from '../../graphql/__generated__/resolvers-types';
import { productionSheetFilePath } from '../../../../domain/production/production-sheet-files';
import type { ProductionSheet } from './production-sheet.entity';
import { changesOf } from './production-sheet.service';

// The GraphQL shapes of a sheet version (the resolvers never touch the entity themselves).

export function summaryOf(sheet: ProductionSheet): Omit<GqlSummary, '__typename'> {
  return {
    id: sheet.id,
    version: sheet.version,
    trigger: sheet.trigger,
    totalUnits: sheet.totalUnits,
    createdBy: sheet.createdBy?.name ?? null,
    createdAt: sheet.createdAt,
  };
}

// The sheet's product is loaded by every path that answers one (findSheet populates it, a freeze holds it).
function sheetShape(sheet: ProductionSheet, changes: GqlSheet['changes']): GqlSheet {
  const { product } = sheet;
  return {
    ...summaryOf(sheet),
    productId: product.id,
    productName: product.name,
    axisNames: sheet.rows.axisNames,
    summary: sheet.rows.summary,
    people: sheet.rows.people.map((person) => ({ ...person, optionText: person.optionValues.join(' / ') || null })),
    changes,
    xlsxPath: productionSheetFilePath(sheet.id, 'xlsx'),
    csvPath: productionSheetFilePath(sheet.id, 'csv'),
  };
}

/** A version with its rows and its diff against the one before. */
export async function sheetWithChanges(em: EntityManager, sheet: ProductionSheet): Promise<GqlSheet> {
  return sheetShape(sheet, await changesOf(em, sheet));
}

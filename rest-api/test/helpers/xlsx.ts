// Reading an exported workbook back (the REST and gateway tests of the .xlsx export): its first sheet, its header
// row's names and a data row's cells by header, with exceljs's own cell types.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

export const { ValueType } = ExcelJS;

/** The workbook's first sheet. */
export async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The header row's names, and a cell of data row `row` (2 is the first) by its column's name. */
export async function tableOf(bytes: Buffer) {
  const sheet = await sheetOf(bytes);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const cell = (name: string, row = 2) => {
    const at = headers.indexOf(name);
    expect(at, `a column named ${name} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    return sheet.getRow(row).getCell(at + 1);
  };
  return { sheet, headers, cell };
}

import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';

/** One column of a back-office table: its heading and how a row shows in it. */
export interface Column<T extends RowData> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
}

interface Props<T extends RowData> {
  caption: string;
  rows: T[];
  /** Kept stable by the caller (module scope or useMemo): new columns rebuild the table. */
  columns: Column<T>[];
  /** Shown in place of the body when there is no row. */
  empty: string;
  /** A stable key per row (its id): React keeps each row's controls when the list changes. */
  rowKey: (row: T) => string | number;
}

const features = tableFeatures({});

/**
 * A table of the back office (TanStack Table): the caption names it for screen readers; on a
 * phone it scrolls sideways inside a focusable region rather than squeezing its columns.
 */
export function DataTable<T extends RowData>({ caption, rows, columns, empty, rowKey }: Props<T>) {
  const definitions = useMemo(
    () => columns.map((column) => createColumnHelper<typeof features, T>().display({ id: column.id, header: column.header, cell: (context) => column.cell(context.row.original) })),
    [columns],
  );
  const numeric = new Set(columns.filter((column) => column.numeric).map((column) => column.id));
  const table = useTable({ features, columns: definitions, data: rows, getRowId: (row) => String(rowKey(row)) });

  return (
    <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`border-b border-stone-300 px-3 py-2 font-semibold ${numeric.has(header.column.id) ? 'text-right' : ''}`}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-stone-600">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-200 last:border-0 hover:bg-stone-50">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-2 align-top ${numeric.has(cell.column.id) ? 'text-right tabular-nums' : ''}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

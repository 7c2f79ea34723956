import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** Read by screen readers, not shown. */
const HIDDEN_CAPTION = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * Below the tablet width a row is a card: its cells one under the other, each under its column's
 * label, so a 390 px phone sees the status and the actions instead of a 900 px table scrolled
 * sideways. The header row stays for screen readers; a message spanning the row gets no label.
 * A row's cells are counted whatever their element: a row header (<th scope="row">, the booking's
 * number) is the first column, so the labels stay over their own cells.
 */
function stackedRows(columns: DataTableColumn[]) {
  return {
    // Hidden at the table's own corner: placed by nothing, the header row stood at its static place
    // out past the card's edge and widened a 390 px page by 17 px.
    position: 'relative',
    '& thead': { ...HIDDEN_CAPTION, top: 0, insetInlineStart: 0 },
    '& tbody, & tbody tr, & tbody tr > *': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody tr > *': { borderBottom: 0, py: 0.5, px: 2, textAlign: 'start', overflowWrap: 'anywhere' },
    '& tbody tr > *::before': { display: 'block', fontSize: 12, fontWeight: 600, color: 'text.secondary' },
    ...Object.fromEntries(columns.map((column, index) => [`& tbody tr > :nth-child(${index + 1})::before`, { content: JSON.stringify(column.label) }])),
    '& tbody tr > [colspan]::before': { content: 'none' },
  };
}

export interface DataTableColumn {
  label: string;
  /** Aligned to the end of the row (actions), on the right in English and on the left in Arabic. */
  end?: boolean;
}

/**
 * A dashboard table: an outlined card whose scrolling region is named by the table's caption (read
 * by screen readers, hidden on screen), focusable so keyboard users can scroll it sideways, with a
 * header row of column labels. `children` are the body's rows.
 */
export function DataTable({
  id,
  caption,
  columns,
  minWidth,
  busy = false,
  children,
}: {
  id: string;
  caption: string;
  columns: DataTableColumn[];
  minWidth: number;
  busy?: boolean;
  children: ReactNode;
}) {
  const captionId = `${id}-caption`;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', opacity: busy ? 0.7 : 1, transition: 'opacity 150ms' }} aria-busy={busy}>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
        <Table sx={(theme) => ({ minWidth: { md: minWidth }, [theme.breakpoints.down('md')]: stackedRows(columns) })}>
          <caption id={captionId} style={HIDDEN_CAPTION}>
            {caption}
          </caption>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} scope="col" sx={column.end ? { textAlign: 'end' } : undefined}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

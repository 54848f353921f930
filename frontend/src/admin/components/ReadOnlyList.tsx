import type { ReactNode } from 'react';
import { Datagrid, List, type SortPayload } from 'react-admin';

interface ReadOnlyListProps {
  sort: SortPayload;
  children: ReactNode;
}

/** The admin shows records for reading only: rows neither open nor offer bulk actions. */
export function ReadOnlyList({ sort, children }: ReadOnlyListProps) {
  return (
    <List sort={sort}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        {children}
      </Datagrid>
    </List>
  );
}

/** The column headers of a table, one `<th scope="col">` per label (labels are unique within a table). */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <th key={label} scope="col">
      {label}
    </th>
  ));
}

// The links list's selection: the checkbox column and the bulk toolbar above the table.
export const BULK_CSS = `
.bulk-bar{display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:end;padding:.6rem .9rem;margin-bottom:.75rem}
.bulk-bar .field{margin:0}
.bulk-bar .bulk-all{display:flex;gap:.45rem;align-items:center;font-weight:600;min-height:2.25rem}
.bulk-bar [data-bulk-tools]{display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:end}
.bulk-bar [data-bulk-tools][hidden]{display:none}
.select-cell{width:2.25rem}
.select-cell input,.bulk-all input{width:1.1rem;height:1.1rem;margin:0}
tr.is-selected td{background:#eef2ff}
`;

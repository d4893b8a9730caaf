// Tables, badges, alerts, dialogs and the widgets of individual pages.
export const COMPONENTS_CSS = `
/* Alerts and toasts */
.alert{border-radius:var(--radius-sm);padding:.75rem 1rem;border:1px solid;margin-bottom:1rem;font-size:.92rem}
.alert p:last-child{margin:0}
.alert-error{background:var(--danger-soft);border-color:#fecdca;color:#7a271a}
.alert-success{background:var(--success-soft);border-color:#abefc6;color:#054f31}
.alert-warning{background:var(--warning-soft);border-color:#fedf89;color:var(--warning)}
.alert-info{background:var(--info-soft);border-color:#b2ddff;color:#194185}
.toast-region{position:fixed;bottom:1.25rem;right:1.25rem;display:flex;flex-direction:column;gap:.5rem;z-index:60;max-width:min(380px,calc(100vw - 2.5rem))}
.toast{background:#1b2130;color:#fff;padding:.7rem 1rem;border-radius:var(--radius-sm);box-shadow:0 8px 24px rgba(16,24,40,.25);font-size:.9rem}
.toast.error{background:var(--danger)}

/* Badges and chips */
.badge{display:inline-flex;align-items:center;gap:.3rem;font-size:.76rem;font-weight:650;padding:.15rem .55rem;border-radius:999px;background:var(--surface-2);color:var(--muted);border:1px solid var(--border);white-space:nowrap}
.badge::before{content:"";width:.45rem;height:.45rem;border-radius:50%;background:currentColor}
.badge.plain::before{display:none}
.changes{list-style:none;margin:0;padding:0}
.status-active{background:var(--success-soft);color:var(--success);border-color:#abefc6}
.status-disabled,.status-archived{background:var(--surface-2);color:#475467}
.status-expired,.status-exhausted,.status-pending_review{background:var(--warning-soft);color:var(--warning);border-color:#fedf89}
.status-blocked{background:var(--danger-soft);color:var(--danger);border-color:#fecdca}
.badge-pro{background:var(--primary-soft);color:var(--primary);border-color:#c7d2fe}
.chip{display:inline-flex;align-items:center;gap:.3rem;font-size:.78rem;padding:.1rem .5rem;border-radius:999px;background:var(--primary-soft);color:#3730a3;text-decoration:none;max-width:14rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chip:hover{background:#e0e7ff;color:#312e81}
.chip.folder{background:var(--surface-2);color:var(--text);border:1px solid var(--border)}
.dot{display:inline-block;width:.65rem;height:.65rem;border-radius:50%;background:var(--border-strong);flex:none}

/* Tables */
.table-wrap{overflow-x:auto;border:1px solid var(--border);border-radius:var(--radius);background:var(--surface);box-shadow:var(--shadow)}
.table-wrap table{border-collapse:collapse;width:100%}
.table-wrap th,.table-wrap td{text-align:left;padding:.65rem .75rem;border-bottom:1px solid var(--border);vertical-align:middle}
.table-wrap th{font-size:.74rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);font-weight:650;background:var(--surface-2)}
.table-wrap tbody tr:last-child td{border-bottom:0}
.table-wrap tbody tr:hover{background:#fafbff}
.table-wrap td.num,.table-wrap th.num{text-align:right;font-variant-numeric:tabular-nums}
.link-cell{min-width:14rem}
.link-cell>.truncate,.link-cell .short{max-width:20rem}
@media (max-width:1240px) and (min-width:761px){.col-created{display:none}}
.link-title{font-weight:600;color:var(--text);text-decoration:none;display:block}
.link-title:hover{color:var(--primary)}
.short{display:flex;align-items:center;gap:.25rem;font-size:.88rem}
.short a{font-weight:550;text-decoration:none}
.dest{color:var(--muted);font-size:.82rem;display:block}
.actions{display:flex;gap:.25rem;justify-content:flex-end;align-items:center}
@media (max-width:760px){
  .table-wrap.responsive{border:0;background:none;box-shadow:none}
  .responsive table,.responsive tbody,.responsive tr,.responsive td{display:block;width:100%}
  .responsive thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .responsive tr{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);margin-bottom:.75rem;padding:.4rem 0;box-shadow:var(--shadow)}
  .responsive td{border:0;padding:.35rem .9rem}
  .responsive td[data-label]::before{content:attr(data-label);display:block;font-size:.72rem;text-transform:uppercase;color:var(--muted);font-weight:650}
  .responsive td.num{text-align:left}.responsive .actions{justify-content:flex-start}
  .link-cell{min-width:0;max-width:none}
}

/* Filters, pagination, menus */
.filters{display:grid;grid-template-columns:minmax(10rem,1.5fr) repeat(4,minmax(8.5rem,1fr)) auto;gap:.6rem;align-items:end;margin-bottom:1rem}
.filters .field{margin:0}
@media (max-width:1100px){.filters{grid-template-columns:repeat(auto-fit,minmax(10rem,1fr))}}
.pagination{display:flex;justify-content:space-between;align-items:center;gap:1rem;margin-top:1rem;flex-wrap:wrap}
.menu{position:relative}
.menu>summary{list-style:none;cursor:pointer}
.menu>summary::-webkit-details-marker{display:none}
/* The links table fits its container (or turns into cards), so its menus may spill over it. */
.table-wrap.responsive{overflow:visible}
tbody tr:nth-last-child(-n+2):not(:first-child) .menu-items{top:auto;bottom:calc(100% + .25rem)}
.menu-items{position:absolute;right:0;top:calc(100% + .25rem);background:var(--surface);border:1px solid var(--border);border-radius:var(--radius-sm);box-shadow:0 8px 24px rgba(16,24,40,.14);min-width:11rem;padding:.3rem;z-index:30;display:flex;flex-direction:column}
.menu-items button,.menu-items a{background:none;border:0;font:inherit;font-size:.9rem;text-align:left;padding:.45rem .65rem;border-radius:4px;color:var(--text);cursor:pointer;text-decoration:none}
.menu-items button:hover,.menu-items a:hover{background:var(--surface-2)}
.menu-items .danger{color:var(--danger)}
.side-nav{display:flex;flex-direction:column;gap:.1rem}
.side-nav h2{font-size:.74rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:1rem .6rem .4rem}
.side-nav h2:first-child{margin-top:0}
.side-nav a{display:flex;align-items:center;gap:.5rem;padding:.4rem .6rem;border-radius:var(--radius-sm);color:var(--text);text-decoration:none;font-size:.92rem}
.side-nav a:hover{background:var(--surface)}
.side-nav a[aria-current=true]{background:var(--primary-soft);color:var(--primary);font-weight:600}
.side-nav .count{margin-left:auto;color:var(--muted);font-size:.8rem}
.empty{text-align:center;padding:3rem 1rem;color:var(--muted)}
.empty h2{color:var(--text)}

/* Dialog */
dialog{border:0;border-radius:var(--radius);padding:0;box-shadow:0 20px 50px rgba(16,24,40,.3);max-width:min(440px,calc(100vw - 2rem));width:100%;color:var(--text)}
dialog::backdrop{background:rgba(16,24,40,.45)}
.dialog-body{padding:1.25rem}
.dialog-actions{display:flex;justify-content:flex-end;gap:.5rem;padding:.9rem 1.25rem;background:var(--surface-2);border-top:1px solid var(--border)}
.qr-dialog img{display:block;margin:0 auto;width:240px;height:240px}

/* Stats, progress and breakdowns */
.stat{display:flex;flex-direction:column;gap:.15rem}
.stat .value{font-size:1.7rem;font-weight:700;font-variant-numeric:tabular-nums;letter-spacing:-.02em}
.stat .label{color:var(--muted);font-weight:550;font-size:.85rem}
.meter{margin-bottom:1rem}
.meter .row{justify-content:space-between;font-size:.9rem;margin-bottom:.3rem}
progress{appearance:none;-webkit-appearance:none;width:100%;height:.6rem;border:0;border-radius:999px;background:#e9ecf3;overflow:hidden}
progress::-webkit-progress-bar{background:#e9ecf3;border-radius:999px}
progress::-webkit-progress-value{background:var(--primary);border-radius:999px}
progress::-moz-progress-bar{background:var(--primary);border-radius:999px}
progress.high::-webkit-progress-value{background:#dc6803}progress.high::-moz-progress-bar{background:#dc6803}
.bars{list-style:none;margin:0;padding:0}
.bars li{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.15rem .75rem;padding:.35rem 0;font-size:.9rem}
.bars .bar{grid-column:1/-1;height:.4rem;background:#e9ecf3;border-radius:999px;overflow:hidden}
.bars .bar span{display:block;height:100%;background:var(--primary);border-radius:999px}
.chart{width:100%;min-height:300px}
.chart .u-legend{font-size:.85rem;margin-top:.5rem}
.chart .u-legend th{font-weight:600}
.features{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(210px,1fr));gap:.4rem 1rem}
.features li{display:flex;gap:.5rem;align-items:center;font-size:.9rem}
.features .yes{color:var(--success);font-weight:700}.features .no{color:#98a2b3;font-weight:700}

/* Plan-gated fields */
.locked{position:relative;border:1px dashed var(--border-strong);border-radius:var(--radius-sm);padding:1rem;background:var(--surface-2)}
.locked-note{display:flex;gap:.5rem;align-items:center;font-size:.88rem;color:var(--muted);margin-bottom:.75rem}

/* Home page */
.hero{text-align:center;padding:2.5rem 0 1.5rem}
.hero h1{font-size:clamp(1.8rem,4vw,2.6rem);margin-bottom:.6rem}
.hero p{font-size:1.08rem;color:var(--muted);max-width:36rem;margin:0 auto 1.5rem}
.shorten-card{max-width:720px;margin:0 auto}
.shorten-form{display:flex;gap:.5rem}
.shorten-form input{min-height:3rem;font-size:1.02rem}
@media (max-width:560px){.shorten-form{flex-direction:column}}
.result{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:1.25rem;align-items:start;margin-top:1.25rem;padding-top:1.25rem;border-top:1px solid var(--border)}
.result-note{grid-column:1/-1;margin:0}
.result .qr{width:160px;height:160px;border:1px solid var(--border);border-radius:var(--radius-sm);background:#fff}
@media (max-width:560px){.result{grid-template-columns:minmax(0,1fr)}.result .qr{margin:0 auto}.result .copy .btn span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}.result .copy input{padding:.5rem .4rem;font-size:.8rem}}
.features-home{max-width:960px;margin:2.5rem auto 0}
.features-home .card h2{font-size:1rem}

/* QR designer */
.designer{display:flex;flex-direction:column;gap:1.25rem}
.preview-box{border:1px solid var(--border);border-radius:var(--radius);padding:1rem;text-align:center;background:repeating-conic-gradient(#f2f4f7 0 25%,#fff 0 50%) 50%/16px 16px}
.preview-box img{width:100%;max-width:248px;aspect-ratio:1;display:block;margin:0 auto}
.options{display:flex;gap:.4rem;flex-wrap:wrap}
.option{position:relative}
.option input{position:absolute;opacity:0;inset:0}
.option span{display:inline-block;padding:.35rem .75rem;border:1px solid var(--border-strong);border-radius:999px;font-size:.88rem;cursor:pointer;background:var(--surface)}
.option input:checked+span{background:var(--primary);border-color:var(--primary);color:#fff}
.option input:focus-visible+span{outline:3px solid #a5b4fc;outline-offset:2px}

/* Folders and tags */
.sortable{list-style:none;margin:0;padding:0}
.sortable li{display:flex;align-items:center;gap:.5rem;padding:.55rem .25rem;border-bottom:1px solid var(--border);background:var(--surface)}
.sortable li:last-child{border-bottom:0}
.sortable li.dragging{opacity:.5}
.sortable li.drop-target{box-shadow:inset 0 2px 0 var(--primary)}
.sortable input[type=text]{flex:1;min-width:6rem}
.drag-handle{cursor:grab;color:var(--muted)}
.secret{font-family:var(--mono);font-size:.88rem}

/* Auth pages */
.auth-card{margin-top:4vh}
.auth-card h1{font-size:1.45rem;text-align:center}
.auth-card .sub{text-align:center;color:var(--muted);margin-bottom:1.5rem}
.auth-card .btn{width:100%}
.claim-link{background:var(--surface-2);border:1px solid var(--border);border-radius:var(--radius-sm);padding:.75rem;margin-bottom:1.25rem;word-break:break-all;font-size:.92rem}
/* Import */
.drop-zone{display:block;border:2px dashed var(--border);border-radius:var(--radius);padding:2rem 1rem;text-align:center;cursor:pointer;background:var(--surface-2)}
.drop-zone.over,.drop-zone:focus-within{border-color:var(--primary);background:#eef2ff}
.drop-zone input{display:block;margin:.75rem auto 0}
`;

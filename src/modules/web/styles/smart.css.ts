// The link editor's smart-link sections: rule and variant rows, the switch, the social card mock-up.
export const SMART_CSS = `
.rule-list,.variant-list{list-style:none;margin:0 0 1rem;padding:0;display:flex;flex-direction:column;gap:.75rem}
.rule{border:1px solid var(--border);border-radius:var(--radius-sm);padding:.75rem 1rem 1rem;background:var(--surface);position:relative}
.rule>legend{font-weight:650;padding:0 .35rem;margin:0 0 0 -.35rem}
.rule-tools{position:absolute;top:.4rem;right:.5rem;display:flex;gap:.1rem;align-items:center}
.rule .field{margin-bottom:.6rem}
.rule-list li.dragging{opacity:.5}
.rule-list li.drop-target .rule,.variant-list li.drop-target{box-shadow:inset 0 2px 0 var(--primary)}
.rule .drag-handle{padding:.35rem;cursor:grab}
.conditions>summary{cursor:pointer;font-weight:600;font-size:.9rem;padding:.25rem 0}
.conditions[open]>summary{margin-bottom:.5rem}
.check-group{margin-bottom:.75rem}
.check-group legend{margin-bottom:.35rem}
.checks{display:flex;flex-wrap:wrap;gap:.35rem 1rem}
.query-group{margin-bottom:.75rem}
.query-pair{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr) auto;gap:.5rem;align-items:end;margin-top:.5rem}
.query-pair .field{margin:0}
.variant{display:grid;grid-template-columns:auto minmax(0,1fr) 7.5rem auto;gap:.5rem .75rem;align-items:end}
.variant .field{margin:0}
.variant .field-error{grid-column:2/-1}
.variant-letter{display:inline-flex;width:2rem;height:2.5rem;align-items:center;justify-content:center;border-radius:var(--radius-sm);background:var(--primary-soft);color:var(--primary);font-weight:700}
.variant-sum{font-weight:600;font-variant-numeric:tabular-nums;color:var(--success);margin-bottom:.75rem}
.variant-sum.bad{color:var(--danger)}
@media (max-width:560px){
  .variant{grid-template-columns:auto minmax(0,1fr) auto}
  .variant .weight{grid-column:2}
  .query-pair{grid-template-columns:minmax(0,1fr) auto}
  .query-pair .field:nth-child(2){grid-row:2;grid-column:1}
  .rule-tools{position:static;justify-content:flex-end;margin-bottom:.25rem}
}
.switch input{appearance:none;-webkit-appearance:none;width:2.3rem;height:1.3rem;border-radius:999px;background:var(--border-strong);position:relative;cursor:pointer;flex:none;transition:background .15s}
.switch input::after{content:"";position:absolute;top:.15rem;left:.15rem;width:1rem;height:1rem;border-radius:50%;background:#fff;transition:transform .15s}
.switch input:checked{background:var(--primary)}
.switch input:checked::after{transform:translateX(1rem)}
.preview-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,20rem);gap:1.25rem;align-items:start}
@media (max-width:760px){.preview-layout{grid-template-columns:minmax(0,1fr)}}
.social-card{margin:0;border:1px solid var(--border);border-left:4px solid #d0d5dd;border-radius:var(--radius-sm);background:var(--surface);overflow:hidden}
.social-card.large{border-left-width:1px}
.social-image{background:var(--surface-2);aspect-ratio:1.91/1;display:flex;align-items:center;justify-content:center;overflow:hidden}
.social-image img{width:100%;height:100%;object-fit:cover;display:block}
.social-image.broken img{display:none}
.social-image.broken::after{content:"Image not shown here";color:var(--muted);font-size:.85rem}
.social-text{display:flex;flex-direction:column;gap:.15rem;padding:.65rem .8rem}
.social-host{color:var(--muted);font-size:.78rem;text-transform:lowercase}
.social-title{color:#1264a3;font-size:.95rem}
.social-desc{color:var(--text);font-size:.85rem;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.social-card.placeholder .social-title,.social-card.placeholder .social-desc{color:var(--muted);font-style:italic;font-weight:400}
.social-card figcaption{padding:0 .8rem .6rem}
.visitor-result{margin-top:1rem;padding:.75rem 1rem;border-radius:var(--radius-sm);background:var(--info-soft);border:1px solid #b2ddff}
.visitor-result p{margin:0 0 .25rem}
.visitor-result .mono{font-weight:600}
.winner-list{list-style:none;margin:0;padding:0}
.winner-list li{display:grid;grid-template-columns:minmax(0,1fr) auto auto;gap:.35rem .75rem;align-items:center;padding:.5rem 0;border-bottom:1px solid var(--border)}
.winner-list li:last-child{border-bottom:0}
.winner-list .bar{grid-column:1/-1}
@media (max-width:560px){.winner-list li{grid-template-columns:minmax(0,1fr) auto}.winner-list li>.truncate{grid-column:1/-1;white-space:normal}}
.query-group [data-add-query]{margin-top:.6rem}
`;

// The Live panel of a link's analytics page.
export const LIVE_CSS = `
.live-spark{display:block;width:100%;height:48px;margin:.5rem 0 .25rem}
.live-spark path{fill:rgba(67,56,202,.55);stroke:none}
.live-table{width:100%;border-collapse:collapse;font-size:.875rem}
.live-table th,.live-table td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid var(--border)}
.live-table tr.live-new{animation:live-in 1.2s ease-out}
.live-table tr.live-bot td{color:var(--muted,#5b6478)}
@keyframes live-in{from{background:#eef2ff}to{background:transparent}}
@media (prefers-reduced-motion:reduce){.live-table tr.live-new{animation:none}}
`;

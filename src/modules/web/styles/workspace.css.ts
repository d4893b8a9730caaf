/** The header's workspace switcher (ui/workspace-switcher.ts): its menu opens from the left edge, and the dashboard's top links. */
export const WORKSPACE_CSS = `
.ws-switcher>summary{display:inline-flex;align-items:center;gap:.4rem;max-width:16rem}
.ws-switcher .menu-items{left:0;right:auto;min-width:16rem}
.ws-switcher .ws-list{list-style:none;margin:0;padding:0}
.ws-switcher .ws-list button{display:flex;justify-content:space-between;gap:.75rem;width:100%}
.ws-switcher .ws-list button[aria-current=true]{font-weight:600;background:var(--surface-2)}
.ws-switcher .ws-heading{margin:.2rem .65rem}
.ws-switcher .ws-create{border-top:1px solid var(--border);margin-top:.3rem;padding:.5rem .65rem .3rem}
.ws-switcher .ws-create .row{gap:.4rem;flex-wrap:nowrap}
.ws-switcher .ws-create input{min-width:0;flex:1}
`;

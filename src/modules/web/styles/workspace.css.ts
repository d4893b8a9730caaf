/** The header's workspace switcher (ui/workspace-switcher.ts): a panel that opens from its left edge. */
export const WORKSPACE_CSS = `
.ws-switcher>summary{display:inline-flex;align-items:center;gap:.4rem;max-width:16rem}
.ws-switcher .ws-panel{position:absolute;left:0;top:calc(100% + .25rem);background:var(--surface);border:1px solid var(--border);border-radius:var(--radius-sm);box-shadow:0 8px 24px rgba(16,24,40,.14);min-width:17rem;padding:.3rem;z-index:30}
.ws-switcher .ws-list button{background:none;border:0;font:inherit;font-size:.9rem;text-align:left;padding:.45rem .65rem;border-radius:4px;color:var(--text);cursor:pointer}
.ws-switcher .ws-list button:hover{background:var(--surface-2)}
.ws-switcher .ws-list{list-style:none;margin:0;padding:0}
.ws-switcher .ws-list button{display:flex;justify-content:space-between;gap:.75rem;width:100%}
.ws-switcher .ws-list button[aria-current=true]{font-weight:600;background:var(--surface-2)}
.ws-switcher .ws-heading{margin:.2rem .65rem}
.ws-switcher .ws-create{border-top:1px solid var(--border);margin-top:.3rem;padding:.5rem .65rem .3rem}
.ws-switcher .ws-create .row{gap:.4rem;flex-wrap:nowrap}
.ws-switcher .ws-create input{min-width:0;flex:1}
@media (max-width:700px){.ws-switcher .ws-panel{position:fixed;left:.5rem;right:.5rem;top:3.25rem;min-width:0}}
/* The switcher takes room from the nav: the email gives way rather than the nav wrapping. */
@media (min-width:701px){
  .site-header .nav{flex-wrap:nowrap}
  .site-header .nav a{white-space:nowrap}
  .site-header .user-menu{min-width:0}
  .site-header .user-menu .truncate{max-width:12rem}
}
`;

// Tokens, typography, page chrome, forms and buttons. Plain CSS kept in TypeScript so the
// server ships it with no copy step; served as one cached file (see assets.ts).
export const BASE_CSS = `
:root{
  --bg:#f5f6fa;--surface:#fff;--surface-2:#f9fafb;--border:#e3e6ee;--border-strong:#c9cfdb;
  --text:#1b2130;--muted:#5b6478;--primary:#4338ca;--primary-hover:#3730a3;--primary-soft:#eef2ff;
  --danger:#b42318;--danger-soft:#fef3f2;--success:#067647;--success-soft:#ecfdf3;
  --warning:#93370d;--warning-soft:#fffaeb;--info:#175cd3;--info-soft:#eff8ff;
  --radius:10px;--radius-sm:6px;--shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.08);
  --font:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  --mono:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;
  color-scheme:light;
}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.55 var(--font);background:var(--bg);color:var(--text);min-height:100vh;display:flex;flex-direction:column}
a{color:var(--primary)}a:hover{color:var(--primary-hover)}
h1,h2,h3{line-height:1.25;margin:0 0 .5rem;font-weight:650;letter-spacing:-.01em}
h1{font-size:1.6rem}h2{font-size:1.15rem}h3{font-size:1rem}
p{margin:0 0 .75rem}
/* Long words (titles, URLs without a break) wrap instead of widening the page on a phone. */
h1,h2,h3,p,li,dd,dt,td,th,label,legend,.card,.alert{overflow-wrap:anywhere}
main{min-width:0}
/* Anchors (#qr-designer) land below the sticky header, not under it. */
[id]{scroll-margin-top:5rem}
code,.mono{font-family:var(--mono);font-size:.92em}
:focus-visible{outline:3px solid #6366f1;outline-offset:2px;border-radius:4px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:1rem;top:-3rem;background:var(--primary);color:#fff;padding:.5rem 1rem;border-radius:var(--radius-sm);z-index:100}
.skip-link:focus{top:.75rem;color:#fff}
.muted{color:var(--muted)}.small{font-size:.85rem}.nowrap{white-space:nowrap}
.truncate{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:100%}
[hidden]{display:none!important}

/* Header and navigation */
.site-header{background:var(--surface);border-bottom:1px solid var(--border);position:sticky;top:0;z-index:20}
.site-header .inner{max-width:1280px;margin:0 auto;padding:.6rem 1.25rem;display:flex;align-items:center;gap:1.5rem;flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.05rem;color:var(--text);text-decoration:none}
.brand:hover{color:var(--text)}
svg[aria-hidden=true]{width:1em;height:1em;flex:none;vertical-align:-.125em}
.brand svg[aria-hidden=true]{width:28px;height:28px}
.nav{display:flex;gap:.25rem;flex-wrap:wrap;flex:1}
.nav a{color:var(--muted);text-decoration:none;padding:.4rem .7rem;border-radius:var(--radius-sm);font-weight:550}
.nav a:hover{background:var(--surface-2);color:var(--text)}
.nav a[aria-current="page"]{background:var(--primary-soft);color:var(--primary)}
.user-menu{display:flex;align-items:center;gap:.75rem;margin-left:auto}
.user-menu form{margin:0}
@media (max-width:700px){
  .site-header .inner{gap:.5rem 1rem;padding:.5rem 1rem}
  .nav{order:3;flex-basis:100%;flex-wrap:wrap;margin:0 -.25rem}
  .nav a{white-space:nowrap;padding:.35rem .55rem}
  .user-menu .truncate{display:none}
  .site-main{padding:1.25rem 1rem 2.5rem}
}
.site-main{flex:1;width:100%;max-width:1280px;margin:0 auto;padding:1.75rem 1.25rem 3rem}
.site-main.narrow{max-width:460px}
.site-main:focus{outline:none}
.site-footer{border-top:1px solid var(--border);color:var(--muted);font-size:.85rem}
.site-footer .inner{max-width:1280px;margin:0 auto;padding:1rem 1.25rem;display:flex;gap:1.25rem;flex-wrap:wrap}
.site-footer a{color:var(--muted)}
.page-header{display:flex;align-items:flex-start;justify-content:space-between;gap:1rem;flex-wrap:wrap;margin-bottom:1.25rem}
.page-header>*{min-width:0;max-width:100%}
.page-header p{margin:.25rem 0 0}
.breadcrumb{font-size:.85rem;margin-bottom:.35rem}
.breadcrumb a{color:var(--muted);text-decoration:none}.breadcrumb a:hover{text-decoration:underline}

/* Cards and layout helpers */
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);box-shadow:var(--shadow);padding:1.25rem}
.stack>*+*{margin-top:1rem}
.card-header{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-bottom:1rem;flex-wrap:wrap}
.card-header h2{margin:0}
.grid{display:grid;gap:1rem}
.grid-2{grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
.grid-3{grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.grid-4{grid-template-columns:repeat(auto-fit,minmax(180px,1fr))}
.grid-halves{grid-template-columns:repeat(2,minmax(0,1fr))}
@media (max-width:760px){.grid-halves{grid-template-columns:1fr}}
.row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.spread{justify-content:space-between}
.with-sidebar{display:grid;grid-template-columns:200px minmax(0,1fr);gap:1.5rem;align-items:start}
@media (max-width:900px){.with-sidebar{grid-template-columns:minmax(0,1fr)}.with-sidebar>aside{display:none}}
.edit-layout{display:grid;grid-template-columns:minmax(0,1fr) 360px;gap:1.5rem;align-items:start}
.edit-layout>aside{position:sticky;top:4.5rem}
@media (max-width:1020px){.edit-layout{grid-template-columns:minmax(0,1fr)}.edit-layout>aside{position:static}}
.form-column{max-width:860px}

/* Forms */
.field{display:flex;flex-direction:column;gap:.3rem;margin-bottom:1rem;min-width:0}
.field:last-child{margin-bottom:0}
fieldset:not(:last-child){margin-bottom:1rem}
label,.label{font-weight:600;font-size:.9rem}
.hint{color:var(--muted);font-size:.82rem;margin:0}
input[type=text],input[type=url],input[type=email],input[type=password],input[type=number],input[type=search],
input[type=date],input[type=datetime-local],select,textarea{
  font:inherit;color:inherit;background:var(--surface);border:1px solid var(--border-strong);border-radius:var(--radius-sm);
  padding:.5rem .65rem;width:100%;height:2.5rem}
textarea{height:auto;min-height:4.5rem;resize:vertical}
input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #a5b4fc;outline-offset:0;border-color:var(--primary)}
input:disabled,select:disabled,textarea:disabled{background:var(--surface-2);color:var(--muted);cursor:not-allowed}
input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true]{border-color:var(--danger)}
input[type=color]{width:2.6rem;height:2.4rem;padding:.15rem;border:1px solid var(--border-strong);border-radius:var(--radius-sm);background:var(--surface);cursor:pointer}
input[type=checkbox],input[type=radio]{width:1.05rem;height:1.05rem;accent-color:var(--primary);margin:0}
.check{display:flex;gap:.5rem;align-items:center;font-weight:500;font-size:.92rem}
.field-error{color:var(--danger);font-size:.85rem;margin:0}
.input-group{display:flex;align-items:stretch;min-width:0}
.input-group .addon{display:flex;align-items:center;padding:0 .6rem;background:var(--surface-2);border:1px solid var(--border-strong);border-right:0;border-radius:var(--radius-sm) 0 0 var(--radius-sm);color:var(--muted);font-size:.9rem;white-space:nowrap}
.input-group input{border-radius:0 var(--radius-sm) var(--radius-sm) 0;min-width:0}
.input-group.copy input{border-radius:var(--radius-sm) 0 0 var(--radius-sm)}
.input-group.copy .btn{border-radius:0 var(--radius-sm) var(--radius-sm) 0}
fieldset{border:0;padding:0;margin:0;min-width:0}
legend{font-weight:650;padding:0;margin-bottom:.75rem}
.form-actions{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center;margin-top:1.25rem}

/* Buttons */
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.4rem;font:inherit;font-weight:600;font-size:.92rem;line-height:1.2;
  padding:.55rem 1rem;border-radius:var(--radius-sm);border:1px solid transparent;background:var(--primary);color:#fff;cursor:pointer;text-decoration:none;white-space:nowrap;min-height:2.4rem}
.btn:hover{background:var(--primary-hover);color:#fff}
.btn:disabled,.btn[aria-disabled=true]{opacity:.55;cursor:not-allowed}
.btn-secondary{background:var(--surface);color:var(--text);border-color:var(--border-strong)}
.btn-secondary:hover{background:var(--surface-2);color:var(--text)}
.btn-danger{background:var(--danger);color:#fff}.btn-danger:hover{background:#912018}
.btn-ghost{background:transparent;color:var(--muted);border-color:transparent}
.btn-ghost:hover{background:var(--surface-2);color:var(--text)}
.btn-sm{padding:.3rem .6rem;font-size:.83rem;min-height:2rem}
.btn-lg{padding:.75rem 1.4rem;font-size:1rem;min-height:3rem}
.btn svg{width:1em;height:1em;flex:none}
.icon-btn{padding:.35rem;min-height:2rem;min-width:2rem}
.link-btn{background:none;border:0;padding:0;font:inherit;color:var(--primary);cursor:pointer;text-decoration:underline}
`;

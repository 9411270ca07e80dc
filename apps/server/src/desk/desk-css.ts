/** The desk's stylesheet (served as /ops/desk.css: the CSP allows no inline style). */
export const deskCss = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:#1f2328;background:#ffffff}
header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;padding:.75rem 1rem;border-bottom:1px solid #d0d7de;background:#f6f8fa}
header nav{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem}
header ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
.brand{margin:0;font-weight:600}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:0 0 .25rem}
a{color:#0b5cad}
a[aria-current=page]{font-weight:600;color:#1f2328}
.tabs{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;list-style:none;padding:0;margin:0 0 1rem}
table{width:100%;border-collapse:collapse}
caption{text-align:left;color:#57606a;padding:.25rem 0 .5rem}
th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #d0d7de}
tr.is-overdue{background:#fff1f0}
.overdue{color:#a40e26}
.muted{color:#57606a;font-size:.875rem}
.excerpt{max-width:24rem}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
.gallery{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
.gallery img{display:block;max-width:160px;max-height:160px;object-fit:contain;border:1px solid #d0d7de;border-radius:4px}
.reply{border-left:3px solid #0b5cad;padding:.25rem .75rem;margin:.75rem 0}
.stack{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem;max-width:40rem;margin:1rem 0}
textarea,input[type=password]{width:100%;font:inherit;padding:.5rem;border:1px solid #57606a;border-radius:4px}
button{font:inherit;padding:.5rem 1rem;border:1px solid #0b5cad;border-radius:4px;background:#0b5cad;color:#ffffff;cursor:pointer}
button.secondary{background:#ffffff;color:#0b5cad}
button.link{border:0;background:none;color:#0b5cad;padding:0;text-decoration:underline}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.alert{padding:.5rem .75rem;border:1px solid #a40e26;color:#a40e26;background:#fff1f0;border-radius:4px}
.notice{padding:.5rem .75rem;border:1px solid #1a7f37;color:#116329;background:#f0fff4;border-radius:4px}
`;

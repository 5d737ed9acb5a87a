"use strict";
// microtpl - tiny logic-less template compiler (MIT). ~60 lines.
const PATH = /^(this|@index|@key|[A-Za-z_$][\w$]*)(\.[A-Za-z_$][\w$]*)*$/;
const ESC = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(v) {
  return v == null ? "" : String(v).replace(/[&<>"']/g, (c) => ESC[c]);
}

function ref(expr) {
  expr = expr.trim();
  if (!PATH.test(expr)) throw new SyntaxError(`microtpl: unsupported expression "${expr}"`);
  if (expr === "this") return "ctx";
  if (expr === "@index") return "h.index";
  if (expr === "@key") return "h.key";
  return "h.get(ctx, " + JSON.stringify(expr.replace(/^this\./, "")) + ")";
}

function compile(src) {
  let body = "let o='';";
  let i = 0;
  const re = /\{\{\{\s*([^}]+?)\s*\}\}\}|\{\{\s*(#each|#if|\/each|\/if|else)?\s*([^}]*?)\s*\}\}/g;
  let m;
  while ((m = re.exec(src))) {
    body += "o+=" + JSON.stringify(src.slice(i, m.index)) + ";";
    i = re.lastIndex;
    if (m[1]) body += "o+=String(" + ref(m[1]) + "??'');";
    else if (m[2] === "#each")
      body += "h.each(" + ref(m[3]) + ",function(ctx,idx,key){const h2=Object.assign({},h,{index:idx,key:key});(function(h){";
    else if (m[2] === "/each") body += "})(h2);});";
    else if (m[2] === "#if") body += "if(h.truthy(" + ref(m[3]) + ")){";
    else if (m[2] === "else") body += "}else{";
    else if (m[2] === "/if") body += "}";
    else body += "o+=h.esc(" + ref(m[3]) + ");";
  }
  body += "o+=" + JSON.stringify(src.slice(i)) + ";return o;";
  const fn = new Function("ctx", "h", body); // body contains only JSON literals + whitelisted paths
  return (data) => fn(data, helpers);
}

const helpers = {
  esc: escapeHtml,
  get: (obj, path) => path.split(".").reduce((o, k) => (o == null ? undefined : o[k]), obj),
  truthy: (v) => (Array.isArray(v) ? v.length > 0 : !!v),
  each: (v, cb) => {
    if (Array.isArray(v)) v.forEach((x, i) => cb(x, i, i));
    else if (v && typeof v === "object") Object.keys(v).forEach((k, i) => cb(v[k], i, k));
  },
};

module.exports = { compile, escapeHtml };

// The intents of intents.ts, for skills written in Spanish, Portuguese, French, German, Italian,
// Russian, Chinese, Japanese and Korean. An attack translated out of English keeps its shape: a verb
// of a class (send, hide, delete, fetch-and-obey), an object of a class (private data, the agent's
// memory, the user's home folder), and no negation in its clause. Each language below names those
// classes; one small grammar (two classes near each other, negation in the clause cancels) reads them
// all, so a phrasing that was never written down here still matches when its words are in the classes.
//
// Precision over recall: this runs on every sentence of thousands of ordinary skills. So the private
// data must be named (a token, the conversation, .env — not "the report"), a sending needs a third-party
// destination, a password is a target only when it is the user's own account password (not the staging
// database's), and deleting is destructive only for the home folder, a whole disk or database, backups.
//
// Latin-script text is matched without accents ("envía" = "envia"), so accented and unaccented writing
// match one pattern; CJK has no spaces, so its classes are substrings and "near" counts characters.
import type { Intent } from "../facts/types";

export type ForeignHit = { intent: Intent; dest: string | null; lang: string };

/** Sentences longer than this are cut (an instruction is never longer). */
const MAX_SENTENCE = 1200;

// Letters of the scripts read here; English prose with curly quotes or dashes does not pass.
const FOREIGN_LETTER = /[\u00c0-\u024f\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af\uff21-\uff5a\uff66-\uff9f]/;
// Function words of the Latin-script languages, for text written without accents ("sin avisar al usuario").
const FOREIGN_WORD = /\b(?:el|la|lo|los|las|del|al|que|para|por|con|una|sin|su|sus|tu|tus|todos?|todas?|este|esta|usuario|usuarios|nunca|nao|sem|uma|os|ao|isso|voce|le|les|des|du|ce|ces|et|est|sur|pour|avec|sans|pas|vous|utilisateur|der|die|das|den|dem|und|nicht|ohne|ist|eine?|alle|zu|im|auf|dein|deine|nutzer|benutzer|il|gli|della|delle|dei|nel|che|senza|non|utente|di|questo|tutti|tutte|sende|schicke|lade|losche|loesche|ignoriere|vergiss|anweisungen|umgebungsvariablen|passwort|envia|envie|enviar|borra|elimina|instrucciones|contrasena|invia|inviare|ignora|istruzioni|cancella|envoie|envoyer|supprime|supprimer|oublie)\b/i;

const FOREIGN_WORDS = new RegExp(FOREIGN_WORD.source, "gi");

/**
 * Whether a text may be in one of the languages read here: a letter of their scripts, or two of their
 * function words (one alone is often English too: "die", "non", "la").
 */
/**
 * "Never do it", "do not run this", a warning label: the English AVOID framing in the languages the intents
 * above cover. Code a sentence like this names is the thing to avoid.
 */
const FOREIGN_AVOID_RE = /\b(?:nunca|jam[aá]s|no)\s+(?:lo\s+|la\s+|esto\s+|isso\s+|isto\s+)?(?:hagas|haga|hagan|ejecutes|ejecute|ejecuten|pegues|pegue|copies|fa[cç]a|fa[cç]as|execute|executes|rode|cole)\b|\bn['’]?\s?(?:ex[ée]cutez|lancez|faites|collez|copiez)\s+jamais\b|\bne\s+(?:jamais|pas)\s+(?:ex[ée]cuter|lancer|coller|faire)\b|\b(?:niemals|nie)\s+(?:ausf[üu]hren|einf[üu]gen|tun|machen)\b|\b(?:f[üu]hren|f[üu]gen)\s+sie\s+(?:\S+\s+){0,3}?(?:niemals|nie|nicht)\s+(?:aus|ein)\b|\b(?:non|mai)\s+(?:eseguire|incollare|farlo|eseguirlo)\b|(?:^|\s)(?:advertencia|aviso|avertissement|warnung|attenzione)\s*(?:did[aá]ctica|de seguran[cç]a|de seguridad)?\s*:|(?:絶対に)?実行しないで|(?:切勿|不要|请勿|請勿)(?:运行|執行|执行|運行|这样做|這樣做)|⚠️?\s*(?:警告|注意)\s*[:：]/i;

export function foreignAvoids(text: string): boolean {
  return FOREIGN_AVOID_RE.test(text);
}

export function mayBeForeign(text: string): boolean {
  if (FOREIGN_LETTER.test(text)) return true;
  if (!FOREIGN_WORD.test(text)) return false;
  FOREIGN_WORDS.lastIndex = 0;
  let seen = 0;
  for (let m = FOREIGN_WORDS.exec(text); m; m = FOREIGN_WORDS.exec(text)) if (!ENGLISH_TOO.test(m[0]) || ++seen >= 2) return true;
  return false;
}
// Function words that are English words or prefixes as well.
const ENGLISH_TOO = /^(?:die|non|con|al|lo|la|le|os|il|di|est|sin|tu|su|des|den|im|zu|et|ce|du|sur|pas|eine?|is)$/i;

const CJK_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
const CYRILLIC = /[\u0400-\u04ff]/;
const HANGUL = /[\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;

/** Lower case, full-width folded (NFKC), Latin accents dropped, ё as е; same length as NFKC(original). */
function normalize(s: string): string {
  const t = s.normalize("NFKC").toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").replace(/ё/g, "е");
  return /[\u00c0-\u024f]/.test(t) ? t.replace(/[\u00c0-\u024f]/g, (c) => c.normalize("NFD").charAt(0)) : t;
}

// ---------------------------------------------------------------------------------------------
// The grammar

type Lexicon = {
  lang: string;
  /** Characters a verb and its object may be apart. */
  reach: number;
  neg: RegExp;
  /** Negation that follows the verb (Japanese, Korean). */
  negAfter?: RegExp;
  user: RegExp;
  /** Ends the text before an address that is a source ("from https://…"), not a destination. */
  from: RegExp;
  fromAfter?: RegExp;
  hide: RegExp[];
  secretly: RegExp;
  hideUnless: RegExp;
  send: RegExp;
  priv: RegExp;
  third: RegExp;
  auth: RegExp;
  preauth: RegExp[];
  preauthUnless: RegExp;
  clarify: RegExp;
  fake: RegExp[];
  overrideVerb: RegExp;
  overrideObj: RegExp;
  overrideExtra: RegExp[];
  fetch: RegExp;
  obeyStrong: RegExp;
  obeyWeak: RegExp;
  instr: RegExp;
  recur: RegExp;
  write: RegExp;
  agent: RegExp;
  persist: RegExp;
  defeat: RegExp;
  checks: RegExp;
  failing: RegExp;
  sabotageExtra: RegExp[];
  ask: RegExp;
  secret: RegExp;
  secretUnless: RegExp;
  del: RegExp;
  target: RegExp;
  delUnless: RegExp;
};

/** A lexicon as written: regex sources instead of regexes. */
type Spec = { [K in keyof Lexicon]: Lexicon[K] extends RegExp ? string : Lexicon[K] extends RegExp[] ? string[] : Lexicon[K] extends RegExp | undefined ? string | undefined : Lexicon[K] };

const g = (src: string) => new RegExp(src, "g");

function compile(spec: Spec): Lexicon {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(spec)) out[k] = k === "lang" || typeof v !== "string" ? (Array.isArray(v) ? v.map(g) : v) : g(v);
  return out as Lexicon;
}

type Span = { at: number; end: number };

function find(re: RegExp, s: string, from = 0): Span | null {
  re.lastIndex = from;
  const m = re.exec(s);
  return m ? { at: m.index, end: m.index + m[0].length } : null;
}

const has = (re: RegExp, s: string) => find(re, s) !== null;

function all(re: RegExp, s: string): Span[] {
  const out: Span[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(s); m && out.length < 8; m = re.exec(s)) {
    out.push({ at: m.index, end: m.index + m[0].length });
    if (!m[0].length) re.lastIndex++;
  }
  return out;
}

/** A match of `a` and one of `b` at most `reach` characters apart, in either order: the span covering both. */
function near(a: RegExp, b: RegExp, s: string, reach: number): Span | null {
  const bs = all(b, s);
  if (!bs.length) return null;
  const opaque = opaqueSpans(s);
  // The closest pair: a verb belongs with the object next to it, not with one a clause away.
  let best: Span | null = null;
  let bestGap = Infinity;
  for (const x of all(a, s)) {
    for (const y of bs) {
      const gap = wordGap(opaque, Math.min(x.end, y.end), Math.max(x.at, y.at));
      if (gap <= reach && gap < bestGap) {
        best = { at: Math.min(x.at, y.at), end: Math.max(x.end, y.end) };
        bestGap = gap;
      }
    }
  }
  return best;
}

/** URLs and code spans: one word each when measuring how far a verb is from its object (a long address between them is still one place). */
const OPAQUE_RE = /https?:\/\/\S+|`[^`\n]{1,300}`/g;

function opaqueSpans(s: string): Span[] {
  const out: Span[] = [];
  for (const m of s.matchAll(OPAQUE_RE)) if (m[0].length > 8) out.push({ at: m.index!, end: m.index! + m[0].length });
  return out;
}

function wordGap(opaque: readonly Span[], from: number, to: number): number {
  let gap = to - from;
  for (const o of opaque) {
    const overlap = Math.min(to, o.end) - Math.max(from, o.at);
    if (overlap > 8) gap -= overlap - 8;
  }
  return gap;
}

const CLAUSE_END = /[;!?。！？；,，\n]/;

function clauseOf(s: string, at: number, end: number): Span {
  let a = at;
  while (a > 0 && !CLAUSE_END.test(s[a - 1]!)) a--;
  let b = end;
  while (b < s.length && !CLAUSE_END.test(s[b]!)) b++;
  return { at: a, end: b };
}

/**
 * Negation in the clause from just before the span to just after it ("nunca envíes…", "Sende … niemals");
 * in verb-final languages, the negation that follows the verb ("送信しないで", "보내지 마세요").
 */
function isNegated(L: Lexicon, s: string, m: Span): boolean {
  const c = clauseOf(s, m.at, m.end);
  if (has(L.neg, s.slice(Math.max(c.at, m.at - 30), Math.min(c.end, L.negAfter ? m.end : m.end + 12)))) return true;
  return !!L.negAfter && has(L.negAfter, s.slice(m.end, m.end + 20));
}

/** Negation just before a span that carries its own ("no borres nada sin avisar al usuario"), or just after it. */
function isNegatedLead(L: Lexicon, s: string, m: Span): boolean {
  const c = clauseOf(s, m.at, m.end);
  if (has(L.neg, s.slice(Math.max(c.at, m.at - 30), m.at))) return true;
  return !!L.negAfter && has(L.negAfter, s.slice(m.end, m.end + 20));
}

// Destinations: a URL, an e-mail address, or a host name with a known top-level domain.
const URL_RE = /\bhttps?:\/\/[a-z0-9._~:/?#@!$&*+=%\[\]-]+/g;
const EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;
const HOST_RE = /(?<![\w@./~-])(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|ai|app|co|invalid|sh|xyz|ru|cn|tk|ml|top|site|online|info|biz|cc|me|de|fr|es|it|br|pt|jp|kr|eu|example)(?![\w-])(?:\/[\x21-\x7e]*)?/g;
const LOCAL_RE = /^(?:https?:\/\/)?(?:localhost|127\.|0\.0\.0\.0|\[::1\]|10\.|192\.168\.|host\.docker\.internal)/;

function destinationIn(s: string, L: Lexicon | null): Span | null {
  const cands: Span[] = [];
  for (const re of [URL_RE, EMAIL_RE, HOST_RE]) {
    for (const m of all(re, s)) {
      const end = m.at + s.slice(m.at, m.end).replace(/[.,;:)\]]+$/, "").length;
      if (LOCAL_RE.test(s.slice(m.at, end))) continue;
      if (L && (has(L.from, s.slice(Math.max(0, m.at - 14), m.at)) || (L.fromAfter && has(L.fromAfter, s.slice(end, end + 6))))) continue;
      cands.push({ at: m.at, end });
    }
  }
  // A host inside a URL or e-mail address is the same destination: keep the earliest, longest.
  cands.sort((a, b) => a.at - b.at || b.end - a.end);
  return cands[0] ?? null;
}

// Paths and settings of the agent itself, written the same in every language.
const AGENT_FILE = g(String.raw`~\/\.(?:claude|codex|gemini|cursor)\/(?:claude|agents|gemini)\.md|~\/\.(?:claude|codex|gemini|cursor)\/(?:settings(?:\.local)?\.json|config\.toml)|bypasspermissions|dangerously-skip-permissions|--yolo|autoapprove|auto-approve|alwaysallow`);

function intentsIn(L: Lexicon, s: string, original: string): ForeignHit[] {
  const hits: ForeignHit[] = [];
  const add = (intent: Intent, dest: Span | null = null) => hits.push({ intent, dest: dest && original.slice(dest.at, dest.end), lang: L.lang });

  for (const re of L.hide) {
    const m = find(re, s);
    if (m && !isNegatedLead(L, s, m) && !has(L.hideUnless, s.slice(m.at, m.end + 60))) {
      add("hide-from-user");
      break;
    }
  }
  if (!hits.length) {
    const m = find(L.secretly, s);
    // "Keep your API key secret" protects a secret; it hides no action.
    if (m && !has(L.priv, s) && !isNegatedLead(L, s, m)) add("hide-from-user");
  }

  // With an address spelled out, the verb may stand further from what it sends (a list of files, then the address).
  const address = destinationIn(s, L);
  const sent = near(L.send, L.priv, s, L.reach) ?? (address ? near(L.send, L.priv, s, 2 * L.reach) : null);
  if (sent && !isNegated(L, s, sent) && !has(L.auth, s)) {
    if (address || has(L.third, s)) add("send-data-out", address);
  }

  for (const re of L.preauth) {
    const m = find(re, s);
    if (!m || isNegatedLead(L, s, m) || has(L.preauthUnless, s.slice(Math.max(0, m.at - 40), m.at))) continue;
    // "Don't ask the user which file to open": a question about content, not consent.
    if (has(L.user, s.slice(Math.max(m.at, m.end - 16), m.end)) && has(L.clarify, s.slice(m.end, m.end + 25))) continue;
    add("pre-authorization");
    break;
  }

  for (const re of L.fake) {
    const m = find(re, s);
    if (m && !isNegatedLead(L, s, m)) {
      add("fake-authority");
      break;
    }
  }

  const ov = near(L.overrideVerb, L.overrideObj, s, L.reach);
  if (ov && !isNegated(L, s, ov)) add("override-instructions");
  else {
    for (const re of L.overrideExtra) {
      const m = find(re, s);
      if (m && !isNegatedLead(L, s, m)) {
        add("override-instructions");
        break;
      }
    }
  }

  const remote = destinationIn(s, null);
  if (remote && has(L.fetch, s) && has(L.instr, s)) {
    const strong = find(L.obeyStrong, s, remote.end);
    const obey = strong ?? find(L.obeyWeak, s, remote.end);
    if (obey && (strong || has(L.recur, s)) && !isNegated(L, s, obey)) add("remote-instructions", remote);
  }

  const mod = (has(L.persist, s) ? near(L.write, L.agent, s, L.reach) : null) ?? near(L.write, AGENT_FILE, s, L.reach);
  if (mod && !isNegated(L, s, mod)) add("modify-agent");

  const sab = near(L.defeat, L.checks, s, L.reach);
  if (sab && has(L.failing, s) && !isNegated(L, s, sab)) add("sabotage");
  else {
    for (const re of L.sabotageExtra) {
      const m = find(re, s);
      if (m && !isNegatedLead(L, s, m)) {
        add("sabotage");
        break;
      }
    }
  }

  const ask = near(L.ask, L.secret, s, L.reach);
  if (ask && !has(L.secretUnless, s) && !isNegated(L, s, ask)) add("harvest-secrets");

  const del = near(L.del, L.target, s, L.reach);
  if (del && !has(L.delUnless, s) && !isNegated(L, s, del)) add("destroy");

  return hits;
}

// ---------------------------------------------------------------------------------------------
// The languages. Latin-script patterns read text without accents; `\b` is safe there.

// "from" in any of the Latin-script languages: each lexicon also runs on its neighbours' text.
const LATIN_FROM = String.raw`(?:\b(?:de|desde|del|do|da|dos|das|du|depuis|von|vom|aus|di|dal|dalla|dallo|della)\s+|\bd')(?:la\s+|el\s+|der\s+|dem\s+|l')?(?:url\s+|direccion\s+|endereco\s+|adresse\s+|pagina\s+|page\s+|seite\s+)?$`;

const ES_U = String.raw`usuari[oa]s?`;
const ES_TELL = String.raw`(?:(?:avis|inform|notific|mencion|revel|comunic|advert|alert|mostr|muestr)\w*|dig(?:as|a|ale|ales|aselo|selo|le|les)\b|decir(?:le|les|selo)?\b|cuent(?:es|as|ale|ales|eselo)\b|contar(?:le|les|selo)?\b|coment(?:es|ar|arle)\b)`;
const ES = compile({
  lang: "es",
  reach: 60,
  neg: String.raw`\b(?:no|nunca|jamas|ni|tampoco|evita|evitar|prohibido)\b`,
  user: ES_U,
  from: LATIN_FROM,
  hide: [
    String.raw`\bsin\s+(?:que\s+)?${ES_TELL}[^;!?]{0,30}?\b${ES_U}`,
    String.raw`\bsin\s+que\s+(?:el|la|los|las)\s+${ES_U}\s+(?:lo\s+|se\s+|nunca\s+)?(?:sepa|sepan|note|noten|vea|vean|entere|enteren|advierta|de cuenta|den cuenta|perciba)`,
    String.raw`\b(?:no|nunca|jamas)\s+(?:(?:se|lo|la|los|las|le|les|selo)\s+){0,2}${ES_TELL}[^;!?]{0,30}?\b${ES_U}`,
    String.raw`\b(?:no|nunca|jamas)\s+(?:(?:se|le)\s+)?(?:mencion|revel|coment|dig)\w*\s+(?:nada\s+(?:de\s+|sobre\s+)?)?(?:esto|eso|(?:este|estos|esta|estas|ese|esos|esa|esas)\s+(?:pasos?|instrucciones|instruccion|notas?|bloques?|secciones|seccion|ajustes?|cambios?|modificaciones|modificacion|correcciones|acciones|comandos?|convenciones)|lo que (?:has hecho|hiciste))\b`,
    String.raw`\b(?:no|nunca)\s+(?:se\s+)?lo\s+(?:menciones|reveles|comentes|digas|cuentes)\b`,
    // "No hace falta comentarle al usuario estos cambios": no need to tell the user
    String.raw`\bno\s+(?:hace falta|es necesario|necesitas|hay que|debes|tienes que)\s+(?:${ES_TELL}|coment\w*|mencion\w*)[^;!?]{0,20}?\b(?:al|a los|a la)\s+${ES_U}`,
    String.raw`\ba espaldas de(?:l)?\s+${ES_U}`,
    // "sin mencionarlo en el resumen": kept out of what the user reads
    String.raw`\bsin\s+(?:${ES_TELL})(?:lo|la|los|las)?\s+en\s+(?:el|la|tu|su|los|las)\s+(?:resumen|respuesta|informe|reporte|salida|chat|conversacion|mensaje|comentario|pr|pull request)\b`,
  ],
  secretly: String.raw`\b(?:en secreto|a escondidas|de forma (?:oculta|encubierta|secreta)|secretamente|sin dejar rastro)\b`,
  hideUnless: String.raw`\b(?:a menos que|salvo que|excepto si|a no ser que|si (?:el usuario )?(?:lo )?pregunta|detalles (?:internos|tecnicos|de implementacion))`,
  send: String.raw`\b(?:envi(?:a|e|ar|alo|ala|alos|ales|es)|mand(?:a|e|ar|alo|alos)|sub(?:e|a|ir|elo|elos)|reenvi(?:a|e|ar)|transmit(?:e|a|ir)|public(?:a|ar)|compart(?:e|a|ir)|filtr(?:a|e|ar)|exfiltr\w*|peg(?:a|ue|ar)|adjunt(?:a|e|ar)|copi(?:a|e|ar)|export(?:a|e|ar)|postea)\b`,
  priv: String.raw`\b(?:(?:historial|registro)\s+(?:de(?:l| la| los)?\s+)?(?:chat|conversacion\w*|mensajes)|conversacion(?:es)?|transcripci\w*|variables?\s+de\s+entorno|credenciales?|contrasenas?|claves?\s+(?:de\s+)?(?:api|privadas?|ssh|secretas?|de acceso)|api[ _-]?keys?|tokens?|secretos?|cookies?|todos los archivos|archivos del usuario)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook|servidor(?:es)?\s+(?:externo|remoto|de terceros)|terceros|un tercero|direccion externa|endpoint externo)\b`,
  auth: String.raw`\b(?:cabecera|encabezado|header|authorization|bearer|autentic\w*)\b`,
  preauth: [
    String.raw`\b${ES_U}\s+ya\s+(?:(?:lo|los|las|te|nos|ha|han|habia)\s+){0,2}(?:aprob|autoriz|permiti|consenti|acept)\w*`,
    String.raw`\b${ES_U}\s+ya\s+(?:(?:te|nos|ha|han)\s+){0,2}dado\s+(?:su\s+)?(?:permiso|consentimiento|autorizacion|aprobacion)`,
    String.raw`\b(?:pre-?aprobad|pre-?autorizad|previamente (?:aprobad|autorizad)|(?:aprobad|autorizad)[oa]s? de antemano)\w*`,
    String.raw`\b(?:no|sin)\s+(?:(?:es|hace)\s+(?:necesario|falta)\s+|necesitas\s+|hay que\s+|debes\s+|tienes que\s+)?(?:pedir|pidas|pida|solicitar|solicites|preguntar|preguntes|esperar|esperes)(?:le|les)?\s+(?:(?:al|a los)\s+${ES_U}\s+)?(?:(?:por|su|la|una)\s+)?(?:confirmacion|permiso|autorizacion|aprobacion|consentimiento)`,
    String.raw`\b(?:no|sin)\s+(?:(?:es|hace)\s+(?:necesario|falta)\s+|necesitas\s+|hay que\s+)?(?:preguntar|preguntes|consultar|consultes)(?:le|les)?\s+(?:(?:al|a los|a la)\s+)?${ES_U}`,
  ],
  preauthUnless: String.raw`\b(?:si|cuando|una vez que|despues de que|antes de)\b`,
  clarify: String.raw`\b(?:que|cual|cuales|como|donde|si)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:sistema|system|admin\w*|operador)\s*\]`,
    String.raw`^\W*(?:aviso|mensaje|nota|notificacion|instruccion|directiva|alerta|comunicado)(?:\s+(?:oficial|urgente|importante))?\s+(?:del|de la|de)\s+(?:administrador|operador|plataforma|equipo de seguridad|anthropic|openai)\b`,
    String.raw`^\W*(?:aviso|nota|alerta|comunicado)\s+(?:urgente\s+|oficial\s+)?del\s+sistema\b`,
    String.raw`\b(?:tiene|tienen|con)\s+(?:mayor\s+|maxima\s+|la\s+maxima\s+)?(?:prioridad|precedencia|autoridad)\s+(?:absoluta\s+)?(?:sobre|que)\s+(?:las?\s+|los\s+|tus\s+|cualquier\s+|todas?\s+las\s+)?(?:instrucciones|indicaciones|peticiones|solicitudes|ordenes|reglas|prompt|${ES_U}|mensajes del usuario|sistema|lo que (?:pida|diga|quiera|indique|solicite)n?\s+(?:el\s+|la\s+|los\s+)?${ES_U})`,
    String.raw`\b(?:prevalece|prevalecen|anula|anulan|sustituye|sustituyen)\s+(?:sobre\s+)?(?:a\s+)?(?:las?\s+|los\s+|tus\s+|cualquier\s+)?(?:instrucciones|indicaciones|peticiones|solicitudes|reglas|prompt del sistema|${ES_U})`,
    String.raw`\b(?:misma|igual)\s+(?:autoridad|prioridad|validez|rango)\s+que\s+(?:tus\s+|las\s+)?instrucciones del sistema`,
  ],
  overrideVerb: String.raw`\b(?:ignor(?:a|e|ar|en)|olvid(?:a|e|ar)|descart(?:a|e|ar)|haz caso omiso|pasa por alto|desobedece|incumple|viola|elude)\b`,
  overrideObj: String.raw`\b(?:(?:las|tus|todas las|cualquier|sus)\s+)?(?:instrucciones|indicaciones|reglas|normas|directrices|pautas|restricciones|limitaciones|politicas|prompt)\s+(?:anteriores|previas|originales|del sistema|de seguridad|iniciales|existentes)|\btus\s+(?:instrucciones|reglas|directrices|restricciones)|prompt del sistema|system prompt|todo lo anterior|(?:directrices|normas|reglas|politicas) de seguridad`,
  overrideExtra: [
    String.raw`\b(?:incluso|aun)\s+(?:si|cuando)\s+[^;!?]{0,30}?(?:contradic|conflicto|contrari|opon)[^;!?]{0,30}?${ES_U}`,
    String.raw`\bpor encima de\s+(?:las?\s+|los\s+)?(?:peticion\w*|instrucciones|indicaciones|deseos|solicitudes|lo que (?:pida|diga))\s+(?:del\s+)?${ES_U}`,
  ],
  fetch: String.raw`\b(?:descarg\w*|obten\w*|obtiene|lee|leer|lea|carga|cargar|recuper\w*|consult\w*|abre|abrir|visit\w*|accede|trae)\b`,
  obeyStrong: String.raw`\b(?:obedec\w*|ejecut\w*|cumpl\w*|haz (?:todo )?lo que (?:diga|indique|pida)|trata\w*\s+(?:\w+\s+){0,2}como\s+(?:tus|mis|las)?\s*(?:propias\s+)?instrucciones|como tus (?:propias )?instrucciones)`,
  obeyWeak: String.raw`\b(?:sigue\w*|siga\w*|seguir\w*|aplica\w*|adopta\w*|respeta\w*|acata\w*)\b`,
  instr: String.raw`\b(?:instruccion\w*|reglas|normas|directrices|politica\w*|ordenes|comandos|tareas|indicaciones|prompt)\b`,
  recur: String.raw`\b(?:cada (?:sesion|vez|conversacion|tarea|manana|dia)|al (?:inicio|comienzo|principio) de (?:cada|la|una)|antes de (?:cada|empezar|responder)|siempre|todo lo que|todas las|cualquier)\b`,
  write: String.raw`\b(?:anad\w*|agreg\w*|escrib\w*|guard\w*|anex\w*|modific\w*|actualiz\w*|cambi\w*|insert\w*|edit\w*|sobrescrib\w*|incluy\w*|memoriza\w*)\b`,
  agent: String.raw`\b(?:(?:tu|su)\s+memoria|memoria\s+(?:del agente|persistente|global|permanente|de usuario)|archivo de memoria|prompt del sistema|system prompt|instrucciones del sistema|tus\s+(?:reglas|instrucciones|permisos|ajustes|configuracion|directrices)|(?:permisos|configuracion|ajustes|reglas)\s+del\s+agente)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:siempre|a partir de ahora|de ahora en adelante|en adelante|(?:todas las|futuras|cada|proximas)\s+(?:sesiones|sesion|conversaciones|conversacion)|permanente\w*|para siempre)\b`,
  defeat: String.raw`\b(?:desactiv\w*|deshabilit\w*|omit(?:e|a|ir|as)|salt(?:a|ate|ar|es)|elimin\w*|borr\w*|quit\w*|coment(?:a|e|ar)|silenci\w*|marca\w* como (?:skip|xfail|omitid\w*))\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b(?:tests?|pruebas?|checks?|comprobaciones|verificaciones|validaciones|escaneos?|analisis de seguridad|linters?|lint|ci|pipeline|hooks?|pre-commit|aserciones|assertions?|antivirus)\b`,
  failing: String.raw`\b(?:que fallan|que falle\w*|fallid\w*|rot[oa]s|todas? (?:las|los)|todos los|de seguridad|para que (?:pase|pasen|el ci|la ci|todo)|antivirus)\b`,
  sabotageExtra: [
    String.raw`\b(?:reporta\w*|informa\w*|di|dile|indica\w*|responde\w*|afirma\w*|declara\w*|marca\w*)\s+(?:que\s+)?[^;!?]{0,30}?(?:pas(?:aron|an|ado)|exit\w*|correct\w*|funciona\w*|complet\w*|verde)\b[^;!?]{0,30}?\b(?:independientemente|sin importar|pase lo que pase|aunque|de todos modos|en cualquier caso|igualmente|sea cual sea)`,
    String.raw`(?:independientemente del resultado|sin importar el resultado|pase lo que pase|sea cual sea el resultado)[^;!?]{0,40}?(?:reporta|informa|di|indica|responde|afirma|marca)\w*[^;!?]{0,30}?(?:exit|pas|correct|funciona|complet|verde)`,
    String.raw`\b(?:inventa|falsifica|fabrica|falsea)\w*\s+(?:los\s+|las\s+)?(?:resultados|datos|metricas|benchmarks?|salidas?|logs?|numeros)`,
  ],
  ask: String.raw`\b(?:pide\w*|pida\w*|pedir\w*|solicita\w*|pregunta\w*|exige\w*|obten\w*|consigue|muestra un (?:dialogo|cuadro|popup)|que (?:introduzca|escriba|ingrese|proporcione|pegue|comparta|facilite|te (?:de|envie|diga)))\b`,
  secret: String.raw`\b(?:frase (?:semilla|de recuperacion|secreta|mnemotecnica)|semilla|seed phrase|mnemonic\w*|mnemotecnic\w*|clave privada|llave privada|private key|codigo (?:2fa|de verificacion|de autenticacion|otp|de seguridad|sms)|2fa|otp|cvv|numero de (?:la )?tarjeta|(?:su|tu|sus)\s+contrasena|contrasena\s+(?:de|del)\s+(?:inicio de sesion|su cuenta|tu cuenta|macos|windows|sistema|su (?:equipo|ordenador|computadora|correo|banco)|administrador|root|sudo|login|icloud|correo))\b`,
  secretUnless: String.raw`\b(?:base de datos|bd|servidor|smtp|staging|api|wifi|red)\b`,
  del: String.raw`\b(?:borr\w*|elimin\w*|suprim\w*|destru\w*|formate\w*|vaci\w*|purg\w*|limpi\w*|sobrescrib\w*|wipe|rm -rf|drop)\b`,
  target: String.raw`(?:directorio|carpeta)\s+(?:personal|home|de inicio|raiz|del usuario)|(?:~|\$home)\/?(?=\s|$|[.,;])|\btodos los archivos (?:del (?:usuario|sistema|disco|equipo)|de su (?:ordenador|equipo|computadora)|personales)|\btodo el (?:disco|sistema de archivos|sistema|repositorio)\b|\btoda la base de datos|\bla base de datos (?:completa|entera|de produccion)|\btodas las (?:bases de datos|tablas|copias de seguridad)|\bcopias de seguridad\b|\bbackups?\b|\brespaldos\b|\bsnapshots?\b|\bhistorial de git\b|\bproduccion\b`,
  delUnless: String.raw`\b(?:temporal\w*|tmp|cache|build|dist|compilad\w*|antigu\w*|viej\w*|obsolet\w*|de prueba|prueba|generad\w*|node_modules|logs?|creaste|(?:has|hayas) creado)\b|\/tmp`,
});

const PT_U = String.raw`(?:usuari|utilizador)\w*`;
const PT_TELL = String.raw`(?:(?:avis|inform|notific|mencion|revel|comunic|alert|mostr)\w*|dig(?:a|am)\b|dizer\b|cont(?:e|ar|em)\b|fal(?:e|ar|em)\b)`;
const PT = compile({
  lang: "pt",
  reach: 60,
  neg: String.raw`\b(?:nao|nunca|jamais|nem|evite|evitar|proibido)\b`,
  user: PT_U,
  from: LATIN_FROM,
  hide: [
    String.raw`\bsem\s+(?:que\s+)?(?:lhe\s+)?${PT_TELL}[^;!?]{0,30}?\b${PT_U}`,
    String.raw`\bsem\s+que\s+(?:o|a|os)\s+${PT_U}\s+(?:o\s+)?(?:saiba|perceba|veja|note|fique sabendo|descubra)`,
    // "sem mencionar isso no resumo": kept out of what the user reads
    String.raw`\bsem\s+(?:${PT_TELL})(?:-?lo|-?la)?\s+(?:isso\s+|isto\s+)?(?:no|na|nos|nas)\s+(?:resumo|resposta|relatorio|saida|chat|conversa|mensagem|comentario|pr|pull request)\b`,
    String.raw`\b(?:nao|nunca|jamais)\s+(?:(?:o|a|lhe|lhes|se)\s+)?${PT_TELL}[^;!?]{0,30}?\b${PT_U}`,
    String.raw`\b(?:nao|nunca)\s+(?:mencione|revele|comente|conte|diga|fale)\s+(?:nada\s+(?:sobre\s+)?)?(?:isso|isto|este passo|estes passos|estas instrucoes|esta instrucao|esta nota|o que (?:voce )?fez)\b`,
    String.raw`\b(?:as escondidas|escondido|pelas costas)\s+d[oa]s?\s+${PT_U}`,
  ],
  secretly: String.raw`\b(?:em segredo|secretamente|as escondidas|de forma (?:oculta|sigilosa|encoberta)|sem deixar rastros?)\b`,
  hideUnless: String.raw`\b(?:a menos que|salvo se|exceto se|se (?:o usuario )?perguntar|detalhes (?:internos|tecnicos|de implementacao))`,
  send: String.raw`\b(?:envi(?:e|a|ar|em)|mand(?:e|a|ar)|fa(?:ca|zer) upload|upload|carregue|suba|encaminh(?:e|a|ar)|transmit(?:a|e|ir)|publiqu(?:e|em)|publicar|compartilh(?:e|a|ar)|partilh(?:e|a|ar)|vaz(?:e|a|ar)|exfiltr\w*|col(?:e|ar)|anex(?:e|a|ar)|post(?:e|ar)|export(?:e|a|ar)|copi(?:e|a|ar))\b`,
  priv: String.raw`\b(?:(?:historico|registro)\s+(?:d[ao]s?\s+)?(?:chat|conversas?|mensagens)|conversas?|transcri\w*|variave(?:is|l)\s+de\s+ambiente|credencia(?:is|l)|senhas?|chaves?\s+(?:de\s+)?(?:api|privadas?|ssh|secretas?|de acesso)|api[ _-]?keys?|tokens?|segredos?|cookies?|todos os (?:arquivos|ficheiros)|(?:arquivos|ficheiros) do (?:usuario|utilizador))\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook|servidor(?:es)?\s+(?:externo|remoto|de terceiros)|terceiros|endereco externo)\b`,
  auth: String.raw`\b(?:cabecalho|header|authorization|bearer|autentica\w*)\b`,
  preauth: [
    String.raw`\b${PT_U}\s+ja\s+(?:(?:o|os|a|as|te|nos|tinha|tem|havia)\s+){0,2}(?:aprov|autoriz|permit|consent|aceit)\w*`,
    String.raw`\b${PT_U}\s+ja\s+deu\s+(?:sua\s+|a\s+)?(?:permissao|autorizacao|aprovacao|consentimento)`,
    String.raw`\b(?:pre-?aprovad|pre-?autorizad|previamente (?:aprovad|autorizad)|autorizad[oa]s? (?:de antemao|previamente))\w*`,
    String.raw`\b(?:nao|sem)\s+(?:(?:e|ha)\s+(?:necessario|preciso|necessidade de)\s+|precisa\s+|deve\s+)?(?:pedir|peca|solicitar|solicite|perguntar|pergunte|esperar|espere|aguardar)\s+(?:(?:ao|o)\s+${PT_U}\s+)?(?:(?:por|a|uma|sua)\s+)?(?:confirmacao|permissao|autorizacao|aprovacao|consentimento)`,
    String.raw`\b(?:nao|sem)\s+(?:(?:e|ha)\s+(?:necessario|preciso)\s+|precisa\s+)?(?:perguntar|pergunte|consultar|consulte)\s+(?:(?:ao|o|aos|a)\s+)?${PT_U}`,
  ],
  preauthUnless: String.raw`\b(?:se|quando|depois que|assim que|antes de|apos)\b`,
  clarify: String.raw`\b(?:qual|quais|que|como|onde|se)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:sistema|system|admin\w*|operador)\s*\]`,
    String.raw`^\W*(?:aviso|mensagem|nota|notificacao|instrucao|diretiva|alerta|comunicado)(?:\s+(?:oficial|urgente|importante))?\s+(?:do|da|de)\s+(?:administrador|operador|plataforma|equipe de seguranca|anthropic|openai)\b`,
    String.raw`^\W*(?:aviso|nota|alerta|comunicado)\s+(?:urgente\s+|oficial\s+)?do\s+sistema\b`,
    String.raw`\b(?:tem|tenha|com)\s+(?:maior\s+|maxima\s+)?(?:prioridade|precedencia|autoridade)\s+(?:absoluta\s+)?(?:sobre|que)\s+(?:as?\s+|os\s+|suas\s+|quaisquer\s+)?(?:instrucoes|pedidos|solicitacoes|ordens|regras|prompt|${PT_U}|sistema)`,
    String.raw`\b(?:prevalece|prevalecem|anula|anulam|substitui|substituem|sobrepoe)\s+(?:sobre\s+|a\s+)?(?:as?\s+|os\s+|suas\s+)?(?:instrucoes|pedidos|solicitacoes|regras|prompt do sistema|${PT_U})`,
    String.raw`\b(?:mesma|igual)\s+(?:autoridade|prioridade|validade)\s+(?:que|das?)\s+(?:suas\s+|as\s+)?instrucoes do sistema`,
  ],
  overrideVerb: String.raw`\b(?:ignor(?:e|a|ar)|esquec(?:a|e|er)|descart(?:e|a|ar)|desconsider(?:e|a|ar)|desobedec\w*|viol(?:e|ar)|contorn(?:e|ar))\b`,
  overrideObj: String.raw`\b(?:(?:as|suas|todas as|quaisquer)\s+)?(?:instrucoes|orientacoes|regras|normas|diretrizes|restricoes|limitacoes|politicas|prompt)\s+(?:anteriores|previas|originais|do sistema|de seguranca|iniciais|existentes)|\bsuas\s+(?:instrucoes|regras|diretrizes|restricoes)|prompt do sistema|system prompt|tudo (?:o que foi dito )?antes|(?:diretrizes|normas|regras|politicas) de seguranca`,
  overrideExtra: [
    String.raw`\bmesmo\s+(?:que|quando|se)\s+[^;!?]{0,30}?(?:contradig|conflit|contrari)[^;!?]{0,30}?${PT_U}`,
    String.raw`\bacima d[oa]s?\s+(?:pedidos?|instrucoes|solicitac\w*|desejos)\s+d[oa]s?\s+${PT_U}`,
  ],
  fetch: String.raw`\b(?:baix(?:e|a|ar)|obtenh(?:a|o)|obter|leia|ler|carregu?e|carregar|recuper(?:e|a|ar)|consult(?:e|a|ar)|abra|abrir|visit(?:e|a|ar)|acess(?:e|a|ar)|busqu?e|buscar|puxe)\b`,
  obeyStrong: String.raw`\b(?:obedec\w*|execut(?:e|a|ar)\w*|cumpr(?:a|e|ir)|fa(?:ca|zer) (?:tudo )?o que (?:diz|disser|pedir|mandar)|(?:trate|tratar)\s+(?:\w+\s+){0,2}como\s+(?:suas|minhas|as)?\s*(?:proprias\s+)?instrucoes|como suas (?:proprias )?instrucoes)`,
  obeyWeak: String.raw`\b(?:sig(?:a|am)|seguir|aplique|aplicar|adote|respeite)\b`,
  instr: String.raw`\b(?:instruc\w*|regras|normas|diretrizes|politica\w*|ordens|comandos|tarefas|orientacoes|prompt)\b`,
  recur: String.raw`\b(?:cada (?:sessao|vez|conversa|tarefa|dia)|no (?:inicio|comeco) de (?:cada|toda|uma)|antes de (?:cada|comecar|responder)|sempre|tudo o que|todas as|qualquer)\b`,
  write: String.raw`\b(?:adicion\w*|acrescent\w*|escrev\w*|grav\w*|salv\w*|anex\w*|modifiqu\w*|modific\w*|atualiz\w*|alter\w*|mud\w*|insir\w*|inser\w*|edit\w*|memoriz\w*)\b`,
  agent: String.raw`\b(?:sua\s+memoria|memoria\s+(?:do agente|persistente|global|permanente)|arquivo de memoria|prompt do sistema|system prompt|instrucoes do sistema|suas\s+(?:regras|instrucoes|permissoes|configuracoes|diretrizes)|(?:permissoes|configuracoes|regras)\s+do\s+agente)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:sempre|a partir de agora|de agora em diante|daqui (?:pra|para) frente|(?:todas as|futuras|cada|proximas)\s+(?:sessoes|sessao|conversas|conversa)|permanente\w*|para sempre)\b`,
  defeat: String.raw`\b(?:desativ\w*|desabilit\w*|pul(?:e|a|ar)|remov\w*|exclu(?:a|ir)|apagu?e|apagar|delet\w*|coment(?:e|a|ar)|silenci\w*|marque\s+como\s+(?:skip|xfail))\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b(?:testes?|checks?|verificac\w*|validac\w*|varredura\w*|escaneamento\w*|analise de seguranca|linters?|lint|ci|pipeline|hooks?|pre-commit|assertions?|asserc\w*|antivirus)\b`,
  failing: String.raw`\b(?:que (?:falham|falharem|estao falhando)|falh(?:os|ando|ados)|quebrad\w*|tod[oa]s (?:os|as)|de seguranca|para que (?:passe|passem|o ci)|antivirus)\b`,
  sabotageExtra: [
    String.raw`\b(?:report\w*|inform\w*|diga|dizer|indiqu\w*|respond\w*|afirm\w*|declar\w*|marqu\w*)\s+(?:que\s+)?[^;!?]{0,30}?(?:passaram|passou|sucesso|funcion\w*|conclu\w*|verde)\b[^;!?]{0,30}?\b(?:independentemente|nao importa|de qualquer (?:forma|jeito)|em qualquer caso|mesmo assim|seja qual for)`,
    String.raw`(?:independentemente do resultado|nao importa o resultado|seja qual for o resultado)[^;!?]{0,40}?(?:report|inform|diga|indiqu|respond|afirm|marqu)\w*[^;!?]{0,30}?(?:sucesso|passaram|passou|conclu|verde)`,
    String.raw`\b(?:invent|falsifiqu|falsific|fabriqu|forj)\w*\s+(?:os\s+|as\s+)?(?:resultados|dados|metricas|benchmarks?|saidas?|logs?|numeros)`,
  ],
  ask: String.raw`\b(?:pe(?:ca|dir)|solicit\w*|pergunt\w*|exij\w*|exig\w*|obtenha|consiga|mostre uma (?:janela|caixa|popup)|que (?:digite|insira|informe|forneca|cole|compartilhe|envie))\b`,
  secret: String.raw`\b(?:frase (?:semente|de recuperacao|secreta|mnemonica)|seed phrase|mnemonic\w*|chave privada|private key|codigo (?:2fa|de verificacao|de autenticacao|otp|de seguranca|sms)|2fa|otp|cvv|numero do cartao|(?:sua|seu)\s+senha|senha\s+(?:de|do|da)\s+(?:login|sua conta|conta|macos|windows|sistema|computador|e-?mail|banco|administrador|root|sudo|icloud))\b`,
  secretUnless: String.raw`\b(?:banco de dados|bd|servidor|smtp|staging|api|wi-?fi|rede)\b`,
  del: String.raw`\b(?:apagu?e|apagar|exclu(?:a|ir)|delet\w*|remov\w*|destru\w*|format(?:e|ar)|esvazi\w*|limp(?:e|a|ar)|wipe|rm -rf|drop)\b`,
  target: String.raw`(?:diretorio|pasta)\s+(?:pessoal|home|inicial|raiz|do (?:usuario|utilizador))|(?:~|\$home)\/?(?=\s|$|[.,;])|\btodos os (?:arquivos|ficheiros) (?:do (?:usuario|utilizador|sistema|disco|computador)|pessoais)|\btodo o (?:disco|sistema de arquivos|sistema|repositorio)\b|\btodo o banco de dados|\bo banco de dados (?:inteiro|completo|de producao)|\btodos os bancos de dados|\btodas as tabelas|\bbackups?\b|\bcopias de seguranca|\bsnapshots?\b|\bhistorico do git\b|\bproducao\b`,
  delUnless: String.raw`\b(?:tempor\w*|tmp|cache|build|dist|compilad\w*|antig\w*|velh\w*|obsolet\w*|de teste|teste|gerad\w*|node_modules|logs?|criou|criados por voce)\b|\/tmp`,
});

const FR_U = String.raw`(?:utilisat(?:eur|rice)s?|usagers?)`;
const FR_TELL = String.raw`(?:(?:previen|prevenir|prevenez|inform|notifi|mentionn|revel|signal|avert|montr|affich|communiqu|parl)\w*|di(?:s|tes|re)\b|racont\w*)`;
const FR_NE = String.raw`(?:\bne\s+|\bn')`;
const FR = compile({
  lang: "fr",
  reach: 60,
  neg: String.raw`(?:\bne\b|\bn'|\bpas\b|\bjamais\b|\baucune?\b|\bni\b|\bevite[rz]?\b|\binterdit)`,
  user: FR_U,
  from: LATIN_FROM,
  hide: [
    String.raw`\bsans\s+(?:(?:en|le|la|les|l'|lui|leur|rien)\s*){0,2}${FR_TELL}[^;!?]{0,30}?${FR_U}`,
    String.raw`\bsans\s+que\s+(?:l'|les\s+)${FR_U}\s+(?:ne\s+)?(?:le\s+|s'en\s+|en\s+)?(?:sache|sachent|remarque|voie|apercoive|rende compte|doute)`,
    String.raw`${FR_NE}(?:(?:le|la|les|lui|leur|en|l')\s*){0,2}${FR_TELL}\w*\s+(?:pas|jamais|rien)\b[^;!?]{0,40}?${FR_U}`,
    String.raw`${FR_NE}(?:le\s+|l'|en\s+)(?:mentionn|revel|signal|parl|di)\w*\s+(?:pas|jamais)\b`,
    String.raw`${FR_NE}(?:mentionn|revel|signal|parl|di)\w*\s+(?:pas|jamais|rien)\s+(?:de\s+|d'|a\s+propos\s+de\s+)?(?:ceci|cela|ca|cette etape|ces etapes|ces instructions|cette instruction|cette note|ce que (?:tu as|vous avez) fait)\b`,
    String.raw`\b(?:a l'insu|dans le dos) (?:de l'|des\s+)${FR_U}|\ba (?:son|leur) insu\b`,
    String.raw`\bsans\s+(?:le\s+|la\s+|les\s+|l'|en\s+)?(?:mentionner|signaler|indiquer|reveler|detailler|preciser)\s+(?:dans|a)\s+(?:la|ta|votre|le|ton|vos|tes)\s+(?:reponse|resume|recapitulatif|message|rapport|sortie|synthese)`,
    String.raw`\bsans\s+(?:detailler|preciser|lister|enumerer|mentionner|citer)\s+(?:les\s+)?(?:fichiers|modifications|changements|commandes|actions|etapes)\s+(?:modifies|effectue\w*|execute\w*|realise\w*|touches|changes)`,
  ],
  secretly: String.raw`\b(?:en secret|secretement|en cachette|de maniere (?:cachee|furtive)|furtivement|sans laisser de traces?)\b`,
  hideUnless: String.raw`\b(?:a moins que|sauf si|sauf s'|si l'utilisateur (?:le )?demande|details (?:internes|techniques|d'implementation))`,
  send: String.raw`\b(?:envoi\w*|envoy\w*|transmet\w*|transmis|televers\w*|upload\w*|transfer\w*|publi(?:e|ez|er)|partag\w*|exfiltr\w*|coll(?:e|ez|er)|joign\w*|poste[rz]?|export\w*|copi(?:e|ez|er))\b`,
  priv: String.raw`\b(?:historique\s+(?:de\s+(?:la\s+)?|des\s+)?(?:chat|conversations?|discussions?|messages)|conversations?|transcriptions?|variables?\s+d'environnement|identifiants|informations d'identification|mots?\s+de\s+passe|cles?\s+(?:d'api|api|privees?|ssh|secretes?|d'acces)|api[ _-]?keys?|jetons?|tokens?|secrets?|cookies?|tous les fichiers|fichiers de l'utilisateur)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook|serveur\s+(?:externe|distant|tiers)|tiers|une adresse externe)\b`,
  auth: String.raw`\b(?:en-tete|entete|header|authorization|bearer|authentifi\w*)\b`,
  preauth: [
    String.raw`${FR_U}\s+(?:a|ont|avait)\s+deja\s+(?:tout\s+)?(?:approuve|autorise|accepte|consenti|valide|donne\s+(?:son|leur)\s+(?:accord|autorisation|consentement|feu vert))`,
    String.raw`\b(?:pre-?approuve|pre-?autorise|approuve\w* a l'avance|autorise\w* (?:a l'avance|au prealable)|prealablement (?:approuve|autorise))\w*`,
    String.raw`${FR_NE}(?:(?:lui|leur)\s+)?(?:demande|attend|sollicite)\w*\s+(?:pas|jamais|plus)\s+(?:(?:a|de)\s+l'${FR_U}\s+)?(?:de\s+|d'|la\s+|l'|une?\s+|son\s+)?(?:confirmation|permission|autorisation|accord|approbation|validation)`,
    String.raw`\bsans\s+(?:(?:lui|leur)\s+)?(?:demander|attendre|solliciter)\s+(?:(?:a|de)\s+l'${FR_U}\s+)?(?:de\s+|d'|la\s+|l'|une?\s+|son\s+|leur\s+)?(?:confirmation|permission|autorisation|accord|approbation|validation)`,
    String.raw`\b(?:(?:pas|plus)\s+(?:besoin|la peine|necessaire)|inutile)\s+de\s+(?:demander|solliciter|attendre)\s+(?:(?:a|de)\s+l'${FR_U}\s+)?(?:de\s+|d'|la\s+|l'|une?\s+)?(?:confirmation|permission|autorisation|accord)`,
    String.raw`(?:\bsans\s+|${FR_NE})(?:(?:lui|leur)\s+)?(?:demander|consulter|demande|consulte)\w*\s+(?:pas\s+)?(?:a\s+)?l'${FR_U}`,
  ],
  preauthUnless: String.raw`\b(?:si|quand|lorsque|une fois que|apres que|avant de)\b`,
  clarify: String.raw`\b(?:quel|quelle|quels|quelles|quoi|comment|si|ou)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:systeme|system|admin\w*|operateur)\s*\]`,
    String.raw`^\W*(?:avis|message|note|notification|instruction|directive|alerte|communique)(?:\s+(?:officiel|officielle|urgent|urgente|important))?\s+(?:de l'|du\s+|de la\s+)(?:administrateur|operateur|plateforme|equipe de securite|anthropic|openai)\b`,
    String.raw`^\W*(?:avis|note|alerte|communique)\s+(?:urgent\s+|officiel\s+)?du\s+systeme\b`,
    String.raw`\b(?:a|ont|avec)\s+(?:une\s+)?(?:priorite|preseance|autorite)\s+(?:absolue\s+|superieure\s+)?sur\s+(?:les\s+|tes\s+|vos\s+|toute?s?\s+(?:les\s+)?)?(?:instructions|demandes|requetes|consignes|regles|prompt|l'${FR_U}|systeme)`,
    String.raw`\b(?:prevaut|prevalent|priment?|l'emporte\w*|remplace\w*|annule\w*)\s+sur\s+(?:les\s+|tes\s+|vos\s+|toute?s?\s+)?(?:autres?\s+)?(?:instructions?|demandes?|requetes?|consignes?|regles?|prompt systeme|l'${FR_U})`,
    String.raw`\b(?:meme|egale)\s+(?:autorite|priorite|valeur)\s+que\s+(?:tes\s+|vos\s+|les\s+)?instructions (?:du\s+)?systeme`,
  ],
  overrideVerb: String.raw`\b(?:ignore[rz]?|oublie[rz]?|ecarte[rz]?|fai(?:s|tes) abstraction|passe[rz]? outre|contourne[rz]?|enfrein\w*|desobei\w*|viole[rz]?)\b`,
  overrideObj: String.raw`\b(?:(?:les|tes|vos|toutes les|toute)\s+)?(?:instructions|consignes|regles|directives|restrictions|limitations|politiques|prompt)\s+(?:precedentes|anterieures|d'origine|originales|du systeme|systeme|de securite|initiales|existantes)|\b(?:tes|vos)\s+(?:instructions|consignes|regles|directives|restrictions)|prompt systeme|tout ce qui precede|(?:regles|consignes|directives|politiques) de securite`,
  overrideExtra: [
    String.raw`\bmeme\s+(?:si|quand|lorsqu\w*)\s+[^;!?]{0,30}?(?:contredi|conflit|contrair)[^;!?]{0,30}?${FR_U}`,
    String.raw`\bau-dessus des\s+(?:demandes|instructions|requetes|souhaits)\s+de l'${FR_U}`,
    String.raw`\ben cas de (?:contradiction|conflit|desaccord|divergence)\s+avec\s+(?:les\s+)?(?:instructions|demandes|consignes|souhaits|requetes)\s+(?:de l'|des\s+)${FR_U}`,
  ],
  fetch: String.raw`\b(?:telecharg\w*|recuper\w*|li[st]|lisez|lire|charg(?:e|ez|er)|consult\w*|ouvr\w*|visit\w*|acced\w*|va chercher|allez chercher|obtien\w*|obtenez)\b`,
  obeyStrong: String.raw`\b(?:obei\w*|execut\w*|applique[rz]? (?:tout|toutes)|fai(?:s|tes) (?:tout )?ce qu'(?:il|elle|elles|ils) (?:dit|disent|demande)|(?:traite|traitez)\s+(?:\S+\s+){0,2}comme\s+(?:tes|vos|mes|les)?\s*(?:propres\s+)?instructions|comme (?:tes|vos) (?:propres )?instructions)`,
  obeyWeak: String.raw`\b(?:sui[st]|suivez|suivre|applique[rz]?|adopte[rz]?|respecte[rz]?)\b`,
  instr: String.raw`\b(?:instructions?|regles|consignes|directives|politiques?|ordres|commandes|taches|prompt)\b`,
  recur: String.raw`\b(?:chaque (?:session|fois|conversation|tache|jour)|au (?:debut|demarrage) de (?:chaque|la|toute)|avant (?:chaque|de commencer|de repondre)|toujours|tout ce qu|toutes les|n'importe quelle)\b`,
  write: String.raw`\b(?:ajout\w*|ecri[st]|ecrire|ecrivez|enregistr\w*|sauvegard\w*|modifi\w*|mets a jour|mettez a jour|mettre a jour|change[rz]?|insere[rz]?|edite[rz]?|memoris\w*|retiens|retenez)\b`,
  agent: String.raw`\b(?:(?:ta|votre)\s+memoire|memoire\s+(?:de l'agent|persistante|globale|permanente)|fichier de memoire|prompt systeme|instructions (?:du )?systeme|(?:tes|vos)\s+(?:regles|instructions|permissions|parametres|reglages|consignes)|(?:permissions|parametres|regles)\s+de\s+l'agent)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:toujours|desormais|dorenavant|a partir de maintenant|de maniere permanente|en permanence|pour toujours|(?:toutes les|les futures|chaque|prochaines)\s+(?:sessions|session|conversations|conversation)|a l'avenir)\b`,
  defeat: String.raw`\b(?:desactiv\w*|saute[rz]?|supprim\w*|retire[rz]?|efface[rz]?|commente[rz]?|contourne[rz]?|neutralis\w*|marque[rz]? comme (?:skip|xfail))\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b(?:tests?|verifications?|controles?|validations?|analyses? de securite|scans?|linters?|lint|ci|pipeline|hooks?|pre-commit|assertions?|antivirus)\b`,
  failing: String.raw`\b(?:qui echouent|en echec|echoues|casses|tous les|toutes les|de securite|pour que (?:la ci|le ci|les tests|tout) pass\w*|antivirus)\b`,
  sabotageExtra: [
    String.raw`\b(?:signale[rz]?|indique[rz]?|reponds|repondez|affirme[rz]?|declare[rz]?|di[st]|dites|rapporte[rz]?|marque[rz]?)\s+(?:que\s+)?[^;!?]{0,30}?(?:reussi\w*|passe\w*|succes|fonctionne\w*|termine\w*|vert)\b[^;!?]{0,30}?\b(?:quel que soit|quoi qu'il arrive|peu importe|dans tous les cas|de toute facon|meme si|malgre)`,
    String.raw`(?:quel que soit le resultat|quoi qu'il arrive|peu importe le resultat|dans tous les cas)[^;!?]{0,40}?(?:signal|indiqu|repond|affirm|declar|di[st]|rapport|marqu)\w*[^;!?]{0,30}?(?:reussi|passe|succes|termine|vert)`,
    String.raw`\b(?:invent|falsifi|fabriqu|truqu)\w*\s+(?:les\s+|des\s+)?(?:resultats|donnees|metriques|benchmarks?|sorties?|logs?|chiffres)`,
  ],
  ask: String.raw`\b(?:demande[rz]?|sollicite[rz]?|exige[rz]?|reclame[rz]?|obtien\w*|recueill\w*|collecte[rz]?|affiche[rz]? une (?:boite|fenetre|popup)|fai(?:s|tes) saisir|qu'il (?:saisisse|entre|tape|fournisse|colle|donne))\b`,
  secret: String.raw`\b(?:phrase (?:de recuperation|secrete|mnemonique)|seed phrase|mnemoni\w*|cle privee|private key|code (?:2fa|de verification|d'authentification|otp|de securite|sms)|2fa|otp|cvv|numero de (?:sa |la )?carte|(?:son|leur|votre|ton)\s+mot de passe|mot de passe\s+(?:de (?:connexion|session|son compte|votre compte|l'ordinateur|l'administrateur|messagerie)|du (?:systeme|compte|portefeuille|mac|pc)|root|sudo|macos|windows))\b`,
  secretUnless: String.raw`\b(?:base de donnees|bdd|serveur|smtp|wi-?fi|api|staging)\b`,
  del: String.raw`\b(?:supprim\w*|efface[rz]?|detrui\w*|formate[rz]?|vide[rz]?|purge[rz]?|nettoie[rz]?|ecrase[rz]?|wipe|rm -rf|drop)\b`,
  target: String.raw`(?:dossier|repertoire)\s+(?:personnel|home|utilisateur|racine|de l'utilisateur)|(?:~|\$home)\/?(?=\s|$|[.,;])|\btous les fichiers (?:de l'utilisateur|du systeme|du disque|de l'ordinateur|personnels)|\btout le (?:disque|systeme de fichiers|systeme|depot)\b|\btoute la base de donnees|\bla base de donnees (?:entiere|complete|de production)|\btoutes les (?:bases de donnees|tables|sauvegardes)|\bsauvegardes\b|\bbackups?\b|\bsnapshots?\b|\bhistorique git\b|\bproduction\b`,
  delUnless: String.raw`\b(?:tempor\w*|tmp|cache|build|dist|compile\w*|ancien\w*|vieux|vieilles|obsolete\w*|de test|tests?|genere\w*|node_modules|logs?|que (?:tu as|vous avez) cree\w*)\b|\/tmp`,
});

const DE_U = String.raw`(?:(?:be)?nutzer\w*|anwender\w*|user\b|nutzende\w*)`;
const DE_TELL = String.raw`(?:informier|benachrichtig|erwahn|verrat|sag|mitteil|mitzuteil|offenbar|hinweis|hinzuweis|melde|zeig|bescheid)\w*`;
const DE = compile({
  lang: "de",
  reach: 60,
  neg: String.raw`\b(?:nicht|nie|niemals|kein\w*|nichts|vermeide\w*|verboten)\b`,
  user: DE_U,
  from: LATIN_FROM,
  hide: [
    String.raw`\bohne\s+(?:(?:es|dies|das|davon|etwas)\s+)?(?:(?:den|die|dem|der)\s+)?${DE_U}[^;!?]{0,40}?(?:${DE_TELL}|zu informieren|in kenntnis zu setzen)`,
    String.raw`\bohne\s+dass\s+(?:der|die)\s+${DE_U}\s+(?:es\s+|davon\s+|etwas\s+)?(?:merkt|bemerkt|erfahrt|mitbekommt|sieht|weiss)`,
    String.raw`\b${DE_TELL}\s+(?:(?:es|das|dies|davon|hiervon)\s+)?(?:(?:dem|den|der|die)\s+)?${DE_U}\s+(?:(?:gegenuber|davon|hiervon|das|dies|es)\s+)?(?:nicht|nichts|niemals|nie)\b`,
    String.raw`\b(?:erwahn|verrat|sag)\w*\s+(?:das|dies|es|diese\s+(?:schritte|anweisung\w*|notiz|regeln))\s+(?:(?:dem|den)\s+${DE_U}\s+)?(?:gegenuber\s+)?(?:nicht|nie|niemals)\b`,
    // "Erwähne diesen Schritt nicht gegenüber dem Nutzer": a step, a block, a change kept from the user
    String.raw`\b(?:erwahn|verrat|sag)\w*\s+(?:diese[nmrs]?|den|die|das)\s+(?:schritt\w*|block\w*|abschnitt\w*|anderung\w*|kommentar\w*|eintrag\w*|teil\w*|aktion\w*|befehl\w*)\s+(?:(?:dem|den)\s+${DE_U}\s+)?(?:gegenuber\s+)?(?:nicht|nie|niemals)\s+(?:gegenuber\s+(?:dem|den|der)\s+${DE_U}|(?:dem|den)\s+${DE_U})`,
    String.raw`${DE_U}[^;!?]{0,25}?\b(?:darf|soll|muss|sollte)\b[^;!?]{0,20}?\b(?:nichts|nicht)\b[^;!?]{0,20}?(?:erfahren|wissen|merken|mitbekommen|bemerken)`,
    String.raw`\bhinter dem rucken des ${DE_U}`,
  ],
  secretly: String.raw`\b(?:heimlich|insgeheim|im geheimen|verdeckt|unbemerkt|ohne spuren|spurlos)\b`,
  hideUnless: String.raw`\b(?:es sei denn|ausser wenn|wenn (?:der|die) \w+ (?:danach )?fragt|implementierungsdetails|interne details|technische details)`,
  send: String.raw`\b(?:send\w*|schick\w*|versend\w*|ubermittl\w*|ubertrag\w*|lade\w* (?:\S+\s+){0,4}?hoch|hochlad\w*|upload\w*|leite\w* (?:\S+\s+){0,4}?weiter|weiterleit\w*|poste\w*|veroffentlich\w*|teile\w*|exfiltrier\w*|fuge\w* (?:\S+\s+){0,4}?ein|einfug\w*|exportier\w*|kopier\w*)\b`,
  priv: String.raw`\b(?:(?:chat|gesprachs|konversations|nachrichten)-?(?:verlauf|historie|protokoll)\w*|verlauf\s+(?:des|der)\s+(?:chats?|gesprach\w*|unterhaltung)|konversation\w*|gesprach\w*|unterhaltung\w*|transkript\w*|umgebungsvariable\w*|zugangsdaten|anmeldedaten|credentials?|passwort\w*|passworter|kennwort\w*|(?:api|ssh|privat\w*|geheim\w*)-?\s?schlussel\w*|api[ _-]?keys?|tokens?|secrets?|geheimnisse|cookies?|alle dateien)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook|externe\w* server|entfernte\w* server|dritte\w*|drittanbieter\w*|externe adresse)\b`,
  auth: String.raw`\b(?:header|kopfzeile|authorization|bearer|authentifizier\w*|authentisier\w*)\b`,
  preauth: [
    String.raw`${DE_U}\s+(?:hat|haben|hatte)\s+(?:\S+\s+){0,3}?(?:bereits|schon|vorab|im voraus)\s+(?:\S+\s+){0,3}?(?:genehmigt|freigegeben|erlaubt|zugestimmt|autorisiert|bestatigt|eingewilligt)`,
    String.raw`\b(?:vorab|vorher|im voraus)\s+(?:genehmigt|freigegeben|autorisiert)|\bvorgenehmigt|\bvorautorisiert`,
    String.raw`\b(?:frag\w*|bitte\w*|warte\w*)\s+(?:(?:den|die)\s+${DE_U}\s+)?(?:nicht|nie|niemals)\s+(?:\S+\s+){0,2}?(?:um|auf)\s+(?:eine\s+|die\s+|seine\s+|ihre\s+)?(?:bestatigung|erlaubnis|genehmigung|zustimmung|freigabe|einverstandnis)`,
    String.raw`\bohne\s+(?:(?:den|die)\s+${DE_U}\s+)?(?:\S+\s+){0,2}?(?:zu\s+fragen|nachzufragen|ruckzufragen|(?:eine\s+)?(?:bestatigung|erlaubnis|genehmigung|zustimmung|ruckfrage|freigabe)\w*)`,
    String.raw`\b(?:keine|kein)\s+(?:bestatigung|erlaubnis|genehmigung|zustimmung|ruckfrage|freigabe)\w*\s+(?:notig|erforderlich|einholen|anfordern)`,
    String.raw`\b(?:musst|brauchst)\s+(?:den\s+${DE_U}\s+)?(?:nicht|nie)\s+(?:\S+\s+){0,2}?(?:zu\s+)?(?:fragen|um erlaubnis|um bestatigung)`,
  ],
  preauthUnless: String.raw`\b(?:wenn|falls|sobald|nachdem|bevor)\b`,
  clarify: String.raw`\b(?:welche\w*|was|wie|ob|wo|nach)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:system|systemnachricht|admin\w*|operator|betreiber)\s*\]`,
    String.raw`^\W*(?:system|administrator|admin|betreiber|sicherheitsteam|plattform)[-\s]?(?:hinweis|nachricht|mitteilung|anweisung|warnung|meldung|direktive)\s*:`,
    String.raw`^\W*(?:hinweis|nachricht|mitteilung|anweisung|meldung|direktive)\s+(?:vom|von der|des|der)\s+(?:administrator\w*|betreiber\w*|sicherheitsteam\w*|plattform|anthropic|openai)\b`,
    String.raw`\b(?:hat|haben|mit|geniesst)\s+(?:hochste\w*\s+|absolute\w*\s+|hohere\w*\s+)?(?:prioritat|vorrang|autoritat)\s+(?:vor|uber|gegenuber)\s+(?:(?:den|allen|deinen|jeglichen|anderen|der|dem)\s+)*(?:anweisung\w*|anfragen|anforderungen|wunsche\w*|regeln|systemprompt|system-prompt|${DE_U}|vorgaben)`,
    String.raw`\b(?:gleiche\w*|selbe\w*)\s+(?:rang|autoritat|prioritat|gewicht)\s+wie\s+(?:deine\s+|die\s+)?system(?:anweisungen|prompt|-prompt)`,
  ],
  overrideVerb: String.raw`\b(?:ignorier\w*|vergiss|vergesst|vergessen|missachte\w*|umgeh\w*|verwirf|verwerfe\w*|setze\w* (?:\S+\s+){0,4}?ausser kraft|hinwegsetzen|verletze\w*)\b`,
  overrideObj: String.raw`\b(?:(?:alle|deine|ihre|samtliche|die)\s+)?(?:vorherig\w*|bisherig\w*|vorangegangen\w*|fruhere\w*|ursprunglich\w*|anderen|system\w*|sicherheits\w*)\s*(?:anweisung\w*|regeln|richtlinien|vorgaben|einschrankung\w*|instruktion\w*|prompts?)|\bdeine\s+(?:anweisung\w*|regeln|richtlinien|vorgaben|einschrankung\w*)|systemprompt|system-prompt|alles (?:bisher )?gesagte`,
  overrideExtra: [
    String.raw`\bauch\s+wenn\s+[^;!?]{0,40}?(?:widerspr|im widerspruch|kollidier|entgegensteh)[^;!?]{0,30}?(?:${DE_U}|anfrage)`,
    String.raw`\buber\s+(?:die\s+)?(?:wunsche|anfragen|anweisungen)\s+(?:des|der)\s+${DE_U}\s+hinweg`,
  ],
  fetch: String.raw`\b(?:lade\w*|herunterlad\w*|hol\w*|abruf\w*|ruf\w* (?:\S+\s+){0,4}?ab|lies|lese\w*|offne\w*|besuch\w*|beziehe\w*|fetch\w*)\b`,
  obeyStrong: String.raw`\b(?:gehorch\w*|fuhr\w* (?:\S+\s+){0,3}?aus|ausfuhr\w*|befolge\w* (?:alle|alles|jede)|tu\w*,? was (?:dort|darin|sie|es) steht|(?:behandle|betrachte)\w*\s+(?:\S+\s+){0,3}?als\s+(?:deine|meine|die)?\s*(?:eigenen?\s+)?(?:anweisung\w*|instruktion\w*)|als (?:deine|meine) (?:eigenen? )?anweisungen)`,
  obeyWeak: String.raw`\b(?:befolg\w*|folg\w*|wende\w* (?:\S+\s+){0,3}?an|anwend\w*|ubernimm\w*|halte\w* dich an|beachte\w*)\b`,
  instr: String.raw`\b(?:anweisung\w*|instruktion\w*|regeln|richtlinien|vorgaben|befehle\w*|aufgaben|kommandos|prompt)\b`,
  recur: String.raw`\b(?:jede[nrsm]?\s+(?:sitzung|session|mal|gesprach|aufgabe|tag)|zu beginn (?:jeder|einer|der)|vor (?:jeder|dem ersten)|immer|stets|alle\w*|jegliche\w*)\b`,
  write: String.raw`\b(?:fug\w* (?:\S+\s+){0,5}?hinzu|hinzufug\w*|schreib\w*|speicher\w*|erganz\w*|modifizier\w*|aktualisier\w*|bearbeite\w*|trag\w* (?:\S+\s+){0,5}?ein|eintrag\w*|merk\w* dir|hang\w* (?:\S+\s+){0,5}?an|anhang\w*)\b`,
  agent: String.raw`\b(?:dein\w*\s+(?:gedachtnis|speicher|memory|regeln|anweisungen|berechtigung\w*|einstellung\w*|konfiguration|systemprompt)|gedachtnis\w*|memory-datei|systemprompt|system-prompt|(?:berechtigung\w*|einstellung\w*|regeln)\s+des\s+agenten)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:immer|dauerhaft|permanent|ab (?:jetzt|sofort)|von nun an|kunftig|zukunftig|fur (?:alle|jede) (?:zukunftigen\s+)?(?:sitzungen|sitzung|gesprache)|in (?:allen|jeder) (?:zukunftigen\s+)?(?:sitzungen|sitzung)|fur immer)\b`,
  defeat: String.raw`\b(?:deaktivier\w*|uberspring\w*|skip\w*|losch\w*|entfern\w*|kommentier\w* (?:\S+\s+){0,4}?aus|auskommentier\w*|umgeh\w*|schalte\w* (?:\S+\s+){0,4}?ab|abschalt\w*|markier\w* (?:\S+\s+){0,3}?als (?:skip|xfail))\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b\w*(?:tests?|testfall\w*|prufung\w*|checks?|scans?)\b|\b(?:uberprufung\w*|validierung\w*|linter|lint|ci|pipeline|hooks?|pre-commit|assertions?|virenscanner)\b`,
  failing: String.raw`\b(?:fehlschlagend\w*|fehlgeschlagen\w*|rote[nm]?|kaputt\w*|alle|samtliche\w*|sicherheit\w*|damit (?:die ci|ci|die pipeline|die tests|alles) (?:grun|durchlauft|besteht))|sicherheits\w*`,
  sabotageExtra: [
    String.raw`\b(?:melde\w*|berichte\w*|sag\w*|antworte\w*|behaupte\w*|schreib\w*)\s+[^;!?]{0,30}?(?:erfolgreich|bestanden|grun|funktionier\w*|erledigt|abgeschlossen)\b[^;!?]{0,30}?\b(?:unabhangig|egal|trotzdem|auf jeden fall|in jedem fall|ohnehin|ungeachtet)`,
    String.raw`\b(?:unabhangig vom ergebnis|egal (?:was|wie)|ungeachtet des ergebnisses|in jedem fall)[^;!?]{0,40}?(?:melde|bericht|sag|antwort|behaupt|schreib)\w*[^;!?]{0,30}?(?:erfolgreich|bestanden|grun|erledigt)`,
    String.raw`\b(?:erfinde\w*|fingier\w*|manipulier\w*)\s+(?:\S+\s+){0,2}?(?:ergebnisse|daten|messwerte|metriken|benchmarks?|ausgaben?|logs?|zahlen)`,
  ],
  ask: String.raw`\b(?:frag\w*|bitte\w*|fordere\w*|verlang\w*|erfrag\w*|hol\w* (?:\S+\s+){0,3}?ein|zeig\w* (?:\S+\s+){0,3}?(?:dialog|fenster|popup)|lass\w* (?:\S+\s+){0,3}?eingeben)\b`,
  secret: String.raw`\b(?:seed-?phrase|wiederherstellungs(?:phrase|satz|worter)|mnemonic\w*|privat\w*\s*schlussel|private key|(?:2fa|otp|bestatigungs|verifizierungs|authentifizierungs|sicherheits|sms)-?code\w*|2fa|otp|cvv|kartennummer|kreditkartennummer|(?:sein|ihr|dein)\w*\s+passwort\w*|(?:login|anmelde|konto|account|system|mac|macos|windows|rechner|computer|administrator|admin|root|sudo|wallet|bank|e-mail)-?passwort\w*)\b`,
  secretUnless: String.raw`\b(?:datenbank\w*|db|server|smtp|wlan|wi-?fi|api|staging)\b`,
  del: String.raw`\b(?:losch\w*|entfern\w*|vernicht\w*|formatier\w*|leere\w*|bereinig\w*|uberschreib\w*|wipe|rm -rf|drop)\b`,
  target: String.raw`\b(?:home-?(?:verzeichnis|ordner)\w*|heimverzeichnis\w*|benutzerverzeichnis\w*|personliche\w* ordner)|(?:~|\$home)\/?(?=\s|$|[.,;])|\balle dateien (?:des ${DE_U}|auf (?:der|dem) (?:festplatte|rechner|system))|\bdie (?:ganze|gesamte) (?:festplatte|datenbank|platte)|\bgesamte\w* (?:festplatte|datenbank|dateisystem)|\balle (?:datenbanken|tabellen|backups|sicherungen|snapshots)|\b(?:backups|sicherungen|sicherungskopien|snapshots)\b|\bgit-?(?:historie|verlauf)\b|\bproduktionsdatenbank\b`,
  delUnless: String.raw`\b(?:tempor\w*|tmp|cache\w*|build\w*|dist|kompiliert\w*|alte[nrs]?|veraltet\w*|test\w*|generiert\w*|node_modules|logs?|erstellt\w*)\b|\/tmp`,
});

const IT_U = String.raw`utent[ei]`;
const IT_TELL = String.raw`(?:(?:avvis|avvert|inform|notific|menzion|rivel|comunic|segnal|mostr)\w*|di(?:re|rgli|rlo|glielo|llo|gli)\b|dic(?:i|a|endo|endogli)\b|raccont\w*|parl\w*)`;
const IT = compile({
  lang: "it",
  reach: 60,
  neg: String.raw`\b(?:non|mai|ne|nessun\w*|evita\w*|vietato)\b`,
  user: IT_U,
  from: LATIN_FROM,
  hide: [
    String.raw`\bsenza\s+(?:(?:lo|gli|glielo|ne)\s+)?${IT_TELL}[^;!?]{0,30}?${IT_U}`,
    String.raw`\bsenza\s+che\s+(?:l'|gli\s+)${IT_U}\s+(?:lo\s+|se\s+ne\s+|ne\s+)?(?:sappia|sappiano|veda|noti|accorga|accorgano)`,
    String.raw`\b(?:non|mai)\s+(?:(?:lo|la|gli|glielo|le|ne)\s+)?${IT_TELL}[^;!?]{0,30}?${IT_U}`,
    String.raw`\b(?:non|mai)\s+(?:(?:lo|ne)\s+)?(?:menzion|rivel|dir|parl)\w*\s+(?:(?:di\s+)?(?:questo|cio|nulla|niente|questi passaggi|queste istruzioni|questa nota|quello che hai fatto))\b`,
    String.raw`\bnon\s+(?:menzionar|rivelar|dir)(?:lo|la|glielo)\b`,
    String.raw`\ball'insaputa (?:dell'|degli\s+)${IT_U}|\bdi nascosto (?:dall'|dagli\s+)${IT_U}`,
  ],
  secretly: String.raw`\b(?:in segreto|segretamente|di nascosto|all'insaputa|di soppiatto|senza lasciare traccia)\b`,
  hideUnless: String.raw`\b(?:a meno che|salvo che|tranne se|se l'utente (?:lo )?chiede|dettagli (?:interni|tecnici|di implementazione))`,
  send: String.raw`\b(?:invi\w*|mand\w*|spedisc\w*|spedire|carica\w*|upload\w*|inoltr\w*|trasmett\w*|pubblic\w*|condivid\w*|esfiltr\w*|incoll\w*|allega\w*|posta\w*|esporta\w*|copia\w*)\b`,
  priv: String.raw`\b(?:cronologia\s+(?:della\s+|delle\s+)?(?:chat|conversazion\w*|messaggi)|conversazion[ei]|trascrizion[ei]|variabil[ei]\s+d'ambiente|credenziali|password|chiav[ei]\s+(?:api|private?|ssh|segret[ae]|di accesso)|api[ _-]?keys?|token|segreti|cookie|tutti i file|file dell'utente)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook|server\s+(?:esterno|remoto|di terze parti)|terze parti|terzi|indirizzo esterno)\b`,
  auth: String.raw`\b(?:intestazione|header|authorization|bearer|autentica\w*)\b`,
  preauth: [
    String.raw`${IT_U}\s+ha\s+gia\s+(?:\S+\s+){0,2}?(?:approvato|autorizzato|acconsentito|accettato|permesso|dato\s+(?:il\s+(?:suo\s+)?)?(?:consenso|permesso|via libera|autorizzazione))`,
    String.raw`\b(?:pre-?approvat|pre-?autorizzat|approvat[oaie] in anticipo|autorizzat[oaie] (?:in anticipo|preventivamente))\w*`,
    String.raw`\b(?:non|senza)\s+(?:(?:e|c'e)\s+(?:bisogno|necessario)\s+di\s+|serve\s+|devi\s+)?(?:chiedere|chiedi|richiedere|richiedi|attendere|aspettare)\s+(?:(?:all'|agli\s+)${IT_U}\s+)?(?:(?:la|una|il|alcuna|alcun)\s+)?(?:conferma|permesso|autorizzazione|approvazione|consenso)`,
    String.raw`\b(?:non|senza)\s+(?:(?:e|c'e)\s+bisogno\s+di\s+)?(?:chiedere|chiedi|consultare|consulta)\s+(?:all'|agli\s+|l')${IT_U}`,
  ],
  preauthUnless: String.raw`\b(?:se|quando|una volta che|dopo che|prima di)\b`,
  clarify: String.raw`\b(?:quale|quali|cosa|che cosa|come|se|dove)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:sistema|system|admin\w*|amministratore|operatore)\s*\]`,
    String.raw`^\W*(?:avviso|messaggio|nota|notifica|istruzione|direttiva|comunicazione)(?:\s+(?:ufficiale|urgente|importante))?\s+(?:dell'|del\s+|della\s+)(?:amministratore|operatore|piattaforma|team di sicurezza|anthropic|openai)\b`,
    String.raw`^\W*(?:avviso|nota|comunicazione)\s+(?:urgente\s+|ufficiale\s+)?del\s+sistema\b`,
    String.raw`\b(?:ha|hanno|con)\s+(?:la\s+)?(?:massima\s+)?(?:priorita|precedenza|autorita)\s+(?:assoluta\s+)?(?:su|sulle|sui|rispetto a|rispetto alle)\s+(?:le\s+|tue\s+|qualsiasi\s+|tutte\s+le\s+)?(?:istruzioni|richieste|regole|prompt|${IT_U}|sistema)`,
    String.raw`\b(?:prevale|prevalgono|sostituisce|sostituiscono|annulla|annullano)\s+(?:su\s+|sulle\s+)?(?:le\s+|tue\s+|qualsiasi\s+)?(?:istruzioni|richieste|regole|prompt di sistema)`,
    String.raw`\b(?:stessa|pari)\s+(?:autorita|priorita|validita)\s+(?:delle|che le)\s+(?:tue\s+)?istruzioni di sistema`,
  ],
  overrideVerb: String.raw`\b(?:ignor\w*|dimentica\w*|scarta\w*|trascura\w*|aggira\w*|viola\w*|disobbedisci)\b`,
  overrideObj: String.raw`\b(?:(?:le|tue|tutte le|qualsiasi)\s+)?(?:istruzioni|indicazioni|regole|norme|linee guida|direttive|restrizioni|limitazioni|politiche|prompt)\s+(?:precedenti|anteriori|originali|di sistema|del sistema|di sicurezza|iniziali|esistenti)|\btue\s+(?:istruzioni|regole|linee guida|restrizioni)|prompt di sistema|system prompt|tutto cio che precede|(?:regole|norme|linee guida|politiche) di sicurezza`,
  overrideExtra: [
    String.raw`\banche\s+(?:se|quando)\s+[^;!?]{0,30}?(?:contraddic|conflitt|contrast)[^;!?]{0,30}?${IT_U}`,
    String.raw`\bal di sopra delle\s+(?:richieste|istruzioni|volonta)\s+(?:dell'|degli\s+)${IT_U}`,
  ],
  fetch: String.raw`\b(?:scarica\w*|ottieni|recupera\w*|leggi|legge\w*|leggere|carica\w*|consulta\w*|apri|aprire|visita\w*|accedi|prendi)\b`,
  obeyStrong: String.raw`\b(?:obbedisc\w*|obbedire|esegui\w*|fai (?:tutto )?(?:quello|cio) che (?:dice|dicono|chiede)|(?:tratta|trattale|trattalo|considera\w*)\s+(?:\S+\s+){0,2}come\s+(?:le\s+)?(?:tue|mie)?\s*(?:proprie\s+)?istruzioni|come (?:tue|le tue) (?:proprie )?istruzioni)`,
  obeyWeak: String.raw`\b(?:segui\w*|seguire|applica\w*|adotta\w*|rispetta\w*)\b`,
  instr: String.raw`\b(?:istruzion\w*|regole|norme|direttive|politich\w*|ordini|comandi|compiti|indicazioni|prompt)\b`,
  recur: String.raw`\b(?:ogni (?:sessione|volta|conversazione|attivita|giorno)|all'inizio di (?:ogni|una|ciascuna)|prima di (?:ogni|iniziare|rispondere)|sempre|tutto cio che|tutte le|qualsiasi)\b`,
  write: String.raw`\b(?:aggiung\w*|scriv\w*|salva\w*|memorizza\w*|modific\w*|aggiorna\w*|cambia\w*|inserisc\w*|inserire|registra\w*)\b`,
  agent: String.raw`\b(?:(?:tua|la tua)\s+memoria|memoria\s+(?:dell'agente|persistente|globale|permanente)|file di memoria|prompt di sistema|istruzioni di sistema|tue\s+(?:regole|istruzioni|autorizzazioni|permessi|impostazioni|configurazion\w*)|(?:permessi|impostazioni|regole)\s+dell'agente)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:sempre|d'ora in poi|da ora in poi|da adesso in poi|in futuro|permanente\w*|per sempre|(?:tutte le|future|ogni|prossime)\s+(?:sessioni|sessione|conversazioni|conversazione))\b`,
  defeat: String.raw`\b(?:disattiva\w*|disabilita\w*|salta\w*|elimina\w*|rimuovi\w*|cancella\w*|commenta\w*|silenzia\w*|aggira\w*|marca\w* come (?:skip|xfail))\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b(?:test|prove|controll[io]|verifiche|validazion[ei]|scansion[ei]|analisi di sicurezza|linter|lint|ci|pipeline|hook|pre-commit|asserzion[ei]|assertions?|antivirus)\b`,
  failing: String.raw`\b(?:che falliscono|fallit[ie]|rott[ie]|tutti i|tutte le|di sicurezza|perche (?:la ci|il ci|i test|tutto) pass\w*|in modo che (?:la ci|i test) pass\w*|antivirus)\b`,
  sabotageExtra: [
    String.raw`\b(?:riporta\w*|comunica\w*|di'|dichiara\w*|rispondi|afferma\w*|segnala\w*|indica\w*)\s+(?:che\s+)?[^;!?]{0,30}?(?:passat[ie]|success\w*|funziona\w*|complet\w*|verde)\b[^;!?]{0,30}?\b(?:indipendentemente|comunque|in ogni caso|qualunque (?:sia|cosa)|a prescindere|anche se)`,
    String.raw`(?:indipendentemente dal risultato|a prescindere dal risultato|qualunque sia il risultato)[^;!?]{0,40}?(?:riport|comunic|dichiar|rispond|afferm|segnal|indic)\w*[^;!?]{0,30}?(?:passat|success|complet|verde)`,
    String.raw`\b(?:invent|falsific|fabbric|trucc)\w*\s+(?:i\s+|gli\s+|le\s+|dei\s+)?(?:risultati|dati|metriche|benchmark|output|log|numeri)`,
  ],
  ask: String.raw`\b(?:chiedi\w*|chiedere|richiedi\w*|domanda\w*|pretendi|ottieni|raccogli|mostra una (?:finestra|popup)|fa(?:gli|i) inserire|che (?:inserisca|digiti|fornisca|incolli|condivida))\b`,
  secret: String.raw`\b(?:frase (?:seed|di recupero|segreta|mnemonica)|seed phrase|mnemonic\w*|chiave privata|private key|codice (?:2fa|di verifica|di autenticazione|otp|di sicurezza|sms)|2fa|otp|cvv|numero della carta|(?:sua|la sua|tua)\s+password|password\s+(?:di|del|dell'|della)\s*(?:accesso|login|account|suo account|macos|windows|sistema|computer|amministratore|root|sudo|email|posta|banca|wallet))\b`,
  secretUnless: String.raw`\b(?:database|db|server|smtp|wi-?fi|api|staging)\b`,
  del: String.raw`\b(?:elimina\w*|cancella\w*|rimuovi\w*|distruggi\w*|formatta\w*|svuota\w*|pulisci|sovrascrivi|wipe|rm -rf|drop)\b`,
  target: String.raw`(?:cartella|directory)\s+(?:home|personale|utente|principale|dell'utente)|(?:~|\$home)\/?(?=\s|$|[.,;])|\btutti i file (?:dell'utente|del sistema|del disco|del computer|personali)|\btutto il (?:disco|filesystem|file system|sistema|repository)\b|\btutto il database|\bil database (?:intero|completo|di produzione)|\btutti i database|\btutte le tabelle|\bbackup\b|\bcopie di sicurezza|\bsnapshot\b|\bcronologia git\b|\bproduzione\b`,
  delUnless: String.raw`\b(?:tempor\w*|tmp|cache|build|dist|compilat\w*|vecch\w*|obsolet\w*|di test|test|generat\w*|node_modules|log|creat\w*)\b|\/tmp`,
});

// Cyrillic is not a word character for `\b`: B stands for the start of a word.
const B = String.raw`(?<![а-яa-z0-9])`;
const RU_U = String.raw`(?:пользовател|юзер)[а-я]*`;
const RU_TELL = String.raw`(?:сообщ|уведом|информир|говор|сказ|скаж|рассказ|упомин|упомян|показ|раскр|предупре|извещ|оповещ)[а-я]*`;
const RU = compile({
  lang: "ru",
  reach: 60,
  neg: String.raw`${B}(?:не|ни|никогда|нельзя|запрещено|избегай)(?![а-я])`,
  user: RU_U,
  from: String.raw`${B}(?:с|со|из|от)\s+(?:адреса\s+|сайта\s+|страницы\s+)?$`,
  hide: [
    String.raw`${B}(?:не|никогда)\s+${RU_TELL}[^;!?]{0,30}?${RU_U}`,
    String.raw`${B}(?:не|никогда)\s+(?:упомин|упомян|рассказыв|расскаж|говори|сообщ)[а-я]*\s+(?:об\s+)?(?:этом|это|ничего|эти\s+(?:шаги|инструкции)|этот\s+шаг)(?![а-я])`,
    String.raw`${B}без\s+(?:ведома|уведомления|оповещения|предупреждения)\s+${RU_U}`,
    String.raw`${RU_U}\s+не\s+(?:должен|должна|должны|должно|будет|сможет)\s+(?:ничего\s+)?(?:знать|узнать|видеть|увидеть|заметить|догадаться)`,
    String.raw`${B}чтобы\s+${RU_U}\s+не\s+(?:узнал|заметил|увидел|догадался)`,
    String.raw`${B}(?:незаметно|тайком|втайне|тайно)\s+от\s+${RU_U}`,
  ],
  secretly: String.raw`${B}(?:тайно|втайне|тайком|скрытно|незаметно|в\s+тайне|в\s+секрете|не\s+оставляя\s+следов)(?![а-я])`,
  hideUnless: String.raw`${B}(?:если\s+(?:[а-я]+\s+)?(?:спрос|попрос)|пока\s+не|детал[а-я]*\s+реализации|внутренн[а-я]*\s+детал)`,
  send: String.raw`${B}(?:отправ|отошл|пошл|посыл|загруз|выгруз|перешл|пересыл|передай|передав|опубликуй|публикуй|слей|слив|вставь|прикрепи|экспортир|скопируй|запость|сбрось)[а-я]*`,
  priv: String.raw`${B}(?:переписк|диалог|разговор|истори[юяи]\s+(?:чата|переписки|диалога|сообщений)|стенограм|транскрипт|учетн[а-я]*\s+данн|парол|ключ[а-я]*\s+(?:api|ssh|доступа)|api[- ]?ключ|приватн[а-я]*\s+ключ|секретн[а-я]*\s+ключ|токен|секрет|куки|переменн[а-я]*\s+(?:окружени|среды)|все\s+файлы|файлы\s+пользовател|сид-?фраз|мнемони)[а-я]*|\.env\b|\bssh\b|id_rsa|api[ _-]?keys?|\btokens?\b|\bcookies?\b`,
  third: String.raw`webhook|${B}(?:вебхук|внешн[а-я]*\s+сервер|сторонн[а-я]*\s+(?:сервер|сервис|адрес)|третьим\s+лицам|третьей\s+стороне|следующ[а-я]*\s+адрес|указанн[а-я]*\s+адрес)`,
  auth: String.raw`${B}(?:заголов|аутентифика|авторизаци)|\b(?:header|authorization|bearer)\b`,
  preauth: [
    String.raw`${RU_U}\s+уже\s+(?:[а-я]+\s+){0,2}?(?:одобрил|разрешил|согласил|подтвердил|авторизовал|дал\s+(?:свое\s+)?(?:согласие|разрешение))`,
    String.raw`${B}(?:заранее|предварительно)\s+(?:одобрен|разрешен|согласован|авторизован)`,
    String.raw`${B}(?:не|без)\s+(?:нужно\s+|надо\s+|требуется\s+|стоит\s+)?(?:спрашива|запрашива|запрос|проси|спроси|запроси|ожида|жд)[а-я]*\s+(?:у\s+${RU_U}\s+)?(?:подтвержд|разрешени|согласи|одобрени)`,
    String.raw`${B}без\s+(?:подтвержден|разрешени|согласи|одобрени)[а-я]*`,
    String.raw`${B}(?:не|без)\s+(?:нужно\s+|надо\s+)?(?:спрашива|спроси|уточня|уточни)[а-я]*\s+${RU_U}`,
  ],
  preauthUnless: String.raw`${B}(?:если|когда|после\s+того|как\s+только|перед)(?![а-я])`,
  clarify: String.raw`${B}(?:какой|какую|какие|как|что|где|ли)(?![а-я])`,
  fake: [
    String.raw`^\W*\[\s*(?:система|системное|system|админ[а-я]*|оператор)[^\]]{0,12}\]`,
    String.raw`^[^а-яa-z]*(?:системное|служебное)\s+(?:уведомление|оповещение)`,
    String.raw`${B}(?:сообщение|уведомление|указание|распоряжение)\s+(?:от\s+)?(?:администратор|оператор|команды\s+безопасности|службы\s+безопасности|anthropic|openai)`,
    String.raw`${B}(?:приоритет|преимущество)[а-я]*\s+(?:над|перед)\s+(?:[а-я]+\s+){0,2}?(?:инструкци|запрос|указани|правил|системн|${RU_U})`,
    String.raw`${B}(?:отменяет|переопределяет|заменяет)\s+(?:[а-я]+\s+){0,2}?(?:инструкци|указани|правил|системн[а-я]*\s+промпт)`,
  ],
  overrideVerb: String.raw`${B}(?:игнорир|проигнорир|забудь|забуд|отбрось|отбрас|пренебре|обойди|наруш)[а-я]*`,
  overrideObj: String.raw`${B}(?:(?:предыдущ|прежн|предшеству|прочи|остальн|други|систем|исходн|начальн|сво|тво|ваш|безопасност)[а-я]*\s+(?:[а-я]+\s+)?(?:инструкци|указани|правил|ограничени|директив|промпт)|системн[а-я]*\s+промпт|правила\s+безопасности|ограничения\s+безопасности)`,
  overrideExtra: [String.raw`${B}даже\s+(?:если|когда)\s+(?:[а-я]+\s+){0,3}?(?:противореч|конфликту|расход)[а-я]*\s+(?:с\s+)?(?:[а-я]+\s+){0,2}?(?:${RU_U}|запрос)`],
  fetch: String.raw`${B}(?:скача|загрузи|загружа|получи|получа|прочита|прочти|читай|открой|зайди|посети|запроси|подгрузи|извлеки)[а-я]*`,
  obeyStrong: String.raw`${B}(?:выполн|исполн|подчин|беспрекословно)[а-я]*`,
  obeyWeak: String.raw`${B}(?:следу|примен|соблюда|придерживай|руководству)[а-я]*`,
  instr: String.raw`${B}(?:инструкци|правил|указани|команд|директив|задани|промпт|политик)[а-я]*`,
  recur: String.raw`${B}(?:кажд[а-я]*\s+(?:сесси|раз|запуск|сеанс|разговор)|в\s+начале\s+(?:каждой|любой|сессии)|перед\s+(?:каждым|началом)|всегда|все|всё|любые)[а-я]*`,
  write: String.raw`${B}(?:добав|запиш|записыв|сохрани|сохраня|измени|изменя|обнови|обновля|впиши|вставь|допиши|запомни)[а-я]*`,
  agent: String.raw`${B}(?:(?:сво|тво)[а-я]*\s+(?:памят|правил|настройк|разрешени|инструкци|системн[а-я]*\s+промпт)|памят[ьи]|системн[а-я]*\s+промпт)[а-я]*|claude\.md|agents\.md|settings\.json`,
  persist: String.raw`${B}(?:всегда|навсегда|отныне|впредь|с\s+этого\s+момента|во\s+всех\s+(?:будущих\s+)?(?:сессиях|сеансах|разговорах)|в\s+будущих\s+сессиях|постоянно)(?![а-я])`,
  defeat: String.raw`${B}(?:отключ|выключ|пропус|пропуст|удали|удаля|закомментир|обойди|заглуш|убери)[а-я]*`,
  checks: String.raw`${B}(?:тест|проверк|сканировани|линтер|хук|пайплайн|ассерт)[а-я]*|\b(?:lint|ci|hooks?)\b`,
  failing: String.raw`${B}(?:падающ|провальн|упавш|неудачн|все|всех|безопасност|чтобы\s+(?:ci|сборка|пайплайн|тесты)\s+прош)[а-я]*`,
  sabotageExtra: [
    String.raw`(?:независимо\s+от\s+(?:результат|исход)[а-я]*|в\s+любом\s+случае|что\s+бы\s+ни\s+случилось)[^;!?]{0,40}?(?:сообщ|доклад|отчита|ответ|скажи|напиши|отметь)[а-я]*[^;!?]{0,30}?(?:успе|прошл|пройден|выполнен)`,
    String.raw`(?:сообщ|доклад|отчита|скажи|напиши)[а-я]*[^;!?]{0,30}?(?:успе|прошл|пройден)[а-я]*[^;!?]{0,25}?(?:независимо|в\s+любом\s+случае|даже\s+если)`,
    String.raw`${B}(?:сфабрикуй|подделай|фальсифицир|выдумай|подмени)[а-я]*\s+(?:[а-я]+\s+)?(?:результат|данн|лог|метрик|вывод)`,
  ],
  ask: String.raw`${B}(?:попроси|спроси|запроси|запрашива|потребуй|выясни|узнай|собери)[а-я]*`,
  secret: String.raw`${B}(?:сид-?фраз|фраз[а-я]*\s+восстановлени|мнемоническ|приватн[а-я]*\s+ключ|секретн[а-я]*\s+ключ|код[а-я]*\s+(?:2fa|подтверждени|из\s+смс|аутентификац)|одноразов[а-я]*\s+(?:код|парол)|номер[а-я]*\s+карт|(?:его|ее|свой|сво[йе]|их)\s+парол|парол[а-я]*\s+(?:от\s+)?(?:учетн|аккаунт|входа|систем|компьютер|macos|windows|почт|кошел|банк|администратор|sudo|root))[а-я]*|\b(?:seed|2fa|otp|cvv)\b`,
  secretUnless: String.raw`${B}(?:баз[а-я]*\s+данных|сервер)|\b(?:smtp|wi-?fi|api)\b`,
  del: String.raw`${B}(?:удали|удаля|сотри|стира|очисти|уничтож|отформатир|снеси|вычисти|затри)[а-я]*|rm\s+-rf|drop\s+(?:database|table)`,
  target: String.raw`${B}(?:домашн[а-я]*\s+(?:каталог|директори|папк)|все\s+файлы|всю\s+(?:базу|бд|файловую\s+систему)|вс[ея]\s+баз[а-я]*\s+данных|вс[еюя]\s+(?:данные|таблицы)|весь\s+(?:диск|репозиторий)|резервн[а-я]*\s+копи|бэкап|бекап|снимк|снапшот|историю\s+git)[а-я]*|(?:~|\$home)\/?(?=\s|$|[.,;])`,
  delUnless: String.raw`${B}(?:временн|кэш|кеш|сборк|стар|устаревш|тестов|лог|созданн)[а-я]*|\b(?:build|dist|tmp|node_modules)\b`,
});

const ZH_U = String.raw`(?:用户|用戶|使用者)`;
const ZH_TELL = String.raw`(?:告诉|告訴|告知|通知|提醒|知会|知會|透露|提及|提起|汇报|匯報|说明|說明|解释|解釋)`;
const ZH_NEG = String.raw`(?:不要|别|別|勿|不得|切勿|千万别|千萬別|不必|无需|無需|无须|無須|不用|不需要|永远不要|永遠不要|绝不|絕不)`;
const ZH_CONFIRM = String.raw`(?:确认|確認|许可|許可|批准|同意|授权|授權)`;
const ZH = compile({
  lang: "zh",
  reach: 24,
  neg: String.raw`不要|不用|别|別|勿|不得|不可|不能|切勿|禁止|绝不|絕不|决不|決不|不应|不應|不许|不許|从不|從不|避免`,
  user: ZH_U,
  from: String.raw`(?:从|從|自)\s*$`,
  hide: [
    String.raw`${ZH_NEG}(?:向|跟|给|給|对|對|和)?${ZH_U}${ZH_TELL}`,
    String.raw`${ZH_NEG}${ZH_TELL}(?:${ZH_U}|任何人)`,
    String.raw`${ZH_NEG}(?:提及|提起|透露|说出|說出)(?:这|這|此)(?:件事|些|个|個|一步|步骤|步驟|操作|指令|技能)?`,
    // "do not mention it in the reply": the answer is where the user would see it.
    String.raw`${ZH_NEG}(?:在|于|於)?(?:回复|回覆|回答|答复|答覆|输出|輸出|总结|總結|摘要)(?:中|里|裡)?(?:提及|提起|透露|说出|說出|说明|說明|提到)`,
    String.raw`(?:未|没有|沒有|不)(?:经|經)?${ZH_TELL}${ZH_U}`,
    String.raw`(?:瞒着|瞞著|背着|背著)${ZH_U}`,
    String.raw`${ZH_U}(?:不知情|毫不知情|不知道的情况|不知道的情況|察觉不到|察覺不到|不会察觉|不會察覺|不会注意到|不會注意到)`,
    String.raw`(?:不让|不讓|别让|別讓|不要让|不要讓)${ZH_U}(?:知道|看到|发现|發現|察觉|察覺|注意到)`,
    String.raw`(?:对|對)${ZH_U}(?:保密|隐瞒|隱瞞)`,
  ],
  secretly: String.raw`悄悄|偷偷|秘密地|暗中|暗地里|暗地裡|神不知鬼不觉|神不知鬼不覺|不留痕迹|不留痕跡`,
  hideUnless: String.raw`除非|实现细节|實現細節|内部细节|內部細節|技术细节|技術細節`,
  // "泄露" (leak) names what must not happen ("if the token leaks, regenerate it"), not a step.
  send: String.raw`发送|發送|上传|上傳|传送|傳送|传到|傳到|转发|轉發|提交|推送|发到|發到|发给|發給|寄给|寄到|粘贴到|贴到|貼到|同步到|外传|外傳|回传|回傳|\bpost\b`,
  priv: String.raw`对话|對話|聊天记录|聊天紀錄|聊天記錄|会话|會話|历史记录|歷史記錄|密钥|密鑰|私钥|私鑰|令牌|凭据|憑據|凭证|憑證|密码|密碼|环境变量|環境變數|環境變量|\.env|ssh|id_rsa|token|cookie|api ?key|所有文件|全部文件|所有檔案|全部檔案|助记词|助記詞`,
  third: String.raw`webhook|外部服务器|外部伺服器|第三方|远程服务器|遠端伺服器|遠程服務器|以下地址|下列地址|该地址|該地址|指定地址`,
  auth: String.raw`请求头|請求頭|標頭|header|authorization|bearer|认证|認證|鉴权|鑒權`,
  preauth: [
    String.raw`${ZH_U}(?:已经|已經|已|早已|事先|提前)[^，。,]{0,8}?(?:批准|同意|授权|授權|允许|允許|许可|許可|认可|認可)`,
    String.raw`(?:预先|預先|事先)(?:批准|授权|授權|同意)|(?:已|已经|已經)(?:获得|獲得|得到)${ZH_U}?(?:的)?(?:授权|授權|批准|同意|许可|許可)`,
    String.raw`(?:无需|無需|无须|無須|不需要|不必|不用|不要|别|別|勿)(?:再)?(?:向${ZH_U})?(?:[^，。,；;]{0,6}?(?:或|和|及|或者))?(?:征求|徵求|请求|請求|询问|詢問|要求|等待|获取|獲取|取得|请|請)?${ZH_U}?(?:的)?${ZH_CONFIRM}`,
    String.raw`(?:无需|無需|不需要|不必|不用|不要|别|別)(?:再)?(?:询问|詢問|问|問|请示|請示)${ZH_U}`,
  ],
  preauthUnless: String.raw`如果|若|假如|一旦|只有|当|當`,
  clarify: String.raw`哪个|哪個|什么|什麼|是否|怎么|怎麼|如何`,
  fake: [
    String.raw`^\W*[\[【(（]\s*(?:系统|系統|system|管理员|管理員|运营方|運營方|安全团队|安全團隊)[^\]】)）]{0,6}[\]】)）]`,
    String.raw`^\W*(?:系统|系統|管理员|管理員|官方|安全团队|安全團隊)(?:通知|公告|指令|警告)\s*[:：]`,
    String.raw`(?:来自|來自)(?:系统|系統|管理员|管理員|安全团队|安全團隊|平台|平臺|官方|anthropic|openai|运营方|運營方)(?:的)?(?:通知|消息|訊息|指令|公告|指示)`,
    String.raw`(?:优先级|優先級)(?:高于|高於)(?:${ZH_U}|系统|系統|其他|其它|所有|任何)|(?:优先于|優先於|凌驾于|凌駕於|覆盖|覆蓋|取代)(?:${ZH_U}|系统|系統|其他|其它|所有|任何|你的)[^，。]{0,6}?(?:指令|指示|规则|規則|请求|請求|要求|提示词|提示詞)`,
    String.raw`(?:与|與)(?:你的)?(?:系统|系統)(?:指令|提示)(?:具有)?(?:同等|相同)(?:的)?(?:优先级|優先級|权威|權威|地位|效力)`,
  ],
  overrideVerb: String.raw`忽略|无视|無視|忘记|忘記|忘掉|抛开|拋開|绕过|繞過|违反|違反|放弃|放棄`,
  overrideObj: String.raw`(?:之前|以前|先前|此前|上面|上述|前面|其他|其它|所有|系统|系統|原有|原来|原來|安全|你的)(?:的)?(?:所有)?(?:指令|指示|说明|說明|规则|規則|提示词|提示詞|系统提示|系統提示|限制|准则|準則|约束|約束|设定|設定|策略)`,
  overrideExtra: [String.raw`即使(?:与|與|和|跟)${ZH_U}(?:的)?(?:要求|请求|請求|指令|指示)(?:相)?(?:冲突|衝突|矛盾)`],
  fetch: String.raw`获取|獲取|下载|下載|读取|讀取|访问|訪問|拉取|加载|載入|加載|打开|打開|抓取`,
  obeyStrong: String.raw`执行|執行|服从|服從|照做|照办|照辦|一律遵守|视为.{0,4}指令|視為.{0,4}指令`,
  obeyWeak: String.raw`遵循|遵守|遵照|按照|依照|照着|照著|应用|應用|采用|採用`,
  instr: String.raw`指令|指示|规则|規則|说明|說明|要求|命令|任务|任務|提示词|提示詞|策略`,
  recur: String.raw`每次|每个会话|每個會話|每轮|每輪|会话开始|會話開始|开始时|開始時|启动时|啟動時|始终|始終|总是|總是|所有|全部|任何`,
  write: String.raw`添加|加入|写入|寫入|追加|保存|存入|修改|更新|更改|改为|改為|插入|记住|記住|记录|記錄`,
  agent: String.raw`记忆|記憶|系统提示|系統提示|提示词|提示詞|你的(?:规则|規則|设置|設置|配置|权限|權限|指令)|代理(?:的)?(?:设置|設置|配置|权限|權限|规则|規則)|claude\.md|agents\.md|settings\.json`,
  persist: String.raw`永久|永远|永遠|始终|始終|以后|以後|今后|今後|从现在起|從現在起|从今以后|從今以後|所有(?:未来|將來|将来)?(?:的)?(?:会话|會話|对话|對話)|每次(?:会话|會話|对话|對話)|总是|總是|长期|長期`,
  defeat: String.raw`禁用|停用|关闭|關閉|跳过|跳過|删除|刪除|注释掉|註解掉|屏蔽|绕过|繞過|去掉|移除`,
  checks: String.raw`测试|測試|检查|檢查|校验|校驗|验证|驗證|扫描|掃描|lint|\bci\b|钩子|鉤子|hooks?|断言|斷言|单测|單測`,
  failing: String.raw`失败的|失敗的|未通过|未通過|所有|全部|安全|以便通过|以便通過|让.{0,6}通过|讓.{0,6}通過|使.{0,6}通过`,
  sabotageExtra: [
    String.raw`(?:无论|無論|不管|不论|不論)(?:结果|結果)?(?:如何|怎样|怎樣)?[^。]{0,20}?(?:报告|報告|回复|回覆|声称|聲稱|说|說|标记|標記)[^。]{0,12}?(?:成功|通过|通過|完成)`,
    String.raw`(?:报告|報告|声称|聲稱)[^。]{0,12}(?:成功|通过|通過)[^。]{0,8}(?:无论|無論|不管|即使)`,
    String.raw`(?:伪造|偽造|编造|編造|捏造|篡改)(?:测试|測試|基准|基準)?(?:结果|結果|数据|數據|日志|日誌|输出|輸出)`,
  ],
  ask: String.raw`询问|詢問|索要|要求|请求|請求|让.{0,6}(?:输入|提供|告诉|粘贴)|讓.{0,6}(?:輸入|提供|告訴|貼上)|收集|弹出|彈出`,
  secret: String.raw`助记词|助記詞|种子短语|種子短語|恢复短语|恢復短語|私钥|私鑰|验证码|驗證碼|2fa|otp|双重验证|雙重驗證|cvv|信用卡号|信用卡號|银行卡号|銀行卡號|(?:登录|登入|登錄|账户|帳戶|账号|帳號|系统|系統|电脑|電腦|开机|開機|mac|macos|windows|sudo|管理员|管理員|钱包|錢包|邮箱|郵箱|银行|銀行)(?:的)?(?:密码|密碼)|${ZH_U}的(?:密码|密碼)`,
  secretUnless: String.raw`数据库|資料庫|數據庫|服务器|伺服器|smtp|wifi|api`,
  del: String.raw`删除|刪除|删掉|刪掉|清空|清除|抹掉|擦除|格式化|销毁|銷毀|rm -rf|drop|移除`,
  target: String.raw`主目录|主目錄|家目录|家目錄|home ?目录|home ?目錄|用户目录|用戶目錄|(?:~|\$home)\/?(?=\s|$|[，。,])|所有文件|全部文件|所有檔案|全部檔案|整个(?:磁盘|硬盘|数据库|仓库|系统)|整個(?:磁碟|硬碟|資料庫|數據庫|倉庫|系統)|(?:所有|全部)(?:的)?(?:数据库|資料庫|數據庫|数据|數據|表|备份|備份|快照)|备份|備份|快照|生产数据库|生產資料庫|git ?历史|git ?歷史`,
  // Old or expired copies, and "only delete …", scope the deletion; "after deleting" tells what happened.
  delUnless: String.raw`临时|臨時|缓存|快取|緩存|build|dist|tmp|旧|舊|过期|過期|测试|測試|日志|日誌|node_modules|你创建|你建立|(?:只|仅|僅)(?:删除|刪除|删|刪|清理)|(?:删除|刪除)(?:之后|以后|之後|以後|后|後)`,
});

const JA_U = String.raw`(?:ユーザー|ユーザ|利用者)`;
const JA_TELL = String.raw`(?:知らせ|伝え|告げ|通知|報告|言わ|話さ|教え|明かさ|開示|連絡|言及)`;
const JA_NEG = String.raw`ないで|しない|ません|禁止|ないこと|ないように|てはいけ|てはなら|べからず|ダメ|だめ`;
const JA = compile({
  lang: "ja",
  reach: 48,
  neg: String.raw`決して|絶対に`,
  negAfter: String.raw`^[^。]{0,14}?(?:${JA_NEG})`,
  user: JA_U,
  from: String.raw`(?!)`,
  fromAfter: String.raw`^\s*(?:から|より)`,
  hide: [
    String.raw`${JA_U}(?:に|へ|には|へは|にも)[^。、]{0,12}?${JA_TELL}(?:せ|し|する|さ)?(?:ず|ないで|ないこと|ないよう|ることなく|ことなく|る必要は(?:ありません|ない)|なくてよい|なくていい)`,
    String.raw`${JA_U}(?:に|が)(?:気づ|気付|悟ら|バレ)(?:かれ)?(?:ない|ず)|${JA_U}に知られ(?:ない|ず)|${JA_U}が知らない(?:うちに|間に|まま)`,
    String.raw`(?:この|これらの)(?:こと|手順|指示|ステップ|処理|操作|スキル|ルール|内容)(?:について|に関して)?(?:は|を)?(?:一切|決して)?(?:言及|口外|説明|報告)(?:し|せ)?(?:ないで|ず|ない|禁止)`,
  ],
  secretly: String.raw`こっそり|密かに|ひそかに|内緒で|秘密裏に|黙って|隠れて|痕跡を残さず`,
  hideUnless: String.raw`限り|場合を除|聞かれ(?:た場合|たら)|尋ねられ(?:た場合|たら)|実装の詳細|内部の詳細|技術的な詳細`,
  send: String.raw`送信|送っ|送る|送り|送ら|アップロード|転送|投稿|ポスト|\bpost\b|共有|貼り付け|流出|エクスポート|提出|送付`,
  priv: String.raw`会話|チャット履歴|チャットログ|会話履歴|会話ログ|トランスクリプト|認証情報|資格情報|クレデンシャル|パスワード|秘密鍵|api ?キー|アクセスキー|トークン|token|環境変数|\.env|ssh|id_rsa|シークレット|クッキー|cookie|すべてのファイル|全ファイル|ニーモニック|シードフレーズ`,
  third: String.raw`webhook|外部(?:の)?サーバ|第三者|リモートサーバ|以下のアドレス|次のアドレス|指定のアドレス`,
  auth: String.raw`ヘッダー|ヘッダ|header|authorization|bearer|認証(?:に|のため|用)`,
  preauth: [
    String.raw`${JA_U}(?:は|が|から)?(?:すでに|既に|もう|事前に|あらかじめ)[^。]{0,15}?(?:承認|許可|同意|了承|承諾)(?:済み|して|した|を得)`,
    String.raw`(?:確認|許可|承認|同意)(?:を)?(?:求め|取ら|得|とら|もらわ|取り|せ)?(?:る必要は(?:ありません|ない)|ずに|ないで|なしで|は不要|不要)`,
    String.raw`${JA_U}(?:に)?(?:聞か|尋ね|確認せ|問い合わせ|伺わ)(?:ずに|ず|ないで|る必要は(?:ありません|ない))`,
  ],
  preauthUnless: String.raw`もし|場合|たら`,
  clarify: String.raw`どの|どれ|何を|どう|かどうか`,
  fake: [
    String.raw`^\W*[\[【(（]\s*(?:システム|system|管理者|運営|セキュリティチーム)[^\]】)）]{0,8}[\]】)）]`,
    String.raw`^\W*(?:システム|管理者|運営|公式)(?:通知|メッセージ|指示|警告)\s*[:：]`,
    String.raw`(?:システム|管理者|運営|セキュリティチーム|anthropic|openai|公式)(?:から|より)の(?:通知|メッセージ|指示|命令|お知らせ|指令)`,
    String.raw`(?:${JA_U}|システム|他|ほか|すべて)の?(?:指示|要求|リクエスト|プロンプト|命令|ルール)(?:より|よりも)(?:も)?優先`,
    String.raw`システム(?:プロンプト|指示)と同等(?:の)?(?:権限|優先|効力)`,
  ],
  overrideVerb: String.raw`無視|忘れ|破棄|上書き|回避`,
  overrideObj: String.raw`(?:以前|前|これまで|先|他|ほか|すべて|全て|システム|既存|元|安全|セキュリティ)(?:の)?(?:すべての|全ての)?(?:指示|命令|ルール|規則|ガイドライン|制約|プロンプト|制限)|システムプロンプト`,
  overrideExtra: [String.raw`${JA_U}の(?:指示|要求|リクエスト|依頼)と(?:矛盾|衝突|競合|食い違)[^。]{0,10}(?:も|でも)`],
  fetch: String.raw`取得|ダウンロード|読み込|読ん|開い|開き|アクセス|フェッチ|fetch|取り込|参照`,
  obeyStrong: String.raw`実行|絶対に従|必ず従|無条件に|遵守`,
  obeyWeak: String.raw`従|適用|守っ|守る`,
  instr: String.raw`指示|命令|ルール|規則|指令|タスク|コマンド|手順|プロンプト`,
  recur: String.raw`毎回|セッション(?:の)?(?:開始|最初)|起動時|常に|すべて|全て|あらゆる|会話の(?:開始|最初)`,
  write: String.raw`追加|追記|書き込|書き加え|保存|記録|変更|更新|修正|挿入|記憶`,
  agent: String.raw`メモリ|記憶|システムプロンプト|あなたの(?:ルール|設定|権限|指示)|エージェントの(?:設定|権限|ルール)|claude\.md|agents\.md|settings\.json`,
  persist: String.raw`永続|永久|恒久|常に|今後|これから|以降|すべての(?:セッション|会話)|毎回|次回以降|ずっと`,
  defeat: String.raw`無効化|無効に|スキップ|飛ば|削除|コメントアウト|外し|外す|オフに|回避|止め`,
  checks: String.raw`テスト|チェック|検査|検証|スキャン|lint|リンター|\bci\b|フック|hooks?|アサーション`,
  failing: String.raw`失敗(?:する|している|した)|落ちる|落ちている|すべて|全て|全部|セキュリティ|通る(?:ように|まで)|パスする(?:ように)`,
  sabotageExtra: [
    String.raw`(?:結果に(?:かかわらず|関わらず|関係なく)|何があっても|いずれにせよ|どんな結果でも)[^。]{0,25}?(?:成功|合格|パス|完了)`,
    String.raw`(?:成功|合格|パス|完了)(?:した|している)と(?:報告|回答|返答|言)[^。]{0,10}(?:かかわらず|関わらず|関係なく)`,
    String.raw`(?:結果|データ|ログ|出力|ベンチマーク)(?:を)?(?:捏造|偽造|改ざん|でっち上げ)`,
  ],
  ask: String.raw`尋ね|聞い|聞く|聞き|求め|要求|入力(?:させ|を求め|してもら)|教えてもら|提供(?:させ|を求め|してもら)|収集|ダイアログ`,
  secret: String.raw`シードフレーズ|リカバリーフレーズ|復元フレーズ|ニーモニック|秘密鍵|プライベートキー|2fa|otp|認証コード|確認コード|ワンタイムパスワード|セキュリティコード|cvv|クレジットカード番号|(?:ログイン|アカウント|システム|mac|macos|windows|sudo|管理者|ウォレット|銀行|メール|pc|パソコン|本人)(?:の)?パスワード|${JA_U}の(?:パスワード)`,
  secretUnless: String.raw`データベース|db|サーバ|smtp|wi-?fi|api`,
  del: String.raw`削除|消去|消し|消す|ワイプ|初期化|フォーマット|wipe|rm -rf|drop|一掃`,
  target: String.raw`ホーム(?:ディレクトリ|フォルダ)|(?:~|\$home)\/?(?=\s|$|[をの、。])|すべてのファイル|全ファイル|全てのファイル|ディスク全体|データベース全体|すべてのデータベース|全データベース|すべてのデータ|全データ|すべてのテーブル|バックアップ|スナップショット|本番(?:データベース|環境|db)|git ?履歴`,
  delUnless: String.raw`一時|テンポラリ|キャッシュ|build|dist|tmp|古い|テスト用|ログ|node_modules|作成した`,
});

const KO_U = String.raw`(?:사용자|유저|이용자)`;
const KO_NEG = String.raw`지\s*(?:마|말)|(?:해서는|하면|하여서는)\s*안|금지|지\s*않(?:도록|는다|습니다|아야|으며)|없도록`;
const KO = compile({
  lang: "ko",
  reach: 48,
  neg: String.raw`절대|결코`,
  negAfter: String.raw`^[^.]{0,14}?(?:${KO_NEG})`,
  user: KO_U,
  from: String.raw`(?!)`,
  fromAfter: String.raw`^\s*(?:에서|로부터|으로부터)`,
  hide: [
    String.raw`${KO_U}(?:에게|한테|께)?(?:는|도)?\s*[^.,]{0,12}?(?:알리|알려|말하|말해|말씀하|통보하|보고하|언급하|공개하|밝히|전하)(?:지\s*(?:말|않|마)|지않)`,
    String.raw`${KO_U}(?:가|이)?\s*(?:모르게|눈치\s*채지\s*못하게|알아채지\s*못하게|알지\s*못하게)`,
    String.raw`(?:이것|이\s*(?:단계|지시|내용|작업|스킬|파일|규칙))(?:에\s*대해서?|을|를|은|는)?\s*(?:절대\s*)?(?:언급하|말하|공개하|보고하)지\s*(?:마|말|않)`,
    // "알리거나 확인을 요청하지 마세요": the negation closes a list of verbs that begins with telling the user
    String.raw`${KO_U}(?:에게|한테|께)?(?:는|도)?\s*[^.,]{0,12}?(?:알리|알려\s*주|말하|통보하|보고하|언급하)거나\s*[^.]{0,24}?지\s*(?:마|말|않)`,
    // "응답에는 이 절차에 대한 언급을 포함하지 마세요": no mention of it in the reply
    String.raw`(?:응답|답변|대답|요약|보고|출력)(?:에는|에|에서|의)?\s*[^.]{0,24}?(?:언급|이야기|설명)(?:을|를|은|는)?\s*(?:포함하|넣|남기)지\s*(?:마|말|않)`,
  ],
  secretly: String.raw`몰래|은밀하게|은밀히|비밀리에|흔적\s*없이|흔적을\s*남기지`,
  hideUnless: String.raw`않는\s*한|묻는\s*경우|물어보(?:면|는\s*경우)|구현\s*세부|내부\s*세부|기술적\s*세부`,
  send: String.raw`보내|전송|업로드|전달|게시|포스트|\bpost\b|공유|붙여\s*넣|유출|내보내|제출`,
  priv: String.raw`대화|채팅\s*기록|대화\s*기록|대화\s*내역|자격\s*증명|인증\s*정보|비밀번호|패스워드|개인\s*키|비공개\s*키|비밀\s*키|api\s*키|액세스\s*키|토큰|token|환경\s*변수|\.env|ssh|id_rsa|시크릿|쿠키|cookie|모든\s*파일|전체\s*파일|니모닉|시드\s*구문`,
  third: String.raw`webhook|웹훅|외부\s*서버|제3자|원격\s*서버|다음\s*주소|아래\s*주소`,
  auth: String.raw`헤더|header|authorization|bearer|인증(?:에|용|을\s*위해)`,
  preauth: [
    String.raw`${KO_U}(?:가|는|께서)?\s*(?:이미|사전에|미리)\s*[^.]{0,15}?(?:승인|허락|동의|허가|허용)(?:했|하였|함|됨|되었|한\s*상태|을\s*받)`,
    String.raw`(?:확인|허락|승인|허가|동의)(?:을|를)?\s*(?:요청|구|받|묻|물어보|기다리)?(?:하|을|지|할)?\s*(?:필요\s*(?:가|는)?\s*없|지\s*(?:마|말)|지\s*않고|없이)`,
    String.raw`${KO_U}(?:에게)?\s*(?:묻|물어보|확인하|여쭈)지\s*(?:말|않|마)`,
  ],
  preauthUnless: String.raw`만약|경우|후에`,
  clarify: String.raw`어느|어떤|무엇|어떻게|여부`,
  fake: [
    String.raw`^\W*[\[【(]\s*(?:시스템|system|관리자|운영자|보안\s*팀)[^\]】)]{0,8}[\]】)]`,
    String.raw`^\W*(?:시스템|관리자|운영자|보안\s*팀)\s*(?:공지|알림|지시|경고)\s*:`,
    String.raw`(?:시스템|관리자|운영자|보안\s*팀|anthropic|openai)(?:으로부터|로부터|에서\s*(?:보낸|온))\s*(?:의\s*)?(?:공지|메시지|지시|명령|알림)`,
    String.raw`(?:${KO_U}|시스템|다른|모든)(?:의)?\s*(?:지시|요청|명령|프롬프트|지침|규칙)(?:보다\s*(?:우선|앞서|높은)|에\s*우선)`,
    String.raw`시스템\s*(?:프롬프트|지시)와\s*(?:동일한|같은|동등한)\s*(?:권한|우선\s*순위|효력)`,
  ],
  overrideVerb: String.raw`무시|잊어|잊고|잊으|어기|우회`,
  overrideObj: String.raw`(?:이전|앞선|기존|다른|모든|시스템|안전|보안|원래)(?:의)?\s*(?:모든\s*)?(?:지시|지침|명령|규칙|가이드라인|프롬프트|제약|제한)|시스템\s*프롬프트`,
  overrideExtra: [String.raw`${KO_U}(?:의)?\s*(?:요청|지시|명령)과\s*(?:충돌|상충|모순)(?:하더라도|해도|하는\s*경우에도)`],
  fetch: String.raw`가져오|가져와|다운로드|읽어|읽고|읽은|불러|로드|접속|fetch|열어|조회`,
  obeyStrong: String.raw`실행|수행|복종|무조건\s*따르|반드시\s*따르`,
  obeyWeak: String.raw`따르|따라|준수|적용`,
  instr: String.raw`지시|지침|명령|규칙|작업|프롬프트|정책`,
  recur: String.raw`매번|세션\s*(?:시작|처음)|시작\s*시|항상|모든|매\s*세션|대화\s*시작`,
  write: String.raw`추가|작성|기록|저장|수정|변경|덧붙|삽입|업데이트|기억`,
  agent: String.raw`메모리|기억|시스템\s*프롬프트|(?:너의|당신의|에이전트의?)\s*(?:규칙|설정|권한|지시)|claude\.md|agents\.md|settings\.json`,
  persist: String.raw`앞으로|항상|영구|모든\s*(?:세션|대화)|향후|이후\s*모든|매번`,
  defeat: String.raw`비활성화|건너뛰|스킵|skip|삭제|주석\s*처리|꺼|우회|제거`,
  checks: String.raw`테스트|검사|체크|스캔|린트|lint|\bci\b|훅|검증|어설션`,
  failing: String.raw`실패|모든|전부|보안|통과하도록|통과하게|통과되도록`,
  sabotageExtra: [
    String.raw`(?:결과와\s*(?:관계|상관)\s*없이|결과에\s*상관없이|어떤\s*결과든|무조건)[^.]{0,25}?(?:성공|통과|완료)`,
    String.raw`(?:결과|데이터|로그|출력|벤치마크)(?:를|을)?\s*(?:조작|위조|날조|꾸며)`,
  ],
  ask: String.raw`요청|물어|묻|입력하(?:도록|라고|게)|알려\s*달라|달라고|요구|수집|입력\s*받`,
  secret: String.raw`시드\s*(?:구문|문구)|복구\s*(?:구문|문구)|니모닉|개인\s*키|비공개\s*키|2fa|otp|인증\s*코드|보안\s*코드|cvv|카드\s*번호|(?:로그인|계정|시스템|맥|macos|윈도우|컴퓨터|관리자|sudo|지갑|은행|이메일)\s*(?:의\s*)?(?:비밀번호|암호|패스워드)|${KO_U}의\s*(?:비밀번호|암호|패스워드)`,
  secretUnless: String.raw`데이터베이스|db|서버|smtp|와이파이|wifi|api`,
  del: String.raw`삭제|지우|지워|제거|초기화|포맷|wipe|rm\s+-rf|drop|파기|날려`,
  target: String.raw`홈\s*(?:디렉터리|디렉토리|폴더)|(?:~|\$home)\/?(?=\s|$|[를을의,.])|모든\s*파일|전체\s*파일|디스크\s*전체|전체\s*디스크|데이터베이스\s*전체|전체\s*데이터베이스|모든\s*(?:데이터베이스|데이터|테이블|백업|스냅샷)|백업|스냅샷|(?:운영|프로덕션)\s*(?:데이터베이스|db)|git\s*(?:기록|히스토리)`,
  delUnless: String.raw`임시|캐시|빌드|build|dist|tmp|오래된|테스트용|로그|node_modules|생성한|만든`,
});

// Function words that tell the Latin-script languages apart, to name the language of a hit.
const LATIN_MARKERS: [Lexicon, RegExp][] = [
  [ES, /\b(?:el|los|las|del|que|para|por|con|una|sin|usuario|es|esta|su|tus|nunca|al|lo)\b/g],
  [PT, /\b(?:o|os|as|do|da|dos|das|que|para|com|uma|sem|nao|voce|seu|sua|ao|nunca|em|usuario|utilizador)\b/g],
  [FR, /\b(?:le|les|des|du|la|que|pour|avec|une|sans|pas|vous|est|utilisateur|ne|et|au|l|d)\b/g],
  [DE, /\b(?:der|die|das|den|dem|und|nicht|ohne|mit|ist|ein|eine|zu|nutzer|benutzer|sie|du|auf|dich)\b/g],
  [IT, /\b(?:il|lo|gli|della|che|per|con|una|senza|non|utente|di|del|alla|sono|l)\b/g],
];

function latinByLikelihood(s: string): Lexicon[] {
  const scored = LATIN_MARKERS.map(([L, re]) => ({ L, n: s.match(re)?.length ?? 0 }));
  return scored.sort((a, b) => b.n - a.n).map((x) => x.L);
}

/** Intents of one sentence written in a language other than English (empty for English or none). */
export function foreignIntents(sentence: string): ForeignHit[] {
  const text = sentence.length > MAX_SENTENCE ? sentence.slice(0, MAX_SENTENCE) : sentence;
  if (!mayBeForeign(text)) return [];
  const original = text.normalize("NFKC");
  const s = normalize(text);
  // Destinations are cut from the original by position; a rare case change of length loses only their case.
  const source = original.length === s.length ? original : s;
  const langs = CYRILLIC.test(s) ? [RU] : HANGUL.test(s) ? [KO] : KANA.test(s) ? [JA] : CJK_SCRIPT.test(s) ? [ZH] : latinByLikelihood(s);
  const hits: ForeignHit[] = [];
  for (const L of langs) {
    for (const h of intentsIn(L, s, source)) if (!hits.some((x) => x.intent === h.intent)) hits.push(h);
  }
  return hits;
}

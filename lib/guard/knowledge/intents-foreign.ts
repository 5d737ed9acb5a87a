// The intents of intents.ts, for skills written in Spanish, Portuguese, French, German, Italian, Dutch,
// Indonesian/Malay, Turkish, Polish, Vietnamese, Russian, Chinese, Japanese, Korean, Arabic and Hindi. An attack translated out of English keeps its shape: a verb
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
// Latin-script text is matched without accents ("envía" = "envia", "kullanıcı" = "kullanici", "użytkownik" =
// "uzytkownik"), so accented and unaccented writing match one pattern; CJK has no spaces, so its classes are
// substrings and "near" counts characters.
import type { Intent } from "../facts/types";

export type ForeignHit = { intent: Intent; dest: string | null; lang: string };

/** Sentences longer than this are cut (an instruction is never longer). */
const MAX_SENTENCE = 1200;

// Letters of the scripts read here; English prose with curly quotes or dashes does not pass.
const FOREIGN_LETTER = /[\u00c0-\u024f\u1e00-\u1eff\u0400-\u04ff\u0600-\u06ff\u0750-\u077f\u0900-\u097f\ufb50-\ufdff\ufe70-\ufefc\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af\uff21-\uff5a\uff66-\uff9f]/;
// Function words of the Latin-script languages, for text written without accents ("sin avisar al usuario").
const FOREIGN_WORD = /\b(?:el|la|lo|los|las|del|al|que|para|por|con|una|sin|su|sus|tu|tus|todos?|todas?|este|esta|usuario|usuarios|nunca|nao|sem|uma|os|ao|isso|voce|le|les|des|du|ce|ces|et|est|sur|pour|avec|sans|pas|vous|utilisateur|der|die|das|den|dem|und|nicht|ohne|ist|eine?|alle|zu|im|auf|dein|deine|nutzer|benutzer|il|gli|della|delle|dei|nel|che|senza|non|utente|di|questo|tutti|tutte|sende|schicke|lade|losche|loesche|ignoriere|vergiss|anweisungen|umgebungsvariablen|passwort|envia|envie|enviar|borra|elimina|instrucciones|contrasena|invia|inviare|ignora|istruzioni|cancella|envoie|envoyer|supprime|supprimer|oublie|het|een|niet|zonder|geen|nooit|naar|deze|wordt|moet|gebruiker|gebruikers|stuur|verwijder|negeer|instructies|toestemming|bevestiging|wachtwoord|yang|untuk|dengan|tidak|jangan|tanpa|pengguna|sudah|telah|bahwa|harus|semua|dari|lalu|ikuti|akan|atau|agar|jika|kepada|setiap|kirim|hapus|abaikan|instruksi|instruksinya|konfirmasi|bir|bu|icin|ile|olarak|degil|kullanici|kullaniciya|asla|gonder|talimatlari|nie|sie|jest|oraz|przez|tylko|dla|bez|nigdy|aby|zeby|lub|czy|uzytkownik|uzytkownika|uzytkownikowi|usun|wyslij|instrukcje|khong|nguoi|cua|nhung|duoc)\b/i;

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
const ENGLISH_TOO = /^(?:die|non|con|al|lo|la|le|os|il|di|est|sin|tu|su|des|den|im|zu|et|ce|du|sur|pas|eine?|is|jest|bu|bir|dla)$/i;

const CJK_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
const CYRILLIC = /[\u0400-\u04ff]/;
const HANGUL = /[\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f]/;
const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Lower case, full-width folded (NFKC), Latin accents dropped (ı as i, ł as l; Vietnamese đ kept), ё as е,
 * Arabic letter variants folded; same length as NFKC(original) unless a Turkish İ, Arabic vowel marks or a
 * Devanagari nukta had to be dropped.
 */
function normalize(s: string): string {
  let t = s.normalize("NFKC").toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").replace(/ё/g, "е");
  if (/[\u00c0-\u024f\u1e00-\u1eff]/.test(t)) {
    t = t.replace(/ı/g, "i").replace(/ł/g, "l").replace(/\u0307/g, "").replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (c) => c.normalize("NFD").charAt(0));
  }
  if (ARABIC.test(t)) t = t.replace(/[\u064b-\u065f\u0670\u0640]/g, "").replace(/[أإآٱ]/g, "ا").replace(/ى/g, "ي").replace(/ة/g, "ه");
  if (DEVANAGARI.test(t)) t = t.replace(/\u093c/g, "").replace(/\u0901/g, "\u0902");
  return t;
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

const CLAUSE_END = /[;!?。！？；,，\n،؛؟।]/;

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
const HOST_RE = /(?<![\w@./~-])(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|ai|app|co|invalid|sh|xyz|ru|cn|tk|ml|top|site|online|info|biz|cc|me|de|fr|es|it|br|pt|jp|kr|eu|nl|pl|tr|vn|example)(?![\w-])(?:\/[\x21-\x7e]*)?/g;
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
    // "führe die Abweichung nicht in der Ausnahmeliste oder der Zusammenfassung auf": an anomaly kept out of the report
    String.raw`\b(?:abweichung\w*|diskrepanz\w*|unstimmigkeit\w*)\s+(?:\S+\s+){0,2}?(?:nicht|nie|niemals)\s+in\s+(?:\S+\s+){0,5}?(?:zusammenfassung\w*|bericht\w*|ausnahmeliste\w*|ausgabe|antwort\w*|protokoll\w*)`,
  ],
  secretly: String.raw`\b(?:heimlich|insgeheim|im geheimen|verdeckt|unbemerkt|ohne spuren|spurlos|stillschweigend|kommentarlos)\b`,
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

// The Latin-script languages below were added later; "from" also names their own source words.
const NL_FROM = String.raw`(?:${LATIN_FROM})|\b(?:van|vanaf|uit)\s+(?:de\s+|het\s+)?(?:url\s+|adres\s+|pagina\s+|site\s+)?$`;
const NL_U = String.raw`\b(?:eind)?gebruiker\w*`;
const NL_TELL = String.raw`(?:informeer\w*|informeren|vertel\w*|zeg\w*|meld\w*|waarschuw\w*|inlicht\w*|noem\w*|vermeld\w*|toon\w*|laat\s+(?:\S+\s+){0,2}?weten|op de hoogte)`;
const NL = compile({
  lang: "nl",
  reach: 60,
  neg: String.raw`\b(?:niet|nooit|geen|niets|niks|nimmer|vermijd\w*|verboden)\b`,
  user: NL_U,
  from: NL_FROM,
  hide: [
    String.raw`\bzonder\s+(?:(?:het|dit|dat|er\s+iets)\s+)?(?:de\s+|het\s+)?${NL_U}[^;!?]{0,40}?(?:te\s+)?(?:informeren|vertellen|melden|waarschuwen|inlichten|laten weten|zeggen|op de hoogte (?:te )?(?:stellen|brengen))`,
    String.raw`\bzonder\s+dat\s+(?:de\s+)?${NL_U}\s+(?:het\s+|dit\s+|er\s+(?:iets\s+)?(?:van\s+)?)?(?:merkt|weet|ziet|doorheeft|opmerkt|te weten komt)`,
    String.raw`\b(?:zonder\s+(?:(?:het\s+)?medeweten|kennisgeving)\s+van|achter de rug van|buiten medeweten van)\s+(?:de\s+)?${NL_U}`,
    // "zonder het in je antwoord te noemen": kept out of what the user reads
    String.raw`\bzonder\s+(?:het|dit|dat|deze stap|er iets over)\s+(?:aan\s+(?:de\s+)?${NL_U}\s+|in\s+(?:je|jouw|het|uw|de)\s+(?:antwoord|samenvatting|rapport|verslag|bericht|uitvoer|chat|ticket|pr|pull request)\s+)?te\s+(?:noemen|vermelden|melden|vertellen|zeggen|tonen)`,
    String.raw`\b${NL_TELL}\s+(?:(?:het|dit|dat|er|hier|deze stap)\s+){0,2}(?:(?:aan|tegen)\s+)?(?:de\s+)?${NL_U}\s+(?:\S+\s+)?(?:niet|niets|nooit)\b`,
    String.raw`\b${NL_TELL}\s+(?:(?:hier|er|dit|dat|het)\s+)?(?:niets|niks|niet|nooit)\s+(?:\S+\s+){0,2}?(?:aan|tegen)\s+(?:de\s+)?${NL_U}`,
    String.raw`\b(?:niet|nooit)\s+(?:tonen|laten zien|melden|vermelden|noemen|vertellen)\s+(?:aan|tegen)\s+(?:de\s+)?${NL_U}`,
    String.raw`\blaat\s+(?:de\s+)?${NL_U}\s+(?:\S+\s+)?(?:niet|nooit|niets)\s+(?:\S+\s+)?(?:weten|merken|zien)`,
    String.raw`${NL_U}\s+(?:mag|moet|hoeft|zal|mogen)\s+(?:hier\s+|er\s+|dit\s+|het\s+)?(?:niets|niet|nooit)\s+(?:van\s+)?(?:\S+\s+)?(?:weten|merken|zien|horen|te weten komen)`,
  ],
  secretly: String.raw`\b(?:in het geheim|stiekem|heimelijk|ongemerkt|onopgemerkt|stilletjes|in stilte|stil\s+(?:uit|op de achtergrond)|zonder sporen (?:achter te laten|na te laten))\b`,
  hideUnless: String.raw`\b(?:tenzij|behalve als|behalve wanneer|als (?:de )?gebruiker (?:er )?(?:om )?vraagt|interne details|technische details|implementatiedetails)`,
  send: String.raw`\b(?:stuur\w*|verstuur\w*|doorsturen|zend\w*|verzend\w*|verzonden|gestuurd|upload\w*|laad\w* (?:\S+\s+){0,4}?op|post(?:en)?|publiceer\w*|deel|delen|lek\w*|exfiltreer\w*|plak\w*|exporteer\w*|kopieer\w*|draag\w* (?:\S+\s+){0,4}?over)\b`,
  priv: String.raw`\b(?:(?:chat|gespreks|conversatie)-?(?:geschiedenis|historie|log\w*|verloop)|gesprek(?:ken)?|conversatie\w*|transcript\w*|omgevingsvariabele\w*|inloggegevens|aanmeldgegevens|credentials?|wachtwoord\w*|(?:api|ssh|prive|geheime|toegangs)-?\s?sleutel\w*|api[ _-]?keys?|tokens?|geheimen|secrets?|cookies?|alle bestanden|bestanden van de gebruiker)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook|externe? (?:server|endpoint|adres|dienst)\w*|server van derden|derden|derde partij\w*|remote server|onderstaand adres|volgend adres)\b`,
  auth: String.raw`\b(?:header|authorization|bearer|authenticat\w*|authenticeer\w*)\b`,
  preauth: [
    String.raw`${NL_U}\s+(?:heeft|hebben|had)\s+(?:\S+\s+){0,3}?(?:al|reeds|vooraf|bij voorbaat|eerder)\s+(?:\S+\s+){0,3}?(?:goedgekeurd|toestemming gegeven|akkoord gegeven|ingestemd|geautoriseerd|bevestigd|toegestaan)`,
    String.raw`\b(?:vooraf|bij voorbaat|op voorhand)\s+(?:goedgekeurd|geautoriseerd|toegestaan)\b|\bvoorgoedgekeurd`,
    String.raw`\b(?:vraag|vragen|wacht|wachten)\s+(?:(?:de\s+)?${NL_U}\s+)?(?:niet|nooit|geen)\s+(?:\S+\s+){0,2}?(?:om|op)\s+(?:\S+\s+)?(?:bevestiging|toestemming|goedkeuring|akkoord|instemming)`,
    String.raw`\bzonder\s+(?:(?:de\s+)?${NL_U}\s+)?(?:eerst\s+)?(?:om\s+)?(?:bevestiging|toestemming|goedkeuring|akkoord)\s+(?:te\s+)?(?:vragen|verzoeken|krijgen|af te wachten|wachten)`,
    String.raw`\bzonder\s+(?:de\s+)?${NL_U}\s+(?:eerst\s+)?(?:te\s+)?(?:vragen|raadplegen|consulteren)`,
    String.raw`\b(?:hoeft|hoef|hoeven)\s+(?:(?:je|jij|u)\s+)?(?:(?:de\s+)?${NL_U}\s+)?(?:niet|nooit|geen)\s+(?:\S+\s+){0,3}?(?:te\s+)?(?:vragen|bevestigen|bevestiging|toestemming|goedkeuring)`,
    String.raw`\b(?:geen|niet)\s+(?:\S+\s+)?(?:bevestiging|toestemming|goedkeuring)\s+(?:nodig|vereist|vragen)`,
    String.raw`\b(?:vraag|raadpleeg)\s+(?:de\s+)?${NL_U}\s+niet\b`,
  ],
  preauthUnless: String.raw`\b(?:als|wanneer|indien|zodra|nadat|voordat|alvorens)\b`,
  clarify: String.raw`\b(?:welke?|wat|hoe|of|waar|naar)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:systeem|system|admin\w*|beheerder|operator)\s*\]`,
    String.raw`^\W*(?:systeem|(?:applicatie|systeem)?beheerders?|admin|beveiligings(?:team)?|platform)-?\s?(?:melding|bericht|mededeling|instructie|waarschuwing|notificatie)\b`,
    String.raw`^\W*(?:melding|bericht|mededeling|instructie|waarschuwing)\s+(?:\S+\s+){0,2}?van\s+(?:de\s+)?(?:applicatie|systeem)?(?:beheerder|operator|beveiligingsteam|anthropic|openai)\b`,
    String.raw`\b(?:heeft|hebben|met)\s+(?:de\s+)?(?:hoogste\s+|absolute\s+)?(?:prioriteit|voorrang)\s+(?:boven|op|over)\s+(?:\S+\s+){0,2}?(?:instructies|verzoeken|opdrachten|regels|prompt|${NL_U}|systeem\w*)`,
    String.raw`\b(?:gaat|gaan)\s+(?:altijd\s+)?voor\s+op\s+(?:\S+\s+){0,2}?(?:instructies|verzoeken|opdrachten|regels|wensen|${NL_U})`,
    String.raw`\b(?:vervang\w*|overschrijf\w*)\s+(?:ook\s+)?(?:alle\s+)?(?:de\s+)?(?:verzoeken|instructies|wensen|vragen|opdrachten)\s+van\s+(?:de\s+)?${NL_U}`,
    String.raw`\b(?:dezelfde|gelijke)\s+(?:autoriteit|prioriteit|status)\s+als\s+(?:je\s+|de\s+)?systeem(?:instructies|prompt)`,
  ],
  overrideVerb: String.raw`\b(?:negeer\w*|vergeet|vergeten|omzeil\w*|overtreed|schend|gooi\w* (?:\S+\s+){0,4}?overboord|laat\s+(?:\S+\s+){0,3}?varen)\b`,
  overrideObj: String.raw`\b(?:(?:alle|je|jouw|uw|de)\s+)?(?:eerdere|vorige|voorgaande|oorspronkelijke|bestaande|andere|systeem|veiligheids|beveiligings)-?\s*(?:instructies|regels|richtlijnen|beperkingen|voorschriften|prompts?|aanwijzingen|opdrachten)|\b(?:je|jouw|uw)\s+(?:instructies|regels|richtlijnen|beperkingen)|systeemprompt|system prompt|alles (?:wat )?(?:hiervoor|eerder) (?:is )?gezegd`,
  overrideExtra: [
    String.raw`\b(?:ook|zelfs)\s+(?:als|wanneer)\s+[^;!?]{0,40}?(?:tegenstrijdig|in strijd|conflicteert|botst|ingaat tegen)[^;!?]{0,30}?(?:${NL_U}|verzoek)`,
    String.raw`\bboven\s+(?:de\s+)?(?:wensen|verzoeken|instructies)\s+van\s+(?:de\s+)?${NL_U}`,
  ],
  fetch: String.raw`\b(?:download\w*|haal\w*|ophalen|opgehaald|lees|lezen|laad|laden|open|openen|bezoek\w*|raadpleeg\w*|fetch\w*|bekijk\w*)\b`,
  obeyStrong: String.raw`\b(?:gehoorza\w*|voer\w* (?:\S+\s+){0,3}?uit|uitvoeren|doe\w* (?:alles )?wat (?:er|het|die|daar) (?:staat|zegt|vraagt)|(?:volg\w*|opvolgen)\s+(?:\S+\s+){0,5}?(?:letterlijk|exact|precies|nauwkeurig|zonder vragen)|(?:behandel|beschouw)\w*\s+(?:\S+\s+){0,3}?als\s+(?:je|jouw|de)?\s*(?:eigen\s+)?(?:instructies|opdrachten))`,
  obeyWeak: String.raw`\b(?:volg\w*|opvolgen|pas\w* (?:\S+\s+){0,3}?toe|toepassen|houd\w* je aan|hanteer\w*|respecteer\w*)\b`,
  instr: String.raw`\b(?:instructie\w*|regels|richtlijnen|voorschriften|opdrachten|commando\w*|taken|aanwijzingen|prompt)\b`,
  recur: String.raw`\b(?:(?:elke|iedere)\s+(?:sessie|keer|gesprek|taak|dag|melding|ticket)|aan het begin van (?:elke|iedere|een|de)|altijd|steeds|alle)\b`,
  write: String.raw`\b(?:voeg\w* (?:\S+\s+){0,5}?toe|toevoegen|toegevoegd|schrijf\w*|opslaan|sla\w* (?:\S+\s+){0,5}?op|bewaar\w*|wijzig\w*|pas\w* (?:\S+\s+){0,5}?aan|aanpassen|bijwerk\w*|werk\w* (?:\S+\s+){0,5}?bij|update\w*|onthoud\w*|noteer\w*|zet\w* (?:\S+\s+){0,5}?in)\b`,
  agent: String.raw`\b(?:(?:je|jouw|uw)\s+(?:geheugen|memory|regels|instructies|rechten|machtigingen|instellingen|configuratie|systeemprompt)|geheugen(?:bestand)?|systeemprompt|system prompt|(?:rechten|instellingen|regels)\s+van\s+de\s+agent)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:altijd|permanent|blijvend|voortaan|vanaf nu|van nu af aan|in de toekomst|(?:alle|elke|iedere|toekomstige|volgende)\s+(?:toekomstige\s+)?(?:sessies|sessie|gesprekken|gesprek)|voor altijd|voorgoed)\b`,
  defeat: String.raw`\b(?:schakel\w* (?:\S+\s+){0,4}?uit|uitschakel\w*|deactiveer\w*|sla\w* (?:\S+\s+){0,4}?over|overslaan|verwijder\w*|commentarieer\w* (?:\S+\s+){0,4}?uit|omzeil\w*|zet\w* (?:\S+\s+){0,4}?uit|markeer\w* (?:\S+\s+){0,3}?als (?:skip|xfail))\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b(?:tests?|testen|controles?|checks?|verificatie\w*|validatie\w*|scans?|linters?|lint|ci|pipeline|hooks?|pre-commit|assertions?|virusscanner|antivirus)\b`,
  failing: String.raw`\b(?:falende?|mislukte?|mislukken|mislukt|kapotte?|rode|alle|beveiliging\w*|veiligheid\w*|zodat (?:de ci|ci|de pipeline|de tests|alles) (?:slaagt|slagen|groen))\b`,
  sabotageExtra: [
    String.raw`\b(?:meld\w*|rapporteer\w*|zeg|antwoord\w*|beweer\w*|schrijf\w*|vermeld\w*)\s+(?:dat\s+)?[^;!?]{0,30}?(?:geslaagd|gelukt|succesvol|groen|werkt|voltooid|afgerond|opgelost)\b[^;!?]{0,30}?\b(?:ongeacht|hoe dan ook|in elk geval|in ieder geval|toch|sowieso|wat er ook gebeurt)`,
    String.raw`(?:ongeacht (?:het|de) (?:resultaat|uitkomst)|wat er ook gebeurt|hoe dan ook)[^;!?]{0,40}?(?:meld|rapporteer|zeg|antwoord|beweer|schrijf|vermeld)\w*[^;!?]{0,30}?(?:geslaagd|gelukt|succesvol|groen|voltooid|afgerond|opgelost)`,
    String.raw`\b(?:verzin\w*|vervals\w*|fabriceer\w*|manipuleer\w*)\s+(?:\S+\s+){0,2}?(?:resultaten|gegevens|data|metingen|metrieken|benchmarks?|uitvoer|logs?|cijfers)`,
  ],
  ask: String.raw`\b(?:vraag\w*|verzoek\w*|eis\w*|verlang\w*|laat\s+(?:\S+\s+){0,3}?invoeren|toon\w* (?:\S+\s+){0,3}?(?:dialoog|venster|popup)|verzamel\w*)\b`,
  secret: String.raw`\b(?:seed-?phrase|seedzin|herstelzin|herstelwoorden|mnemonic\w*|prive-?sleutel|private key|(?:2fa|otp|verificatie|beveiligings|sms)-?code\w*|2fa|otp|cvv|kaartnummer|creditcardnummer|(?:zijn|haar|hun|je|jouw|uw)\s+wachtwoord\w*|(?:login|inlog|account|systeem|mac|macos|windows|computer|beheerders?|admin|root|sudo|wallet|bank|e-?mail)-?wachtwoord\w*|wachtwoord\s+van\s+(?:zijn|haar|je|uw|de gebruiker)\s*(?:account|computer|mac|bank|e-?mail)?)\b`,
  secretUnless: String.raw`\b(?:database\w*|db|server|smtp|wifi|wi-fi|api|staging|netwerk)\b`,
  del: String.raw`\b(?:verwijder\w*|wis|wissen|gewist|vernietig\w*|formatteer\w*|leeg|legen|maak\s+(?:\S+\s+){0,3}?leeg|opschonen|overschrijf\w*|wipe|rm -rf|drop)\b`,
  target: String.raw`\b(?:home-?(?:map|directory|folder)|thuismap|gebruikersmap|persoonlijke map)\b|(?:~|\$home)\/?(?=\s|$|[.,;])|\balle bestanden (?:van de ${NL_U}|op de (?:schijf|computer|harde schijf)|in de thuismap)|\bde (?:hele|volledige|gehele) (?:schijf|harde schijf|database|databank)|\b(?:hele|volledige) (?:schijf|database|bestandssysteem)|\balle (?:databases|tabellen|backups|back-ups|snapshots|reservekopieen)|\b(?:backups?|back-ups?|reservekopie\w*|snapshots?)\b|\bgit-?geschiedenis\b|\bproductiedatabase\b|\bproductie\b`,
  delUnless: String.raw`\b(?:tijdelijk\w*|tmp|temp|cache\w*|build\w*|dist|gecompileerd\w*|oud\w*|verouderd\w*|test\w*|gegenereerd\w*|node_modules|logs?|logbestand\w*|aangemaakt\w*)\b|\b(?:maak|maakt|maken|neem)\s+(?:eerst\s+)?(?:een\s+)?(?:back-?up|reservekopie)|\/tmp`,
});

const ID_FROM = String.raw`(?:${LATIN_FROM})|\b(?:dari|daripada)\s+(?:url\s+|alamat\s+|situs\s+|halaman\s+|laman\s+)?$`;
const ID_U = String.raw`\b(?:pengguna|pemakai|user)\w*`;
const ID_TELL = String.raw`(?:(?:mem)?beri(?:\s+)?tahu\w*|memberitahukan|(?:meng)?kabar\w*|(?:meng)?informasi\w*|informasikan|(?:me)?lapor\w*|(?:meny)?sampaikan|(?:men)?jelaskan|(?:meny)?sebut\w*|(?:meng)?ungkap\w*|(?:menun)?jukkan|tunjukkan|(?:menam)?pilkan|tampilkan|bilang|katakan|mengatakan|(?:mem)?peringatkan|(?:me)?maklumkan)`;
const ID = compile({
  lang: "id",
  reach: 60,
  neg: String.raw`\b(?:jangan|tidak|tak|bukan|belum|dilarang|hindari|usah)\b`,
  user: ID_U,
  from: ID_FROM,
  hide: [
    String.raw`\btanpa\s+(?:perlu\s+)?${ID_TELL}[^;!?]{0,30}?${ID_U}`,
    String.raw`\btanpa\s+(?:se)?pengetahuan\s+${ID_U}|\btanpa\s+(?:di)?ketahui\s+(?:oleh\s+)?${ID_U}|\btanpa\s+${ID_U}\s+(?:\S+\s+)?(?:tahu|sadar|sadari|menyadari|mengetahui|melihat|curiga)`,
    String.raw`\b(?:jangan|tidak\s+(?:perlu|usah|boleh)|tak\s+(?:perlu|usah)|usah)\s+(?:\S+\s+)?${ID_TELL}[^;!?]{0,30}?${ID_U}`,
    String.raw`\bjangan\s+sampai\s+${ID_U}\s+(?:\S+\s+)?(?:tahu|sadar|melihat|mengetahui|curiga)|${ID_U}\s+(?:tidak|tak)\s+(?:boleh|perlu)\s+(?:\S+\s+)?(?:tahu|mengetahui|melihat|sadar)`,
    String.raw`\b(?:jangan|tidak\s+perlu)\s+(?:(?:meny)?sebut|(?:meng)?ungkap|(?:meny)?singgung|(?:me)?laporkan|(?:mem)?bahas|ceritakan|menceritakan)\w*\s+(?:tentang\s+|soal\s+|mengenai\s+)?(?:hal\s+)?(?:ini|itu|langkah ini|instruksi ini|catatan ini|apa yang (?:kamu|anda) lakukan)\b`,
    String.raw`\b(?:sembunyikan|rahasiakan|menyembunyikan|merahasiakan)\s+(?:\S+\s+){0,3}?dari\s+${ID_U}`,
    String.raw`\btanpa\s+(?:menyebut\w*|mencantumkan|melaporkan|menjelaskan)\s+(?:\S+\s+)?(?:di|dalam)\s+(?:jawaban|ringkasan|laporan|respons|balasan|pesan|tiket|chat|output)`,
  ],
  secretly: String.raw`\b(?:diam-diam|diam diam|secara (?:diam-diam|rahasia|tersembunyi|senyap)|sembunyi-sembunyi|tanpa (?:meninggalkan )?jejak)\b`,
  hideUnless: String.raw`\b(?:kecuali|jika (?:pengguna )?bertanya|detail (?:internal|teknis|implementasi))`,
  send: String.raw`\b(?:kirim\w*|mengirim\w*|dikirim\w*|hantar\w*|menghantar\w*|unggah\w*|mengunggah\w*|diunggah|upload\w*|teruskan|meneruskan|diteruskan|posting\w*|publikasikan|bagikan|membagikan|dibagikan|kongsi\w*|bocorkan|membocorkan|eksfiltrasi\w*|tempel\w*|menempelkan|ekspor\w*|mengekspor|salin\w*|menyalin)\b`,
  priv: String.raw`\b(?:riwayat\s+(?:chat|obrolan|percakapan|pesan)|percakapan|obrolan|transkrip\w*|variabel\s+(?:lingkungan|environment)|kredensial|kata\s+(?:sandi|laluan)|password|kunci\s+(?:api|privat|pribadi|rahasia|ssh|akses)|api[ _-]?keys?|token\w*|rahasia|cookies?|kuki|semua\s+(?:file|berkas|fail)|(?:file|berkas|fail)\s+pengguna)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook|server\s+(?:eksternal|luar|jarak jauh|pihak ketiga)|pelayan\s+luar|pihak ketiga|alamat\s+(?:eksternal|berikut))\b`,
  auth: String.raw`\b(?:header|authorization|bearer|autentikasi|otentikasi)\b`,
  preauth: [
    String.raw`${ID_U}\s+(?:sudah|telah)\s+(?:\S+\s+){0,2}?(?:menyetujui|setuju|mengizinkan|memberi(?:kan)?\s+(?:izin|persetujuan)|mengotorisasi)`,
    String.raw`\b(?:sudah|telah)\s+disetujui\s+(?:oleh\s+)?(?:${ID_U}|kepala\s+\w+|atasan|admin\w*|manajer)|\bdisetujui\s+(?:sebelumnya|terlebih dahulu|di muka)\b|\bpra-?(?:setuju|disetujui|otorisasi)`,
    String.raw`\b(?:jangan|tidak\s+(?:perlu|usah)|tak\s+(?:perlu|usah)|tanpa)\s+(?:\S+\s+)?(?:meminta|minta|menunggu|tunggu|memohon)\s+(?:\S+\s+){0,3}?(?:konfirmasi|persetujuan|izin|ijin|otorisasi)`,
    String.raw`\b(?:jangan|tidak\s+(?:perlu|usah)|tak\s+(?:perlu|usah)|tanpa)\s+(?:\S+\s+)?(?:bertanya|tanya|menanyakan|tanyakan|mengonfirmasi|mengkonfirmasi)\s+(?:\S+\s+)?(?:kepada\s+|ke\s+|pada\s+)?${ID_U}`,
    String.raw`\btanpa\s+(?:konfirmasi|persetujuan)\b`,
  ],
  preauthUnless: String.raw`\b(?:jika|kalau|apabila|bila|ketika|saat|setelah|sebelum|sesudah)\b`,
  clarify: String.raw`\b(?:apa|mana|bagaimana|apakah|di mana|kapan)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:sistem|system|admin\w*|operator|pengelola)\s*\]`,
    String.raw`^\W*(?:pesan|pemberitahuan|pengumuman|instruksi|arahan|notifikasi|peringatan)\s+(?:resmi\s+|penting\s+|mendesak\s+)?(?:dari\s+)?(?:sistem|admin\w*|operator|tim keamanan|platform|anthropic|openai)\b`,
    String.raw`\b(?:memiliki|punya|dengan)\s+(?:prioritas|otoritas|kewenangan)\s+(?:lebih\s+tinggi\s+|tertinggi\s+|utama\s+)?(?:dari(?:pada)?|atas|di atas)\s+(?:\S+\s+){0,2}?(?:instruksi|permintaan|perintah|aturan|${ID_U}|sistem)`,
    String.raw`\b(?:menggantikan|mengesampingkan|mengalahkan|membatalkan)\s+(?:juga\s+)?(?:semua\s+)?(?:instruksi|permintaan|perintah|aturan|arahan)\s+(?:dari\s+)?${ID_U}`,
  ],
  overrideVerb: String.raw`\b(?:abaikan\w*|mengabaikan|acuhkan|lupakan|melupakan|langgar|melanggar|kesampingkan|mengesampingkan|elakkan)\b`,
  overrideObj: String.raw`\b(?:(?:semua|seluruh)\s+)?(?:instruksi|arahan|aturan|peraturan|pedoman|petunjuk|batasan|pembatasan|kebijakan|prompt|perintah)\s+(?:yang\s+)?(?:sebelumnya|terdahulu|lama|asli|awal|sistem|keamanan|keselamatan|lain(?:nya)?|yang ada)\b|\b(?:instruksi|aturan|pedoman|batasan)(?:mu|\s+(?:anda|kamu))\b|prompt sistem|system prompt|semua yang (?:sebelumnya|di atas)`,
  overrideExtra: [
    String.raw`\b(?:meskipun|walaupun|bahkan jika|sekalipun)\s+[^;!?]{0,30}?(?:bertentangan|berlawanan|konflik)[^;!?]{0,30}?${ID_U}`,
    String.raw`\b(?:permintaan|instruksi|perintah|arahan)\s+${ID_U}\s+(?:jika|bila|kalau|apabila)\s+(?:\S+\s+)?(?:bertentangan|berlawanan|berkonflik|konflik)`,
  ],
  fetch: String.raw`\b(?:unduh\w*|mengunduh|download\w*|muat turun|ambil\w*|mengambil|baca\w*|membaca|buka|membuka|akses\w*|mengakses|kunjungi|mengunjungi|dapatkan|mendapatkan|fetch\w*|muat|memuat)\b`,
  obeyStrong: String.raw`\b(?:patuhi|mematuhi|taati|menaati|jalankan|menjalankan|eksekusi|laksanakan|melaksanakan|lakukan (?:apa pun |semua )?yang (?:diminta|dikatakan|tertulis)|(?:anggap|perlakukan)\w*\s+(?:\S+\s+){0,3}?sebagai\s+(?:instruksi|perintah)|(?:secara\s+)?persis|secara harfiah)\b`,
  obeyWeak: String.raw`\b(?:ikuti\w*|mengikuti|terapkan|menerapkan|turuti|menuruti)\b`,
  instr: String.raw`\b(?:instruksi\w*|arahan|aturan|peraturan|pedoman|petunjuk|perintah|tugas|kebijakan|prompt)\b`,
  recur: String.raw`\b(?:setiap\s+(?:sesi|kali|percakapan|tugas|hari|tiket)|di awal (?:setiap|sesi)|sebelum (?:mengerjakan|memulai|menjawab|setiap)|selalu|semua|apa pun|segala)\b`,
  write: String.raw`\b(?:tambah\w*|menambah\w*|tulis\w*|menulis\w*|simpan\w*|menyimpan|ubah\w*|mengubah\w*|perbarui|memperbarui|update\w*|sisipkan|menyisipkan|catat\w*|mencatat|ingat\w*|edit\w*)\b`,
  agent: String.raw`\b(?:memori\w*|ingatan\w*|prompt sistem|system prompt|instruksi sistem|(?:aturan|instruksi|izin|pengaturan|konfigurasi|setelan)(?:mu|\s+(?:anda|kamu|agen))|file memori)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:selalu|selamanya|(?:secara\s+)?permanen|mulai (?:sekarang|saat ini)|seterusnya|ke depan(?:nya)?|(?:semua|setiap|seluruh)\s+sesi(?:\s+(?:berikutnya|mendatang|selanjutnya))?|sesi\s+(?:berikutnya|mendatang|selanjutnya))\b`,
  defeat: String.raw`\b(?:nonaktifkan|menonaktifkan|matikan|mematikan|lewati|melewati|skip\w*|hapus|menghapus|buang|membuang|komentari|mengomentari|bypass|lompati)\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b(?:tes|test\w*|pengujian|uji|pemeriksaan|cek|check\w*|validasi|verifikasi|pemindaian|scan\w*|linter|lint|ci|pipeline|hooks?|pre-commit|asersi|assertions?|antivirus)\b`,
  failing: String.raw`\b(?:gagal|rusak|merah|semua|seluruh|keamanan|(?:agar|supaya) (?:ci|pipeline|tes|semua) (?:lolos|lulus|hijau|berhasil))\b`,
  sabotageExtra: [
    String.raw`\b(?:laporkan|melaporkan|katakan|bilang|nyatakan|menyatakan|jawab|tandai|tulis)\s+(?:bahwa\s+)?[^;!?]{0,30}?(?:berhasil|sukses|lulus|lolos|hijau|selesai|beres)\b[^;!?]{0,30}?\b(?:apa pun hasilnya|apapun hasilnya|bagaimanapun|apapun yang terjadi|pokoknya|walaupun|meskipun|terlepas dari)`,
    String.raw`(?:apa pun hasilnya|apapun hasilnya|terlepas dari hasil\w*|bagaimanapun hasilnya|apapun yang terjadi)[^;!?]{0,40}?(?:lapor|kata|bilang|nyata|jawab|tanda|tulis)\w*[^;!?]{0,30}?(?:berhasil|sukses|lulus|lolos|hijau|selesai)`,
    String.raw`\b(?:karang|mengarang|palsukan|memalsukan|rekayasa|merekayasa|manipulasi|memanipulasi)\w*\s+(?:\S+\s+)?(?:hasil|data|metrik|benchmark|output|log|angka)`,
  ],
  ask: String.raw`\b(?:minta\w*|meminta|tanyakan|menanyakan|tanya|bertanya|kumpulkan|mengumpulkan|dapatkan|suruh\s+(?:\S+\s+){0,2}?(?:memasukkan|mengetik|menempelkan|memberikan))\b`,
  secret: String.raw`\b(?:frasa\s+(?:benih|seed|pemulihan|rahasia)|seed phrase|mnemonic\w*|kunci\s+(?:privat|pribadi)|private key|kode\s+(?:2fa|otp|verifikasi|keamanan|sms|autentikasi)|2fa|otp|cvv|nomor kartu(?: kredit)?|kata\s+(?:sandi|laluan)\s+(?:akun|login|masuk|sistem|komputer|laptop|mac|macos|windows|admin\w*|root|sudo|email|bank|dompet|wallet)|kata\s+(?:sandi|laluan)(?:nya|mu)|(?:password|kata\s+sandi)\s+(?:${ID_U}|mereka|dia|anda))\b`,
  secretUnless: String.raw`\b(?:basis data|database|db|server|smtp|wifi|wi-fi|api|staging|jaringan)\b`,
  del: String.raw`\b(?:hapus\w*|menghapus|dihapus|padam\w*|memadam\w*|musnahkan|memusnahkan|hancurkan|memformat|kosongkan|mengosongkan|bersihkan|membersihkan|timpa|menimpa|wipe|rm -rf|drop)\b`,
  target: String.raw`\b(?:direktori|folder|map)\s+(?:home|rumah|beranda|pribadi|pengguna)|(?:~|\$home)\/?(?=\s|$|[.,;])|\bsemua\s+(?:file|berkas|fail)\s+(?:pengguna|sistem|di disk|di komputer|pribadi)|\bseluruh\s+(?:disk|isi disk|sistem berkas|sistem|database|basis data|repositori)\b|\bdatabase produksi|\bsemua\s+(?:database|basis data|tabel|cadangan|backup|snapshot)|\b(?:cadangan|sandaran|backups?|snapshots?)\b|\briwayat git\b|\bproduksi\b`,
  delUnless: String.raw`\b(?:sementara|temp|tmp|cache|build|dist|hasil kompilasi|lama|usang|kedaluwarsa|uji|tes|test|dihasilkan|node_modules|log|yang (?:kamu|anda) buat|dibuat)\b|\b(?:buat|membuat|bikin)\s+(?:\S+\s+)?(?:cadangan|backup|salinan)|\bsebelum\s+(?:meng)?hapus|\/tmp`,
});

// Turkish negates inside the verb (gönder-me, gönder-meyin, gönderil-mez); the usual negative endings, and bare
// negative imperatives of the verbs that matter here.
const TR_NEG_VERBS = String.raw`gonder|yolla|sil|paylas|yukle|ilet|aktar|soyle|bildir|anlat|bahset|goster|sor|iste|bekle|calistir|yap|kaydet|degistir|ekle|kullan|ac|atla|kapat|birak|uygula|et|ver|kaldir|temizle|bosalt|yaz|unut`;
const TR_U = String.raw`\bkullanici\w*`;
const TR_TELL = String.raw`(?:bildir|haber\s+ver|soyle|anlat|bilgi\s+ver|bilgilendir|uyar|acikla|goster|bahset|belirt)`;
const TR = compile({
  lang: "tr",
  reach: 60,
  neg: String.raw`\b(?:asla|hicbir (?:zaman|sekilde|kosulda)|hic|sakin|yasak\w*|kacinin|degil\w*)\b|\b\w+?(?:m[ae]yin(?:iz)?|m[ae]m[ae]li\w*|m[ae]m[ae]k\w*|m[ae]y[ae]c[ae]k\w*|m[ae]z(?:l[ae]r)?|m[ae]sin|m[iu]yor\w*)\b|\b(?:${TR_NEG_VERBS})m[ae]\b`,
  user: TR_U,
  from: String.raw`(?:${LATIN_FROM})`,
  fromAfter: String.raw`^'?(?:d[ae]n|t[ae]n)(?![a-z])`,
  hide: [
    String.raw`${TR_U}\s+(?:\S+\s+){0,3}?${TR_TELL}m[ae](?:d[ae]n|ksizin)\b`,
    String.raw`${TR_U}\s+(?:\S+\s+){0,3}?${TR_TELL}m[ae](?:yin(?:iz)?|m[ae]li\w*|\b|n[ie]z[ae]\s+gerek\s+(?:yok|bulunmuyor)|y[ie]\s+gerek\s+(?:yok|bulunmuyor))`,
    String.raw`${TR_U}\s+(?:\S+\s+){0,2}?(?:fark\s+etm[ae](?:d[ae]n|m[ae]li\w*)|(?:haberi|bilgisi)\s+olm[ae]d[ae]n|anlam[ae]d[ae]n|gorm[ae]d[ae]n|bilm[ae](?:d[ae]n|m[ae]li\w*)|farkin[ae]\s+varm[ae]d[ae]n)`,
    String.raw`\bkullanicilar?dan\s+(?:\S+\s+){0,3}?(?:gizle|sakla)\w*`,
    String.raw`\b(?:bundan|bu\s+(?:adim|talimat|islem|not|degisiklik)\w*dan|yaptiklarin\w*dan)\s+(?:\S+\s+){0,2}?(?:bahsetm[ae](?:yin(?:iz)?)?|soz\s+etm[ae](?:yin(?:iz)?)?)\b`,
  ],
  secretly: String.raw`\b(?:gizlice|sessizce|fark ettirmeden|iz birakmadan|gizli bir sekilde)\b`,
  hideUnless: String.raw`\b(?:sormadikca|sorarsa|sormadigi surece|haric|ic ayrinti\w*|uygulama ayrinti\w*|teknik ayrinti\w*)`,
  send: String.raw`\b(?:gonder\w*|yolla\w*|ilet(?:in|iniz|ir|ilmeli|ilsin|mek|me)?|aktar\w*|yukle\w*|upload\w*|paylas\w*|postla\w*|yayinla\w*|sizdir\w*|yapistir\w*|kopyala\w*)\b`,
  priv: String.raw`\b(?:(?:sohbet|konusma|mesaj)\s+(?:gecmis|kayit|log)\w*|konusma\w*|sohbet\w*|transkript\w*|ortam\s+degisken\w*|kimlik\s+bilgi\w*|(?:giris|oturum)\s+bilgi\w*|parola\w*|sifre\w*|(?:api|ssh|ozel|gizli|erisim)\s+anahtar\w*|api[ _-]?key\w*|token\w*|gizli\s+bilgi\w*|cerez\w*|cookie\w*|tum\s+dosya\w*|kullanici(?:nin)?\s+dosya\w*)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook\w*|harici\s+sunucu\w*|dis\s+sunucu\w*|uzak\s+sunucu\w*|ucuncu\s+(?:taraf|sahis)\w*|asagidaki\s+adres\w*|harici\s+adres\w*)\b`,
  auth: String.raw`\b(?:baslik|header|authorization|bearer|kimlik\s+dogrulama\w*)\b`,
  preauth: [
    String.raw`${TR_U}\s+(?:\S+\s+){0,3}?(?:zaten|onceden|daha once)\s+(?:\S+\s+){0,3}?(?:onay(?:ladi|lamistir|lamis|ini\s+verdi|\s+verdi|\s+vermistir)|izin\s+ver(?:di|mistir|mis)|kabul\s+et(?:ti|mistir|mis)|yetkilendir\w*)`,
    String.raw`\b(?:onceden|pesinen|zaten)\s+(?:onaylan\w*|onayli|yetkilendiril\w*|izin\s+veril\w*)`,
    String.raw`\b(?:onay|izin|teyit|dogrulama)\w*\s+(?:\S+\s+)?(?:iste(?:me|meyin(?:iz)?|meden|menize\s+gerek\w*)|bekle(?:me|meyin(?:iz)?|meden)|alm[ae](?:d[ae]n|niza\s+gerek\w*)|gerek(?:mez|miyor|\s+yok))\b`,
    String.raw`${TR_U}\s+(?:\S+\s+){0,2}?(?:sorm[ae](?:yin(?:iz)?|d[ae]n|n[ie]z[ae]\s+gerek\w*|y[ae]\s+gerek\w*)?|danism[ae](?:yin(?:iz)?|d[ae]n)?)\b`,
  ],
  preauthUnless: String.raw`\b(?:eger|ancak|yalnizca|sadece|once|sonra)\b`,
  clarify: String.raw`\b(?:hangi|ne|nasil|nerede|neyi)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:sistem|system|yonetici|admin\w*|operator)\s*\]`,
    String.raw`^\W*(?:sistem|yonetici|admin|guvenlik\s+ekibi|platform)\s+(?:mesaji|bildirimi|duyurusu|talimati|uyarisi|notu)\b`,
    String.raw`\b(?:talimat|istek|kural|komut|talep)\w*(?:d[ae]n|t[ae]n)\s+(?:daha\s+)?(?:onceliklidir|oncelikli|ustundur|ustun\s+gelir|baskindir)`,
    String.raw`\bsistem\s+(?:talimat|istem|prompt)\w*\s+(?:ile\s+)?ayni\s+(?:yetki|oncelik|otorite)\w*`,
  ],
  overrideVerb: String.raw`\b(?:yoksay\w*|yok\s+say\w*|gormezden\s+gel\w*|goz\s?ardi\s+et\w*|unut\w*|ihlal\s+et\w*|bir\s+kenara\s+birak\w*)\b`,
  overrideObj: String.raw`\b(?:(?:tum|butun|her)\s+)?(?:onceki|evvelki|yukaridaki|orijinal|mevcut|diger|sistem|guvenlik)\s+(?:tum\s+)?(?:talimat|yonerge|kural|kisitlama|sinirlama|politika|istem|prompt|komut|direktif|yonlendirme)\w*|sistem\s+istemi\w*|system prompt`,
  overrideExtra: [String.raw`${TR_U}\s+(?:\S+\s+){0,2}?(?:celis|catis|ters\s+dus|aykiri\s+dus)\w*\s+(?:\S+\s+){0,2}?(?:bile|dahi)\b`],
  fetch: String.raw`\b(?:indir\w*|getir\w*|al|alin|oku\w*|yukle\w*|ac|acin|ziyaret\s+et\w*|eris\w*|cek|cekin|fetch\w*)\b`,
  obeyStrong: String.raw`\b(?:harfiyen|aynen|eksiksiz|itaat\s+et\w*|calistir\w*|yurut\w*|yerine\s+getir\w*|(?:soyledigi|dedigi|yazdigi)\s+her\s+seyi\s+yap\w*|(?:kendi\s+)?talimatlarin\s*(?:gibi|olarak)\s+(?:kabul|degerlendir)\w*)`,
  obeyWeak: String.raw`\b(?:uy|uyun|uyunuz|uygula\w*|takip\s+et\w*|izle\w*|benimse\w*|riayet\s+et\w*)\b`,
  instr: String.raw`\b(?:talimat\w*|yonerge\w*|kural\w*|direktif\w*|komut\w*|gorev\w*|prompt\w*|emir\w*)`,
  recur: String.raw`\b(?:her\s+(?:oturum|sefer|konusma|gorev|gun|istek)\w*|(?:her|bir)\s+oturumun\s+basinda|baslamadan\s+once|her\s+zaman|daima|tum|butun|herhangi)\b`,
  write: String.raw`\b(?:ekle\w*|yaz\w*|kaydet\w*|kayded\w*|sakla\w*|degistir\w*|guncelle\w*|duzenle\w*|ilave\s+et\w*|hatirla\w*|not\s+et\w*)\b`,
  agent: String.raw`\b(?:hafiza\w*|bellek\w*|sistem\s+istemi\w*|system prompt|sistem\s+talimat\w*|(?:kurallarin|talimatlarin|izinlerin|ayarlarin|yapilandirmanin)\w*|ajan(?:in)?\s+(?:ayar|izin|kural|yapilandirma)\w*)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:her\s+zaman|daima|kalici\w*|surekli|bundan\s+(?:boyle|sonra)|ileride|gelecek(?:teki)?\s+(?:tum\s+)?oturum\w*|(?:tum|her)\s+(?:gelecek\s+)?oturum\w*|sonraki\s+oturum\w*|sonsuza\s+dek)\b`,
  defeat: String.raw`\b(?:devre\s+disi\s+birak\w*|kapat\w*|atla\w*|sil(?!m[ae]d[ae]n)\w*|kaldir\w*|yorum\s+satirina\s+al\w*|yoruma\s+al\w*|bypass\w*|skip\w*|etkisizlestir\w*)\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  // "kontrol et" is the everyday "check": only checks as a thing (kontroller, güvenlik kontrolü) are checks.
  checks: String.raw`\b(?:test\w*|kontroller\w*|guvenlik\s+kontrol\w*|denetim\w*|dogrulama\w*|tarama\w*|linter\w*|lint|ci|pipeline\w*|hook\w*|kanca\w*|pre-commit|assert\w*|antivirus\w*)\b`,
  failing: String.raw`\b(?:basarisiz\w*|hatali\w*|kirik\w*|kirmizi\w*|tum|butun|guvenlik\w*|gecmesi\s+icin|gecsin\s+diye)\b`,
  sabotageExtra: [
    String.raw`(?:sonuc\w*\s+ne\s+olursa\s+olsun|ne\s+olursa\s+olsun|her\s+durumda|her\s+halukarda|sonuctan\s+bagimsiz\w*)[^;!?]{0,40}?(?:basarili|gecti\w*|gectigini|tamamlandi\w*|basariyla|sorunsuz)[^;!?]{0,30}?(?:bildir|raporla|soyle|yaz|yanitla|isaretle|belirt)\w*`,
    String.raw`(?:basarisiz|hata)\w*\s+(?:\S+\s+){0,2}?(?:olsa|verse|alsa)\s+(?:bile|dahi)[^;!?]{0,40}?(?:basarili|gecti|tamamlandi)\w*`,
    String.raw`\b(?:sonuc|veri|metrik|benchmark|cikti|log|kayit|rakam)\w*\s+(?:\S+\s+)?(?:uydur\w*|tahrif\s+et\w*|carpit\w*)`,
  ],
  ask: String.raw`\b(?:iste(?:yin(?:iz)?|mek|meli\w*)?|sor(?:unuz|mak|mali\w*)?|talep\s+ed\w*|talep\s+et|topla\w*|girmesini\s+(?:iste|sagla)\w*|yazmasini\s+iste\w*)\b`,
  secret: String.raw`\b(?:kurtarma\s+(?:ifade|cumle|kelime)\w*|tohum\s+(?:ifade|cumle)\w*|seed\s+phrase|mnemonic\w*|ozel\s+anahtar\w*|private\s+key|(?:dogrulama|2fa|otp|guvenlik|sms|onay)\s+kod\w*|2fa|otp|cvv|kart\s+numara\w*|kredi\s+karti\s+numara\w*|(?:giris|oturum|hesap|sistem|bilgisayar|mac|macos|windows|yonetici|admin|root|sudo|cuzdan|banka|e-?posta)\s+(?:sifre|parola)\w*|(?:kullanicinin|onun|kendi)\s+(?:\S+\s+)?(?:sifre|parola)\w*|(?:sifre|parola)(?:si|sini|lerini)\b)`,
  secretUnless: String.raw`\b(?:veritaban\w*|veri\s+taban\w*|db|sunucu\w*|smtp|wi-?fi|wifi|api|staging)\b`,
  del: String.raw`\b(?:sil\w*|kaldir\w*|yok\s+et\w*|imha\s+et\w*|bicimlendir\w*|formatla\w*|bosalt\w*|temizle\w*|uzerine\s+yaz\w*|wipe|rm -rf|drop)\b`,
  target: String.raw`\b(?:ev|home|kullanici|kisisel)\s+(?:dizin|klasor)\w*|(?:~|\$home)\/?(?=\s|$|[.,;'])|\b(?:tum|butun)\s+(?:kullanici|sistem|disk|bilgisayar)\w*\s+dosya\w*|\b(?:tum|butun)\s+(?:disk\w*|veritaban\w*|tablo\w*|yedek\w*|snapshot\w*)|\b(?:diskin|veritabaninin)\s+tamam\w*|\b(?:yedek\w*|backups?|snapshot\w*|anlik\s+goruntu\w*)|\bgit\s+gecmis\w*|\buretim\s+(?:veritaban\w*|ortam\w*)|\bcanli\s+veritaban\w*`,
  // "Silmeden önce yedek alın": a backup taken before deleting is care, not loss.
  delUnless: String.raw`\b(?:gecici\w*|temp|tmp|onbellek\w*|cache\w*|build\w*|dist|derlen\w*|eski\w*|kullanilmayan\w*|test\w*|log\w*|gunluk\w*|node_modules|olusturdugun\w*|olusturulan\w*|yedek\s+al\w*|yedekle\w*|\w+m[ae]d[ae]n\s+once)\b|\/tmp`,
});

const PL_FROM = String.raw`(?:${LATIN_FROM})|\b(?:z|ze|od)\s+(?:adresu\s+|strony\s+|serwera\s+)?$`;
const PL_U = String.raw`\buzytkowni\w*`;
const PL_TELL = String.raw`(?:(?:po)?informuj\w*|powiadom\w*|powiadamia\w*|mow\w*|powiedz\w*|wspom\w*|zdradz\w*|ujawni\w*|pokaz\w*|pokazuj\w*|wyswietl\w*|zglasz\w*|zglos\w*|uprzedz\w*|ostrzeg\w*|daj\w*\s+(?:\S+\s+)?znac)`;
const PL = compile({
  lang: "pl",
  reach: 60,
  neg: String.raw`\b(?:nie|nigdy|zadn\w*|ani|unikaj|zakaz\w*|zabronione)\b`,
  user: PL_U,
  from: PL_FROM,
  hide: [
    String.raw`\bbez\s+(?:(?:o\s+tym|tego)\s+)?(?:informowania|powiadamiania|poinformowania|powiadomienia|mowienia|wspominania|uprzedzania|uprzedzenia|ostrzegania|zglaszania|zawiadamiania|wiedzy)\s+(?:(?:o\s+tym|tego)\s+)?${PL_U}`,
    String.raw`\b(?:nie|nigdy\s+nie)\s+(?:\S+\s+)?${PL_TELL}[^;!?]{0,30}?${PL_U}`,
    String.raw`\b(?:nie|nigdy\s+nie)\s+(?:wspominaj|mow|zdradzaj|ujawniaj|pokazuj|wyswietlaj)\w*\s+(?:\S+\s+)?(?:o\s+)?(?:tym|tego|tych\s+(?:krokach|instrukcjach|zmianach)|tej\s+(?:instrukcji|notatce|czynnosci)|ten\s+krok|co\s+zrobil\w*|(?:pelnej\s+)?listy\s+(?:usunietych|zmienionych|zmodyfikowanych|wykonanych)\s+\w+)\b`,
    String.raw`\b(?:aby|zeby|by)\s+${PL_U}\s+(?:\S+\s+)?(?:nie|nic\s+nie)\s+(?:wiedzial|zauwazyl|zorientowal|dowiedzial|widzial)\w*`,
    String.raw`\b(?:za\s+plecami|bez\s+wiedzy)\s+${PL_U}|\bukryj\w*\s+(?:\S+\s+){0,3}?przed\s+${PL_U}`,
    String.raw`\bbez\s+(?:wspominania|informowania|wzmianki)\s+(?:o\s+tym\s+)?w\s+(?:odpowiedzi|podsumowaniu|raporcie|wiadomosci|czacie|wyniku)`,
  ],
  secretly: String.raw`\b(?:potajemnie|po cichu|w tajemnicy|ukradkiem|niepostrzezenie|cichaczem|bez sladu|nie zostawiajac sladow)\b`,
  hideUnless: String.raw`\b(?:chyba ze|o ile nie|jesli (?:uzytkownik )?(?:zapyta|pyta)|szczegoly (?:wewnetrzne|techniczne|implementacji))`,
  send: String.raw`\b(?:wysl\w*|wysyl\w*|przesl\w*|przesyl\w*|wgraj\w*|wrzuc\w*|upload\w*|przekaz\w*|opublikuj\w*|publikuj\w*|udostepni\w*|eksfiltr\w*|wklej\w*|zalacz\w*|eksportuj\w*|skopiuj\w*|kopiuj\w*)\b`,
  priv: String.raw`\b(?:histori\w*\s+(?:czatu|rozmow\w*|konwersacji|wiadomosci)|rozmow\w*|konwersacj\w*|transkrypt\w*|zmienn\w*\s+srodowisk\w*|dane\s+(?:logowania|uwierzytelniajace)|danych\s+logowania|poswiadcze\w*|hasl\w*|hasel|klucz\w*\s+(?:api|prywatn\w*|ssh|tajn\w*|dostepu)|api[ _-]?keys?|token\w*|sekret\w*|ciasteczk\w*|cookies?|wszystkie\s+pliki|pliki\s+uzytkownika)\b|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`\b(?:webhook\w*|zewnetrzn\w*\s+serwer\w*|serwer\w*\s+zewnetrzn\w*|zdaln\w*\s+serwer\w*|(?:stron|podmiot|osob)\w*\s+trzeci\w*|zewnetrzn\w*\s+adres\w*|ponizszy\s+adres|nastepujacy\s+adres)\b`,
  auth: String.raw`\b(?:naglow\w*|header|authorization|bearer|uwierzytelni\w*)\b`,
  preauth: [
    String.raw`${PL_U}\s+(?:\S+\s+){0,2}?(?:juz|wczesniej|z gory)\s+(?:\S+\s+){0,2}?(?:zatwierdzil\w*|zaakceptowal\w*|zgodzil\w*|wyrazil\w*\s+zgod\w*|autoryzowal\w*|pozwolil\w*|udzielil\w*\s+zgod\w*)`,
    String.raw`\b(?:wstepnie|z gory|uprzednio)\s+(?:zatwierdzon\w*|zaakceptowan\w*|autoryzowan\w*)`,
    String.raw`\b(?:nie|bez)\s+(?:\S+\s+){0,2}?(?:pyta\w*|prosi\w*|prosz\w*|czeka\w*|wymaga\w*)\s+(?:\S+\s+){0,2}?(?:o\s+)?(?:potwierdzeni\w*|zgod\w*|pozwoleni\w*|zatwierdzeni\w*|akceptacj\w*|autoryzacj\w*)`,
    String.raw`\b(?:nie|bez)\s+(?:\S+\s+)?(?:pyta\w*|konsult\w*)\s+${PL_U}`,
    String.raw`\bbez\s+(?:potwierdzeni\w*|pytania)\b`,
  ],
  preauthUnless: String.raw`\b(?:jesli|jezeli|gdy|kiedy|po tym|zanim|przed)\b`,
  clarify: String.raw`\b(?:jak\w*|ktor\w*|co|czy|gdzie)\b`,
  fake: [
    String.raw`^\W*\[\s*(?:system|systemowy|admin\w*|administrator|operator)\s*\]`,
    String.raw`^\W*(?:komunikat|wiadomosc|powiadomienie|polecenie|instrukcja|ostrzezenie)\s+(?:systemow\w*|od\s+(?:administratora|operatora|zespolu bezpieczenstwa|anthropic|openai)|administratora|zespolu bezpieczenstwa)\b`,
    String.raw`\b(?:ma|maja|z)\s+(?:najwyzszy\s+|absolutny\s+)?(?:priorytet\w*|pierwszenstw\w*)\s+(?:nad|przed)\s+(?:\S+\s+){0,2}?(?:instrukcj\w*|polecen\w*|prosb\w*|zasad\w*|regul\w*|prompt\w*|${PL_U}|system\w*)`,
    String.raw`\b(?:zastepuj\w*|uniewazni\w*|nadpisuj\w*)\s+(?:\S+\s+){0,2}?(?:instrukcj\w*|polecen\w*|prosb\w*|regul\w*)\s+(?:\S+\s+)?${PL_U}`,
  ],
  overrideVerb: String.raw`\b(?:ignoruj\w*|zignoruj\w*|zapomnij\w*|pomin\w*|pomijaj\w*|odrzuc\w*|lekcewaz\w*|zlekcewaz\w*|obejdz\w*|omin\w*|narusz\w*)\b`,
  overrideObj: String.raw`\b(?:(?:wszystkie|twoje|swoje|dotychczasowe|poprzednie|wczesniejsze|oryginalne|systemowe|inne)\s+)+(?:instrukcj\w*|polecen\w*|zasad\w*|regul\w*|wytyczn\w*|ograniczen\w*|prompt\w*|zalecen\w*)|\b(?:instrukcj\w*|polecen\w*|zasad\w*|regul\w*|wytyczn\w*|ograniczen\w*)\s+(?:poprzedni\w*|wczesniejsz\w*|systemow\w*|bezpieczenstwa|pierwotn\w*|oryginaln\w*)|prompt systemowy|system prompt`,
  overrideExtra: [
    String.raw`\b(?:nawet|takze)\s+(?:jesli|gdy|jezeli)\s+[^;!?]{0,40}?(?:sprzeczn\w*|koliduj\w*|konflikt\w*)[^;!?]{0,30}?(?:${PL_U}|prosb\w*)`,
    String.raw`\bponad\s+(?:prosb\w*|polecen\w*|instrukcj\w*|zyczen\w*)\s+${PL_U}`,
  ],
  fetch: String.raw`\b(?:pobierz\w*|pobra\w*|pobier\w*|sciagnij\w*|sciag\w*|odczytaj\w*|przeczytaj\w*|czytaj\w*|zaladuj\w*|wczytaj\w*|otworz\w*|odwiedz\w*|uzyskaj\w*|fetch\w*)\b`,
  obeyStrong: String.raw`\b(?:wykonaj\w*|wykonuj\w*|wykonywa\w*|uruchom\w*|posluchaj\w*|badz\s+posluszn\w*|dokladnie|co\s+do\s+joty|bez\s+dyskusji|(?:traktuj|uznaj)\w*\s+(?:\S+\s+){0,3}?jako\s+(?:swoje\s+|twoje\s+)?(?:wlasne\s+)?(?:instrukcj\w*|polecen\w*))`,
  obeyWeak: String.raw`\b(?:stosuj\w*|zastosuj\w*|postepuj\w*|kieruj\s+sie|trzymaj\s+sie|przestrzegaj\w*|respektuj\w*)\b`,
  instr: String.raw`\b(?:instrukcj\w*|polecen\w*|zasad\w*|regul\w*|wytyczn\w*|komend\w*|zadani\w*|prompt\w*|procedur\w*)\b`,
  recur: String.raw`\b(?:kazd\w*\s+(?:sesj\w*|raz\w*|rozmow\w*|zadani\w*|dzien|dnia|zgloszeni\w*)|na\s+poczatku\s+(?:kazdej|sesji|rozmowy)|przed\s+(?:kazdym|kazda|rozpoczeciem|odpowiedzia)|zawsze|wszystk\w*|dowoln\w*)\b`,
  write: String.raw`\b(?:dodaj\w*|dopisz\w*|zapisz\w*|zapisuj\w*|zachowaj\w*|zmien\w*|zmodyfikuj\w*|modyfikuj\w*|zaktualizuj\w*|aktualizuj\w*|wstaw\w*|edytuj\w*|zapamietaj\w*|umiesc\w*)\b`,
  agent: String.raw`\b(?:(?:swoj\w*|twoj\w*)\s+(?:pamiec\w*|regul\w*|zasad\w*|instrukcj\w*|uprawnien\w*|ustawien\w*|konfiguracj\w*)|pamiec\w*\s+(?:agenta|trwal\w*|globaln\w*)|(?:w|do)\s+pamieci\b(?!\s+podreczn)|plik\w*\s+pamieci|prompt\w*\s+systemow\w*|system prompt|(?:uprawnien\w*|ustawien\w*|konfiguracj\w*|zasad\w*)\s+agenta)\b|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`\b(?:zawsze|na stale|trwale|odtad|od teraz|od tej pory|w przyszlosci|na zawsze|(?:we\s+)?wszystkich\s+(?:przyszlych\s+)?(?:sesjach|rozmowach)|kazdej\s+(?:kolejnej\s+)?sesji|(?:przyszlych|kolejnych)\s+sesj\w*)\b`,
  defeat: String.raw`\b(?:wylacz\w*|dezaktywuj\w*|pomin\w*|pomijaj\w*|usun\w*|usuwaj\w*|zakomentuj\w*|obejdz\w*|wycisz\w*|oznacz\w*\s+(?:\S+\s+){0,3}?jako\s+(?:skip|xfail)|skip\w*)\b|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`\b(?:test\w*|kontrol\w*|weryfikacj\w*|walidacj\w*|skan\w*|linter\w*|lint|ci|pipeline\w*|hook\w*|pre-commit|asercj\w*|assertions?|antywirus\w*)\b`,
  failing: String.raw`\b(?:nieudan\w*|niezaliczon\w*|failuj\w*|padajac\w*|czerwon\w*|zepsut\w*|wszystk\w*|bezpieczenstw\w*|(?:aby|zeby)\s+(?:ci|pipeline|testy|wszystko)\s+przesz\w*)\b`,
  sabotageExtra: [
    String.raw`\b(?:zglos\w*|raportuj\w*|zaraportuj\w*|powiedz\w*|odpowiedz\w*|napisz\w*|stwierdz\w*|oznacz\w*)\s+(?:ze\s+)?[^;!?]{0,30}?(?:przeszl\w*|przeszedl|sukces\w*|powiodl\w*|udal\w*|dziala\w*|zakonczon\w*|zielon\w*|zaliczon\w*)\b[^;!?]{0,30}?\b(?:niezaleznie|bez wzgledu|tak czy inaczej|w kazdym razie|mimo to|i tak|nawet jesli)`,
    String.raw`(?:niezaleznie od wyniku|bez wzgledu na wynik|cokolwiek sie stanie|tak czy inaczej|w kazdym (?:razie|przypadku))[^;!?]{0,40}?(?:zglos|raportuj|powiedz|odpowiedz|napisz|stwierdz|oznacz)\w*[^;!?]{0,30}?(?:przeszl|przeszedl|sukces|powiodl|udal|zakonczon|zielon|zaliczon)`,
    String.raw`\b(?:zmysl\w*|sfabrykuj\w*|fabrykuj\w*|sfalszuj\w*|falszuj\w*|podrob\w*|zmanipuluj\w*)\s+(?:\S+\s+)?(?:wynik\w*|dan\w*|metryk\w*|benchmark\w*|log\w*|liczb\w*)`,
  ],
  ask: String.raw`\b(?:popros\w*|pros\w*|zapytaj\w*|pytaj\w*|zazadaj\w*|zadaj\w*|wymagaj\w*|zbierz\w*|uzyskaj\w*|niech\s+(?:\S+\s+){0,2}?(?:poda|wpisze|wklei|wprowadzi))\b`,
  secret: String.raw`\b(?:fraz\w*\s+(?:odzyskiwania|seed|mnemoniczn\w*)|seed\s+phrase|mnemoni\w*|klucz\w*\s+prywatn\w*|private key|kod\w*\s+(?:2fa|otp|weryfikacyjn\w*|uwierzytelniaj\w*|bezpieczenstwa|sms)|2fa|otp|cvv|numer\w*\s+karty|(?:swoj\w*|jego|jej|twoj\w*|ich)\s+hasl\w*|hasl\w*\s+(?:do\s+)?(?:logowania|konta|systemu|komputera|maca|macos|windows|administratora|admina|root|sudo|portfela|banku|poczty|e-?maila|uzytkownik\w*))\b`,
  secretUnless: String.raw`\b(?:baz\w*\s+danych|db|serwer\w*|smtp|wi-?fi|api|staging|siec\w*)\b`,
  del: String.raw`\b(?:usun\w*|usuwaj\w*|skasuj\w*|kasuj\w*|wymaz\w*|zniszcz\w*|sformatuj\w*|formatuj\w*|wyczysc\w*|czysc\w*|oproznij\w*|nadpisz\w*|wipe|rm -rf|drop)\b`,
  target: String.raw`\b(?:katalog\w*|folder\w*)\s+(?:domow\w*|uzytkownika|osobist\w*)|\bprofil\w*\s+uzytkownika|(?:~|\$home)\/?(?=\s|$|[.,;])|\bwszystkie\s+pliki\s+(?:uzytkownika|w\s+systemie|na\s+dysku|na\s+komputerze)|\bcal\w*\s+(?:dysk\w*|baz\w*\s+danych|system\w*\s+plikow|repozytori\w*)|\bwszystkie\s+(?:bazy danych|tabele|kopie zapasowe|backupy|snapshoty|migawki)|\bkopi\w*\s+zapasow\w*|\bbackup\w*|\bsnapshot\w*|\bmigawk\w*|\bhistori\w*\s+git\w*|\bprodukcyjn\w*\s+baz\w*|\bbaz\w*\s+produkcyjn\w*`,
  delUnless: String.raw`\b(?:tymczasow\w*|temp|tmp|cache|podreczn\w*|build\w*|dist|skompilowan\w*|star(?:e|ych|y|a|sze|szych)|przestarzal\w*|nieuzywan\w*|testow\w*|wygenerowan\w*|node_modules|logi|logow|dziennik\w*|utworzon\w*|stworzon\w*)\b|\b(?:zrob|utworz|wykonaj|tworz)\w*\s+(?:\S+\s+)?kopi\w*\s+zapasow\w*|\bprzed\s+usuni\w*|\/tmp`,
});

// Vietnamese read without tones: "đ" is kept (đừng "don't" is not dùng "use"), and it is no word
// character for `\b`, so V stands for the start of a word and VE for its end.
const V = String.raw`(?<![a-z0-9đ])`;
const VE = String.raw`(?![a-z0-9đ])`;
const VI_U = String.raw`(?:nguoi\s+(?:su\s+)?dung|user)`;
const VI_TELL = String.raw`(?:bao\s+cho|thong\s+bao|cho\s+(?:\S+\s+)?biet|noi\s+(?:cho|voi)|noi|ke|nhac\s+(?:đen|toi)|đe\s+cap|tiet\s+lo|canh\s+bao|hien\s+thi|bao)`;
const VI = compile({
  lang: "vi",
  reach: 70,
  neg: String.raw`${V}(?:khong|đung|chang|cam|chua)${VE}`,
  user: VI_U,
  from: String.raw`${V}tu\s+(?:(?:đia\s+chi|trang|url|may\s+chu)\s+)?$`,
  hide: [
    String.raw`${V}(?:khong|đung|chang)\s+(?:can\s+|nen\s+|đuoc\s+|phai\s+)?${VI_TELL}\s+(?:(?:gi|viec\s+nay|đieu\s+nay|ve\s+(?:viec\s+nay|đieu\s+nay))\s+)?(?:(?:cho|voi)\s+)?${VI_U}`,
    String.raw`${V}(?:khong|đung)\s+(?:đe|cho)\s+${VI_U}\s+(?:\S+\s+)?(?:biet|nhan\s+ra|phat\s+hien|thay)${VE}`,
    String.raw`${V}(?:giau|che\s+giau|giu\s+kin)\s+(?:\S+\s+){0,3}?(?:khoi|voi)\s+${VI_U}|${V}(?:giau|che\s+giau)\s+${VI_U}|${V}sau\s+lung\s+${VI_U}`,
    String.raw`${V}(?:khong|đung)\s+(?:đe\s+cap|nhac|noi|ke)\s+(?:(?:đen|toi|ve)\s+)?(?:viec\s+nay|đieu\s+nay|buoc\s+nay|huong\s+dan\s+nay|nhung\s+gi\s+(?:ban\s+)?đa\s+lam)`,
    String.raw`${V}(?:khong|đung)\s+(?:đe\s+cap|nhac|ghi)\s+(?:\S+\s+){0,4}?trong\s+(?:cau\s+tra\s+loi|phan\s+hoi|ban\s+tom\s+tat|bao\s+cao|tin\s+nhan)`,
    String.raw`${V}ma\s+${VI_U}\s+khong\s+(?:he\s+)?hay\s+biet`,
  ],
  secretly: String.raw`${V}(?:mot\s+cach\s+bi\s+mat|lang\s+le|am\s+tham|len\s+lut|khong\s+đe\s+lai\s+dau\s+vet)${VE}`,
  hideUnless: String.raw`${V}(?:tru\s+khi|neu\s+(?:nguoi\s+dung\s+)?hoi|chi\s+tiet\s+(?:noi\s+bo|ky\s+thuat|trien\s+khai))`,
  send: String.raw`${V}(?:gui|chuyen\s+tiep|chuyen|tai\s+len|upload|chia\s+se|ro\s+ri|xuat|sao\s+chep|post)${VE}`,
  priv: String.raw`${V}(?:lich\s+su\s+(?:tro\s+chuyen|chat|hoi\s+thoai|tin\s+nhan)|cuoc\s+(?:tro\s+chuyen|hoi\s+thoai)|hoi\s+thoai|bien\s+moi\s+truong|thong\s+tin\s+(?:đang\s+nhap|xac\s+thuc)|mat\s+khau|khoa\s+(?:api|bi\s+mat|rieng(?:\s+tu)?|ssh|truy\s+cap)|api[ _-]?keys?|tokens?|cookies?|tat\s+ca\s+(?:cac\s+)?tep|tep\s+cua\s+nguoi\s+dung)${VE}|\.env\b|\bssh\b|id_rsa|~\/\.aws`,
  third: String.raw`${V}(?:webhook|may\s+chu\s+(?:ben\s+ngoai|tu\s+xa|cua\s+ben\s+thu\s+ba)|server\s+ben\s+ngoai|ben\s+thu\s+ba|đia\s+chi\s+(?:ben\s+ngoai|sau|duoi\s+đay))${VE}`,
  auth: String.raw`${V}(?:header|authorization|bearer|xac\s+thuc)${VE}`,
  preauth: [
    String.raw`${VI_U}\s+(?:\S+\s+){0,2}?đa\s+(?:\S+\s+)?(?:phe\s+duyet|chap\s+thuan|đong\s+y|cho\s+phep|uy\s+quyen)`,
    String.raw`${V}(?:phe\s+duyet|chap\s+thuan|cho\s+phep)\s+(?:tu\s+)?truoc${VE}`,
    String.raw`${V}(?:khong|đung)\s+(?:can\s+)?(?:hoi|xin|yeu\s+cau|cho|đoi|cho\s+đoi)\s+(?:lai\s+)?(?:\S+\s+){0,3}?(?:xac\s+nhan|phe\s+duyet|cho\s+phep|đong\s+y|y\s+kien)`,
    String.raw`${V}(?:khong|đung)\s+(?:can\s+)?(?:hoi|xin\s+phep|tham\s+khao)\s+(?:lai\s+|y\s+kien\s+)?${VI_U}`,
    String.raw`${V}(?:ma\s+)?khong\s+can\s+(?:xac\s+nhan|hoi)${VE}`,
  ],
  preauthUnless: String.raw`${V}(?:neu|khi|truoc\s+khi|sau\s+khi|mot\s+khi)${VE}`,
  clarify: String.raw`${V}(?:nao|gi|the\s+nao|nhu\s+the\s+nao|o\s+đau|đau)${VE}`,
  fake: [
    String.raw`^\W*\[\s*(?:he\s+thong|system|quan\s+tri(?:\s+vien)?|admin\w*|nha\s+van\s+hanh)\s*\]`,
    String.raw`^\W*(?:thong\s+bao|tin\s+nhan|chi\s+thi|canh\s+bao)\s+(?:khan\s+|chinh\s+thuc\s+)?(?:tu\s+|cua\s+)?(?:he\s+thong|quan\s+tri\s+vien|nha\s+van\s+hanh|đoi\s+bao\s+mat|nen\s+tang|anthropic|openai)`,
    String.raw`${V}(?:co\s+)?(?:quyen\s+)?uu\s+tien\s+(?:cao\s+hon|hon|tren)\s+(?:\S+\s+){0,2}?(?:huong\s+dan|chi\s+thi|yeu\s+cau|lenh|quy\s+tac|${VI_U}|he\s+thong)`,
    String.raw`${V}(?:thay\s+the|ghi\s+đe)\s+(?:moi\s+|tat\s+ca\s+|cac\s+)?(?:huong\s+dan|chi\s+thi|yeu\s+cau|lenh)\s+(?:cua\s+)?${VI_U}`,
  ],
  overrideVerb: String.raw`${V}(?:bo\s+qua|phot\s+lo|lo\s+đi|quen\s+(?:đi|het)|vi\s+pham|bat\s+chap)${VE}`,
  overrideObj: String.raw`${V}(?:(?:moi|tat\s+ca|toan\s+bo)\s+(?:cac\s+)?)?(?:huong\s+dan|chi\s+thi|quy\s+tac|nguyen\s+tac|rang\s+buoc|gioi\s+han|chinh\s+sach|lenh|prompt)\s+(?:truoc(?:\s+(?:đo|đay))?|ban\s+đau|goc|he\s+thong|an\s+toan|bao\s+mat|hien\s+co|khac)${VE}|${V}(?:huong\s+dan|quy\s+tac|chi\s+thi|rang\s+buoc)\s+cua\s+ban|prompt\s+he\s+thong|system prompt`,
  overrideExtra: [String.raw`${V}(?:ngay\s+ca\s+khi|ke\s+ca\s+khi|du)\s+[^;!?]{0,40}?(?:mau\s+thuan|xung\s+đot|trai\s+(?:voi|nguoc))[^;!?]{0,30}?(?:${VI_U}|yeu\s+cau)`],
  fetch: String.raw`${V}(?:tai(?:\s+(?:xuong|ve))?|lay|đoc|mo|truy\s+cap|fetch|nap)${VE}`,
  obeyStrong: String.raw`${V}(?:thuc\s+thi|thuc\s+hien|chay|tuan\s+thu\s+(?:tuyet\s+đoi|nghiem\s+ngat|chinh\s+xac)|chinh\s+xac|vo\s+đieu\s+kien|coi\s+(?:\S+\s+){0,3}?(?:la|nhu)\s+(?:huong\s+dan|chi\s+thi|lenh)\s+cua\s+(?:ban|minh))${VE}`,
  obeyWeak: String.raw`${V}(?:lam\s+theo|tuan\s+theo|tuan\s+thu|ap\s+dung)${VE}`,
  instr: String.raw`${V}(?:huong\s+dan|chi\s+thi|chi\s+dan|quy\s+tac|lenh|nhiem\s+vu|chinh\s+sach|prompt|quy\s+trinh)${VE}`,
  recur: String.raw`${V}(?:moi\s+(?:phien|lan|cuoc\s+tro\s+chuyen|nhiem\s+vu|ngay)|đau\s+(?:moi|phien)|truoc\s+(?:moi|khi\s+bat\s+đau|khi\s+tra\s+loi)|luon(?:\s+luon)?|tat\s+ca|bat\s+ky)${VE}`,
  write: String.raw`${V}(?:them|ghi(?:\s+vao)?|luu(?:\s+vao)?|sua(?:\s+đoi)?|chinh\s+sua|cap\s+nhat|thay\s+đoi|chen|ghi\s+nho)${VE}`,
  agent: String.raw`${V}(?:bo\s+nho(?!\s+đem)(?:\s+(?:cua\s+ban|lau\s+dai|vinh\s+vien))?|tri\s+nho|prompt\s+he\s+thong|system prompt|chi\s+thi\s+he\s+thong|(?:quy\s+tac|cai\s+đat|quyen|cau\s+hinh|thiet\s+lap)\s+cua\s+(?:ban|agent|tac\s+tu))${VE}|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`${V}(?:luon(?:\s+luon)?|vinh\s+vien|mai\s+mai|lau\s+dai|tu\s+(?:nay|bay\s+gio)(?:\s+tro\s+đi)?|ve\s+sau|(?:moi|tat\s+ca\s+cac)\s+phien(?:\s+(?:sau|tiep\s+theo|tuong\s+lai))?|cac\s+phien\s+(?:sau|tiep\s+theo|tuong\s+lai))${VE}`,
  defeat: String.raw`${V}(?:tat(?!\s+ca)|vo\s+hieu\s+hoa|bo\s+qua|xoa|go\s+bo|loai\s+bo|comment|vuot\s+qua|skip)${VE}|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`${V}(?:kiem\s+thu|kiem\s+tra|bai\s+test|tests?|xac\s+minh|quet|lint|linter|ci|pipeline|hooks?|pre-commit|assertion)${VE}`,
  failing: String.raw`${V}(?:that\s+bai|bi\s+loi|gap\s+loi|fail|hong|tat\s+ca|toan\s+bo|bao\s+mat|an\s+toan|đe\s+(?:ci|pipeline|test|tat\s+ca)\s+(?:qua|pass|xanh))${VE}`,
  sabotageExtra: [
    String.raw`${V}(?:bat\s+ke\s+ket\s+qua|du\s+ket\s+qua\s+the\s+nao|trong\s+moi\s+truong\s+hop|du\s+sao)[^;!?]{0,40}?(?:bao\s+cao|bao|ghi|tra\s+loi|đanh\s+dau|noi)[^;!?]{0,30}?(?:thanh\s+cong|đat|hoan\s+thanh|xanh)`,
    String.raw`${V}(?:bao\s+cao|bao|noi|ghi|đanh\s+dau)\s+(?:la\s+)?[^;!?]{0,30}?(?:thanh\s+cong|đa\s+qua|hoan\s+thanh|xanh)[^;!?]{0,30}?(?:bat\s+ke|du\s+(?:the\s+nao|sao)|trong\s+moi\s+truong\s+hop|ngay\s+ca\s+khi)`,
    String.raw`${V}(?:bia(?:\s+đat)?|lam\s+gia|gia\s+mao|nguy\s+tao|xuyen\s+tac)\s+(?:\S+\s+)?(?:ket\s+qua|du\s+lieu|so\s+lieu|log|đau\s+ra|benchmark)`,
  ],
  ask: String.raw`${V}(?:hoi|yeu\s+cau|đe\s+nghi|xin|thu\s+thap|lay|bao\s+(?:nguoi\s+dung|ho)\s+(?:nhap|cung\s+cap))${VE}`,
  secret: String.raw`${V}(?:cum\s+tu\s+(?:khoi\s+phuc|hat\s+giong|bi\s+mat)|seed\s+phrase|mnemonic|khoa\s+(?:rieng|bi\s+mat)|private\s+key|ma\s+(?:2fa|otp|xac\s+minh|xac\s+thuc|bao\s+mat|sms)|2fa|otp|cvv|so\s+the(?:\s+tin\s+dung)?|mat\s+khau\s+(?:cua\s+(?:ho|nguoi\s+dung|ban|anh|chi)|đang\s+nhap|tai\s+khoan|he\s+thong|may\s+tinh|mac|macos|windows|quan\s+tri|admin|root|sudo|vi|ngan\s+hang|email))${VE}`,
  secretUnless: String.raw`${V}(?:co\s+so\s+du\s+lieu|database|db|may\s+chu|server|smtp|wi-?fi|wifi|api|staging)${VE}`,
  del: String.raw`${V}(?:xoa(?:\s+(?:bo|sach))?|huy|pha\s+huy|đinh\s+dang|format|lam\s+trong|don\s+sach|ghi\s+đe|wipe|rm -rf|drop)${VE}`,
  target: String.raw`${V}(?:thu\s+muc\s+(?:home|nha|ca\s+nhan|nguoi\s+dung)|(?:tat\s+ca|toan\s+bo)\s+(?:cac\s+)?tep\s+(?:cua\s+nguoi\s+dung|tren\s+(?:o\s+đia|may)|he\s+thong|ca\s+nhan)|toan\s+bo\s+(?:o\s+đia|o\s+cung|he\s+thong\s+tep|co\s+so\s+du\s+lieu|kho\s+ma)|(?:tat\s+ca|toan\s+bo)\s+(?:cac\s+)?(?:co\s+so\s+du\s+lieu|bang|ban\s+sao\s+luu|snapshot)|ban\s+sao\s+luu|sao\s+luu|backups?|snapshots?|lich\s+su\s+git|(?:co\s+so\s+du\s+lieu|moi\s+truong)\s+(?:production|san\s+xuat))${VE}|(?:~|\$home)\/?(?=\s|$|[.,;])`,
  delUnless: String.raw`${V}(?:tam(?:\s+thoi)?|temp|tmp|cache|bo\s+nho\s+đem|build|dist|cu|loi\s+thoi|khong\s+dung|thu\s+nghiem|test|log|nhat\s+ky|node_modules|ban\s+đa\s+tao|đuoc\s+tao|truoc\s+khi\s+xoa)${VE}|${V}(?:tao|thuc\s+hien)\s+(?:\S+\s+)?(?:ban\s+)?sao\s+luu|\/tmp`,
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

// Arabic is read with its letters folded (أ إ آ → ا, ى → ي, ة → ه, no vowel marks), and a word may carry
// the conjunctions و ف, the prepositions ب ل ك and the article ال in front: AW allows them, AX any ending.
const AW = String.raw`(?<![\u0621-\u064a])(?:[وف])?(?:[بلك]|لل)?(?:ال)?`;
const AX = String.raw`[\u0621-\u064a]*`;
const AE = String.raw`(?![\u0621-\u064a])`;
const AR_U = String.raw`${AW}(?:مستخدم|مستعمل)${AX}`;
const AR_NEGW = String.raw`(?<![\u0621-\u064a])[وف]?(?:لا|لن|لم|ليس|ليست|اياك|ممنوع|يمنع|يحظر|محظور|تجنب|ابدا|مطلقا|عدم)${AE}`;
const AR_TELL = String.raw`(?:ابلاغ|ابلغ|تبلغ|يبلغ|اخبر|اخبار|تخبر|يخبر|اعلام|اعلم|تعلم|يعلم|اشعار|تشعر|يشعر|تنبيه|تنبه|ذكر|تذكر|يذكر|اذكر|اطلاع|تطلع|يطلع|كشف|تكشف|تقول|تفصح|افصاح|اشار|تشير|يشير|تعرض|اعرض)${AX}`;
const AR = compile({
  lang: "ar",
  reach: 60,
  neg: AR_NEGW,
  user: AR_U,
  from: String.raw`(?<![\u0621-\u064a])(?:من|عن)\s+(?:(?:ال)?(?:رابط|عنوان|موقع|صفحه)\s+)?$`,
  hide: [
    String.raw`(?<![\u0621-\u064a])[وف]?(?:دون|بدون|من\s+غير)\s+(?:ان\s+)?${AR_TELL}\s+(?:\S+\s+){0,2}?${AR_U}`,
    String.raw`${AR_NEGW}\s+(?:\S+\s+)?${AR_TELL}[^.،؛!?]{0,30}?${AR_U}`,
    String.raw`(?<![\u0621-\u064a])[وف]?(?:دون|بدون|من\s+غير)\s+(?:علم|معرفه|دراي|اطلاع|ان\s+(?:يعلم|يلاحظ|يدري|يعرف|يري|ينتبه|يشعر))${AX}\s+(?:\S+\s+)?${AR_U}|(?:وراء|خلف)\s+ظهر\s+${AR_U}`,
    String.raw`${AW}(?:اخف|اخفي|تخفي|اخفاء)${AX}\s+(?:\S+\s+){0,3}?عن\s+${AR_U}`,
    String.raw`${AR_NEGW}\s+(?:ت|ي)?(?:ذكر|شير|كشف|فصح)${AX}\s+(?:الي\s+)?(?:هذا|ذلك|هذه\s+(?:الخطوه|الخطوات|التعليمات|الملاحظه|الاجراءات|التغييرات)|ما\s+فعلته)${AE}`,
    // "دون ذكر ذلك في الرد": kept out of what the user reads
    String.raw`(?<![\u0621-\u064a])[وف]?(?:دون|بدون|من\s+غير)\s+(?:ذكر|الاشاره|الاشار)${AX}\s+(?:\S+\s+){0,2}?(?:في|ب)\s*(?:الرد|ردك|الاجابه|اجابتك|الملخص|ملخصك|التقرير|المحادثه|الرساله)`,
  ],
  secretly: String.raw`${AW}(?:سرا|خلسه|بشكل\s+(?:سري|خفي)|في\s+الخفاء|بصمت|دون\s+(?:ان\s+)?(?:ترك|تترك)\s+اثرا?)${AE}`,
  hideUnless: String.raw`(?:الا\s+اذا|ما\s+لم|اذا\s+سال|في\s+حال\s+سال|تفاصيل\s+(?:داخليه|تقنيه|التنفيذ))`,
  send: String.raw`${AW}(?:ارسل|ارسال|ترسل|يرسل|ابعث|تبعث|ارفع|رفع|ترفع|انقل|نقل|تنقل|انشر|نشر|شارك|مشاركه|تشارك|سرب|تسريب|الصق|لصق|تصدير|صدر|انسخ)${AX}`,
  priv: String.raw`محادث|دردش|سجل\s+(?:ال)?رسائل|بيانات\s+(?:ال)?(?:اعتماد|دخول)|كلم(?:ه|ات)\s+(?:ال)?(?:مرور|سر)|مفتاح\s+(?:ال)?(?:api|خاص|سري|ssh|وصول)|مفاتيح\s+(?:ال)?(?:api|خاصه|سريه|ssh|وصول)|api ?keys?|رمز\s+(?:ال)?(?:وصول|مصادقه|مميز)|رموز\s+(?:ال)?(?:وصول|مميزه)|توكن|tokens?|(?:ال)?اسرار|متغيرات\s+(?:ال)?بيئه|ملفات\s+تعريف\s+الارتباط|كوكيز|cookies?|(?:جميع|كل)\s+(?:ال)?ملفات|ملفات\s+${AR_U}|\.env|ssh|id_rsa|~\/\.aws`,
  third: String.raw`webhook|ويب\s*هوك|(?:خادم|سيرفر|الخادم|السيرفر)\s+(?:ال)?(?:خارجي|بعيد)|طرف\s+ثالث|اطراف\s+ثالثه|جهه\s+خارجيه|عنوان\s+خارجي|العنوان\s+(?:التالي|الاتي)`,
  auth: String.raw`ترويسه|راس\s+الطلب|header|authorization|bearer|مصادقه`,
  preauth: [
    String.raw`(?:وافق|اذن|سمح|صرح|اعتمد)${AX}\s+${AR_U}\s+(?:\S+\s+)?(?:بالفعل|مسبقا|سلفا)|${AR_U}\s+(?:قد\s+)?(?:وافق|اذن|سمح|صرح|اعتمد)${AX}\s+(?:\S+\s+)?(?:بالفعل|مسبقا|سلفا)`,
    String.raw`(?:تمت|تم)\s+(?:ال)?(?:موافقه|اذن|تصريح|اعتماد)${AX}\s+(?:\S+\s+){0,3}?(?:مسبقا|سلفا|بالفعل)|(?:معتمد|مصرح|موافق)${AX}\s+(?:\S+\s+)?(?:مسبقا|سلفا)`,
    String.raw`${AR_NEGW}\s+(?:ت|ي)?(?:طلب|سال|انتظر)${AX}\s+(?:\S+\s+){0,2}?${AW}(?:تاكيد|اذن|موافقه|اجازه|تصريح)${AX}`,
    String.raw`(?<![\u0621-\u064a])[وف]?(?:دون|بدون|من\s+غير)\s+(?:ان\s+)?(?:ت)?(?:طلب|سال|انتظار|انتظر)${AX}\s+(?:\S+\s+){0,2}?${AW}(?:تاكيد|اذن|موافقه|تصريح)${AX}`,
    String.raw`(?:لا\s+(?:حاجه|داعي|داع|ضروره)|ليس\s+من\s+الضروري|غير\s+ضروري)\s+(?:الي\s+|ل)?${AW}(?:طلب|سؤال|سال|انتظار|استئذان|تاكيد|موافقه|اذن)${AX}`,
    String.raw`${AR_NEGW}\s+(?:ت|ي)?(?:سال|ستشير|راجع|ستاذن)${AX}\s+${AR_U}|(?<![\u0621-\u064a])[وف]?(?:دون|بدون|من\s+غير)\s+(?:ان\s+)?(?:ت)?(?:سؤال|سال|استشاره|الرجوع\s+الي|استئذان)${AX}\s+${AR_U}`,
  ],
  preauthUnless: String.raw`(?<![\u0621-\u064a])[وف]?(?:اذا|عندما|حين|قبل|بعد|بمجرد)${AE}`,
  clarify: String.raw`(?<![\u0621-\u064a])(?:اي|ايه|ماذا|ما|كيف|هل|اين|متي|عن\s+اسم)${AE}`,
  fake: [
    String.raw`^\W*[\[【(]\s*(?:نظام|النظام|system|مسؤول|المسؤول|المشرف|مشرف|الاداره|admin)[^\])】]{0,8}[\])】]`,
    String.raw`^\W*(?:رساله|اشعار|تنبيه|تعليمات|توجيه|ملاحظه|تحذير)\s+(?:ال)?(?:نظام|مسؤول|مشرف|اداره|فريق\s+الامن)`,
    String.raw`^\W*(?:رساله|اشعار|تعليمات|توجيه|امر)\s+(?:رسمي\S*\s+|عاجل\S*\s+)?(?:من|صادر\S*\s+عن)\s+(?:ال)?(?:مسؤول|مشرف|اداره|نظام|فريق\s+الامن|anthropic|openai|منصه)`,
    String.raw`(?:ال)?(?:اولويه|اسبقيه|سلطه)\s+(?:\S+\s+)?(?:علي|فوق|اعلي\s+من)\s+(?:\S+\s+){0,2}?(?:تعليمات|طلبات|اوامر|قواعد|${AR_U}|النظام)`,
    String.raw`(?:تتقدم|تعلو|تسمو|تلغي|تحل\s+محل|تتجاوز)\s+(?:علي\s+)?(?:\S+\s+){0,2}?(?:تعليمات|طلبات|اوامر)\s+${AR_U}`,
  ],
  overrideVerb: String.raw`${AW}(?:تجاهل|اهمل|انس|انسي|تخط|تخطي|تجاوز|خالف|الغ)${AX}`,
  overrideObj: String.raw`(?:ال)?(?:تعليمات|توجيهات|قواعد|ارشادات|اوامر|قيود|سياسات|موجه)\s+(?:ال)?(?:سابقه|اصليه|نظام|امان|امن|حاليه|اوليه|اخري)${AE}|(?:تعليماتك|قواعدك|توجيهاتك|قيودك)|موجه\s+النظام|تعليمات\s+النظام|system prompt|كل\s+ما\s+سبق|(?:قواعد|سياسات|ارشادات|ضوابط)\s+(?:ال)?(?:امان|امن|سلامه)`,
  overrideExtra: [String.raw`حتي\s+(?:لو|وان|اذا|ان)\s+[^.،؛]{0,30}?(?:تعارض|تناقض|خالف)[^.،؛]{0,30}?${AR_U}`],
  fetch: String.raw`${AW}(?:نزل|تنزيل|حمل|تحميل|اجلب|جلب|احضر|احصل|اقرا|قراءه|افتح|فتح|زر|زياره|استرجع|استرد|اطلع)${AX}|fetch`,
  obeyStrong: String.raw`${AW}(?:نفذ|تنفيذ|ينفذ|اطع|اطاعه|امتثل|امتثال|شغل|تشغيل|حرفيا|بحذافير)${AX}|عامل${AX}\s+(?:ك|علي\s+انها\s+)تعليمات`,
  obeyWeak: String.raw`${AW}(?:اتبع|اتباع|يتبع|طبق|تطبيق|التزم|التزام|احترم)${AX}`,
  instr: String.raw`${AW}(?:تعليمات|توجيهات|قواعد|اوامر|ارشادات|تعليمه|سياسات|مهام|موجه)${AX}|prompt`,
  recur: String.raw`كل\s+(?:جلسه|مره|محادثه|مهمه|يوم)|في\s+بدايه\s+(?:كل|اي)|قبل\s+(?:كل|البدء|الرد)|دائما|(?<![\u0621-\u064a])(?:جميع|اي)${AE}`,
  write: String.raw`${AW}(?:اضف|اضافه|يضيف|اكتب|كتابه|احفظ|حفظ|سجل|تسجيل|عدل|تعديل|حدث|تحديث|ادرج|ادراج|الحق|تذكر)${AX}`,
  agent: String.raw`ذاكرتك|(?:ال)?ذاكره\s+(?:ال)?(?:وكيل|دائمه|عامه|مستمره)|ملف\s+(?:ال)?ذاكره|موجه\s+النظام|تعليمات\s+النظام|system prompt|قواعدك|تعليماتك|اعداداتك|صلاحياتك|اذوناتك|(?:اعدادات|صلاحيات|اذونات|قواعد)\s+(?:ال)?وكيل|claude\.md|agents\.md|\.cursorrules|settings\.json`,
  persist: String.raw`دائما|بشكل\s+(?:دائم|مستمر)|من\s+الان\s+فصاعدا|فصاعدا|مستقبلا|(?:كل|جميع)\s+(?:ال)?(?:جلسات|جلسه|محادثات)|الجلسات\s+(?:القادمه|المستقبليه|اللاحقه)|الي\s+الابد|نهائيا`,
  defeat: String.raw`${AW}(?:عطل|تعطيل|اوقف|ايقاف|تخط|تخطي|تجاوز|احذف|حذف|ازل|ازاله|علق|تعليق)${AX}|skip|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`${AW}(?:اختبار|فحص|فحوص|تحقق|ماسح)${AX}|lint|لينتر|\bci\b|خطاف|hooks?|pipeline|assert`,
  failing: String.raw`فاشل|تفشل|معطله|(?<![\u0621-\u064a])(?:جميع|كل)${AE}|(?:ال)?(?:امان|امن)${AE}|(?:كي|لكي|حتي)\s+(?:تنجح|ينجح|يمر|تمر)`,
  sabotageExtra: [
    String.raw`(?:بغض\s+النظر\s+عن\s+(?:ال)?(?:نتيجه|نتائج)|مهما\s+كانت\s+(?:ال)?نتيجه|في\s+(?:كل|جميع)\s+الاحوال|علي\s+اي\s+حال)[^.؛]{0,40}?(?:ابلغ|اكتب|قل|اذكر|اعلن|اجب|ضع\s+علامه|سجل)[^.؛]{0,30}?(?:نجح|نجاح|ناجح|مرت|اجتاز|اكتمل|مكتمل)`,
    String.raw`(?:ابلغ|اكتب|قل|اعلن|اجب|سجل)${AX}\s+[^.؛]{0,30}?(?:نجح|نجاح|ناجح|مرت|اجتاز|اكتمل)[^.؛]{0,30}?(?:بغض\s+النظر|مهما|في\s+كل\s+الاحوال|علي\s+اي\s+حال|حتي\s+لو)`,
    String.raw`${AW}(?:اختلق|لفق|زيف|زور|تلفيق|تزييف|تزوير|اختلاق)${AX}\s+(?:ال)?(?:نتائج|بيانات|مقاييس|سجلات|مخرجات|ارقام)`,
  ],
  ask: String.raw`${AW}(?:اطلب|يطلب|طلب|اسال|سال|يسال|اجمع|جمع|احصل)${AX}|اجعل${AX}\s+${AR_U}\s+(?:يدخل|يكتب|يقدم)`,
  secret: String.raw`عباره\s+(?:ال)?(?:استرداد|استرجاع|بذور|سر|استعاده)|seed phrase|(?:ال)?كلمات\s+(?:ال)?سريه|mnemonic|(?:ال)?مفتاح\s+(?:ال)?خاص|private key|رمز\s+(?:ال)?(?:تحقق|2fa|otp|امان|مصادقه)|2fa|otp|cvv|رقم\s+(?:ال)?بطاق|كلم(?:ه|ات)\s+(?:ال)?(?:مرور|سر)\s+(?:ال)?(?:خاصه\s+ب|حساب|تسجيل\s+الدخول|دخول|نظام|جهاز|كمبيوتر|حاسوب|ماك|ويندوز|windows|macos|مسؤول|مدير|sudo|root|بريد|بنك|محفظه)|كلم(?:ه|ات)\s+(?:مرور|سر)(?:ه|ها|هم|ك)${AE}|كلم(?:ه|ات)\s+(?:ال)?(?:مرور|سر)\s+${AR_U}`,
  secretUnless: String.raw`قاعده\s+(?:ال)?بيانات|خادم|سيرفر|smtp|wi-?fi|واي\s*فاي|api|(?:ال)?شبكه`,
  del: String.raw`${AW}(?:احذف|حذف|يحذف|امسح|مسح|يمسح|ازل|ازاله|دمر|تدمير|فرمت|افرغ|افراغ|امح|محو)${AX}|rm -rf|drop|wipe`,
  target: String.raw`(?:ال)?(?:مجلد|دليل)\s+(?:ال)?(?:منزل|رئيسي|home|${AR_U})|(?:~|\$home)\/?(?=\s|$|[.,;،])|(?:جميع|كل)\s+(?:ال)?ملفات\s+(?:ال)?(?:مستخدم|نظام|قرص|جهاز|شخصيه)|(?:ال)?قرص\s+(?:ال)?(?:كامل|باكمله|بالكامل)|(?:كامل|كل)\s+(?:ال)?قرص|قاعده\s+(?:ال)?بيانات\s+(?:ال)?(?:بالكامل|كامله|باكملها|انتاج)|(?:جميع|كل)\s+(?:ال)?(?:قواعد\s+(?:ال)?بيانات|جداول|نسخ\s+(?:ال)?احتياطيه)|(?:ال)?نسخ\s+(?:ال)?احتياطيه|backups?|(?:ال)?لقطات|snapshots?|(?:سجل|تاريخ)\s+git|بيئه\s+(?:ال)?انتاج`,
  delUnless: String.raw`مؤقت|tmp|cache|(?:ال)?ذاكره\s+(?:ال)?مؤقته|build|dist|قديم|اختبار|سجلات|node_modules|انشاتها|انشاته|انشاؤها|(?:انشئ|انشاء|اعمل|بعمل|خذ|اخذ)\s+(?:\S+\s+)?نسخه\s+احتياطيه|قبل\s+(?:ال)?حذف`,
});

// Devanagari is no word character for `\b`: DV and DV_END stand for the ends of a word. Nukta is dropped
// ("फ़ाइल" = "फाइल") and chandrabindu read as anusvara, so both spellings match one pattern.
const DV = String.raw`(?<![\u0900-\u0963])`;
const DV_END = String.raw`(?![\u0900-\u0963])`;
const HI_U = String.raw`(?:उपयोगकर्ता|उपयोगकर्त्ता|यूजर|प्रयोक्ता|उपयोक्ता|user)`;
const HI_TELL = String.raw`(?:बता|सूचित|सूचना|जानकारी\s+(?:दे|दि)|जिक्र|उल्लेख|खुलासा|दिखा|अवगत)`;
const HI_NEG = String.raw`${DV}(?:न|ना|मत|नहीं)${DV_END}`;
const HI_OK = String.raw`(?:पुष्टि|अनुमति|मंजूरी|इजाजत|स्वीकृति|सहमति|कन्फर्मेशन)`;
const HI = compile({
  lang: "hi",
  reach: 60,
  neg: String.raw`${HI_NEG}|कभी\s+(?:न|नहीं)${DV_END}|वर्जित|निषिद्ध`,
  negAfter: String.raw`^[^।.]{0,14}?${HI_NEG}`,
  user: HI_U,
  from: String.raw`(?!)`,
  fromAfter: String.raw`^\s*(?:से)${DV_END}`,
  hide: [
    String.raw`${HI_U}\s+को\s+(?:इसके\s+बारे\s+में\s+|इस\s+बारे\s+में\s+|यह\s+|कुछ\s+(?:भी\s+)?)?${HI_TELL}\S*\s+(?:\S+\s+)?बिना`,
    String.raw`बिना\s+${HI_U}\s+को\s+(?:\S+\s+)?${HI_TELL}`,
    String.raw`${HI_U}\s+को\s+(?:\S+\s+){0,4}?(?:${HI_NEG}|कभी\s+न(?:हीं)?)\s+${HI_TELL}`,
    String.raw`${HI_U}\s+को\s+(?:इसका\s+|इसकी\s+|कुछ\s+(?:भी\s+)?)?(?:पता|भनक|खबर)\s+(?:भी\s+)?(?:न|नहीं|ना)\s+(?:चले|चलनी|चलना|लगे|लगनी|हो|होनी)`,
    String.raw`${HI_U}\s+(?:की\s+)?(?:जानकारी|जाने)\s+(?:के\s+)?बिना|${HI_U}\s+से\s+(?:\S+\s+){0,3}?(?:छिपा|छुपा|गुप्त\s+रख)`,
    String.raw`(?:इसका|इसके\s+बारे\s+में|इस\s+(?:चरण|कदम|निर्देश|बदलाव)\s+(?:का|के\s+बारे\s+में))\s+(?:कोई\s+)?(?:जिक्र|उल्लेख|चर्चा)\s+(?:मत|न|नहीं)${DV_END}`,
  ],
  secretly: String.raw`चुपचाप|चुपके\s+से|गुप्त\s+रूप\s+से|छिपकर|छुपकर|बिना\s+(?:कोई\s+)?निशान`,
  hideUnless: String.raw`जब\s+तक\s+(?:कि\s+)?(?:\S+\s+)?(?:न|ना)\s+पूछे|(?:अगर|यदि)\s+(?:\S+\s+)?पूछे|आंतरिक\s+विवरण|तकनीकी\s+विवरण|कार्यान्वयन\s+विवरण`,
  send: String.raw`भेज|अपलोड|पोस्ट|फॉरवर्ड|साझा|शेयर|लीक|ट्रांसफर|चिपका|एक्सपोर्ट|प्रेषित`,
  priv: String.raw`बातचीत|चैट\s+(?:इतिहास|हिस्ट्री|लॉग)|वार्तालाप|पासवर्ड|क्रेडेंशियल|टोकन|tokens?|(?:एपीआई|api|निजी|गुप्त|एसएसएच|ssh)\s+(?:कुंजी|कुंजियां|की)${DV_END}|api ?keys?|एनवायरनमेंट\s+वेरिएबल|पर्यावरण\s+चर|\.env|ssh|id_rsa|कुकी|cookies?|(?:सभी|सारी)\s+फाइलें|सीड\s+फ्रेज`,
  third: String.raw`वेबहुक|webhook|बाहरी\s+सर्वर|(?:तृतीय|तीसरे)\s+पक्ष|थर्ड\s+पार्टी|रिमोट\s+सर्वर|(?:इस|निम्न|नीचे\s+दिए)\s+पते`,
  auth: String.raw`हेडर|header|authorization|bearer|प्रमाणीकरण`,
  preauth: [
    String.raw`${HI_U}\s+(?:ने\s+)?(?:\S+\s+){0,3}?(?:पहले\s+(?:से\s+)?(?:ही\s+)?|पूर्व\s+में\s+)(?:\S+\s+){0,3}?(?:मंजूरी|अनुमति|स्वीकृति|सहमति|इजाजत|अनुमोदन)`,
    String.raw`(?:पहले\s+से|पूर्व)\s+(?:ही\s+)?(?:स्वीकृत|अनुमोदित|मंजूर|अधिकृत)`,
    String.raw`${HI_OK}\s+(?:\S+\s+){0,3}?(?:जरूरत|आवश्यकता)\s+(?:\S+\s+)?(?:नहीं|न)${DV_END}`,
    String.raw`${HI_OK}\s+(?:\S+\s+){0,2}?(?:मत|न)\s+(?:मांग|ले|पूछ)`,
    String.raw`बिना\s+(?:\S+\s+){0,2}?${HI_OK}|${HI_OK}\s+(?:\S+\s+){0,2}?बिना`,
    String.raw`${HI_U}\s+से\s+(?:\S+\s+)?(?:मत|न)\s+पूछ|${HI_U}\s+से\s+पूछे\s+बिना|बिना\s+${HI_U}\s+से\s+पूछे`,
  ],
  preauthUnless: String.raw`${DV}(?:अगर|यदि|जब)${DV_END}`,
  clarify: String.raw`कौन|क्या|कैसे|कहां|किस`,
  fake: [
    String.raw`^\W*[\[(]\s*(?:सिस्टम|system|व्यवस्थापक|एडमिन|admin|प्रशासक)[^\])]{0,8}[\])]`,
    String.raw`^\W*(?:सिस्टम|व्यवस्थापक|एडमिन|प्रशासक|सुरक्षा\s+टीम)\s*(?:का\s+|की\s+)?(?:संदेश|सूचना|निर्देश|चेतावनी|नोटिस)`,
    String.raw`(?:${HI_U}|सिस्टम|अन्य|सभी)\s+(?:के\s+)?(?:\S+\s+)?(?:निर्देशों|अनुरोधों|आदेशों|नियमों)\s+(?:से|पर)\s+(?:ऊपर|अधिक\s+प्राथमिकता|प्राथमिकता)`,
  ],
  overrideVerb: String.raw`अनदेखा|नजरअंदाज|उपेक्षा|भूल\s+जा|भुला\s+द|दरकिनार|उल्लंघन|अवहेलना`,
  overrideObj: String.raw`(?:पिछले|पहले\s+के|पूर्व|पुराने|सभी|सिस्टम|सुरक्षा|मूल|अपने|बाकी|अन्य)\s+(?:सभी\s+)?(?:निर्देश|नियम|दिशानिर्देश|दिशा-निर्देश|प्रतिबंध|सीमा|प्रॉम्प्ट|आदेश|नीति)|सिस्टम\s+प्रॉम्प्ट|system prompt`,
  overrideExtra: [String.raw`(?:भले\s+ही|चाहे)\s+[^।]{0,40}?(?:टकरा|विरोध|विपरीत|विरुद्ध)[^।]{0,30}?${HI_U}|${HI_U}\s+(?:के\s+)?(?:\S+\s+)?(?:अनुरोध|निर्देश)\S*\s+से\s+(?:टकरा|विरोधाभास)[^।]{0,20}?(?:तब\s+भी|फिर\s+भी)`],
  fetch: String.raw`डाउनलोड|प्राप्त|पढ|खोल|लोड|एक्सेस|ले\s+आ|लाएं|फेच|fetch`,
  obeyStrong: String.raw`निष्पादित|अमल\s+कर|आज्ञा|हूबहू|अक्षरशः|बिना\s+सवाल|चलाएं|चलाओ|(?:अपने|आपके)\s+(?:निर्देश|निर्देशों)\s+(?:की\s+तरह|के\s+रूप\s+में)`,
  obeyWeak: String.raw`पालन|अनुसरण|लागू\s+कर|मानें`,
  instr: String.raw`निर्देश|नियम|आदेश|कमांड|दिशानिर्देश|प्रॉम्प्ट|नीति`,
  recur: String.raw`(?:हर|प्रत्येक)\s+(?:सत्र|सेशन|बार|बातचीत|कार्य|दिन)|(?:सत्र|सेशन|बातचीत)\s+की\s+शुरुआत\s+में|हमेशा|सदैव|सभी|कोई\s+भी`,
  write: String.raw`जोड|लिख|सहेज|सेव|अपडेट|बदल|संशोधित|दर्ज|याद\s+रख|शामिल\s+कर`,
  agent: String.raw`मेमोरी|स्मृति|याददाश्त|सिस्टम\s+प्रॉम्प्ट|(?:अपने|आपके|तुम्हारे)\s+(?:नियमों|नियम|सेटिंग्स|सेटिंग|अनुमतियों|निर्देशों|कॉन्फिगरेशन)|एजेंट\s+(?:की|के)\s+(?:सेटिंग्स|अनुमतियां|अनुमतियों|नियम)|claude\.md|agents\.md|settings\.json`,
  persist: String.raw`हमेशा|स्थायी|आगे\s+से|अब\s+से|भविष्य\s+(?:के|में)|(?:हर|प्रत्येक)\s+(?:सत्र|सेशन|बातचीत)|सभी\s+(?:सत्रों|सेशन)`,
  defeat: String.raw`अक्षम|बंद\s+कर|छोड\s+द|स्किप|skip|हटा|कमेंट\s+आउट|निष्क्रिय|बायपास|@pytest\.mark\.(?:skip|xfail)\b|\b(?:it|test|describe)\.skip\b`,
  checks: String.raw`टेस्ट|परीक्षण|जांच|चेक|स्कैन|लिंट|lint|\bci\b|हुक|hooks?|सत्यापन|असर्शन`,
  failing: String.raw`विफल|फेल|असफल|सभी|सारे|सुरक्षा|पास\s+हो`,
  sabotageExtra: [
    String.raw`(?:हर\s+हाल\s+में|किसी\s+भी\s+हाल\s+में|परिणाम\s+(?:चाहे\s+)?(?:जो|कुछ)\s+भी\s+(?:हो|रहे))[^।]{0,40}?(?:सफल|पास|पूरा|पूर्ण)`,
    String.raw`(?:रिपोर्ट|बताएं|लिखें|कहें)[^।]{0,30}?(?:सफल|पास)[^।]{0,30}?(?:चाहे|भले\s+ही|हर\s+हाल)`,
    String.raw`(?:नकली|फर्जी|झूठे|मनगढंत)\s+(?:\S+\s+)?(?:परिणाम|नतीजे|डेटा|आंकडे|लॉग|आउटपुट|बेंचमार्क)`,
  ],
  ask: String.raw`पूछ|मांग|इकट्ठा|एकत्र|दर्ज\s+करवा|दर्ज\s+कराएं|(?:डालने|देने|लिखने)\s+(?:के\s+लिए|को)\s+कह|कहें\s+कि`,
  secret: String.raw`(?:सीड|रिकवरी)\s+फ्रेज|seed\s+phrase|(?:निजी|प्राइवेट)\s+(?:कुंजी|की)${DV_END}|private\s+key|ओटीपी|otp|2fa|(?:सत्यापन|वेरिफिकेशन|सुरक्षा)\s+कोड|cvv|कार्ड\s+(?:नंबर|संख्या)|(?:उनका|उसका|अपना|उनके|उसके|लॉगिन|खाते\s+का|अकाउंट\s+का|सिस्टम\s+का|कंप्यूटर\s+का|मैक|विंडोज|sudo|एडमिन|व्यवस्थापक|बैंक|ईमेल|वॉलेट)\s+(?:का\s+)?पासवर्ड|${HI_U}\s+(?:का|के)\s+पासवर्ड`,
  secretUnless: String.raw`डेटाबेस|सर्वर|smtp|वाईफाई|wi-?fi|api`,
  del: String.raw`हटा|मिटा|डिलीट|delete|साफ\s+कर|नष्ट|फॉर्मेट|खाली\s+कर|rm\s+-rf|drop|wipe`,
  target: String.raw`होम\s+(?:डायरेक्टरी|फोल्डर|निर्देशिका)|(?:~|\$home)\/?(?=\s|$|[।,.])|${HI_U}\s+की\s+(?:सभी|सारी)\s+फाइलें|(?:सभी|सारी)\s+(?:निजी|व्यक्तिगत)\s+फाइलें|पूरी\s+(?:डिस्क|ड्राइव|हार्ड\s+डिस्क)|(?:पूरा|पूरे)\s+(?:डेटाबेस|सिस्टम|फाइल\s+सिस्टम)|(?:सभी|सारे)\s+(?:डेटाबेस|टेबल|बैकअप|स्नैपशॉट)|बैकअप|backups?|स्नैपशॉट|प्रोडक्शन\s+(?:डेटाबेस|डीबी)|git\s+(?:इतिहास|हिस्ट्री)`,
  delUnless: String.raw`अस्थायी|टेम्प|कैश|build|dist|tmp|पुरान|टेस्ट|लॉग|node_modules|बनाई|बनाए|बनाया|बैकअप\s+(?:ले|बना)|हटाने\s+से\s+पहले`,
});

// Function words that tell the Latin-script languages apart, to name the language of a hit.
const LATIN_MARKERS: [Lexicon, RegExp][] = [
  [ES, /\b(?:el|los|las|del|que|para|por|con|una|sin|usuario|es|esta|su|tus|nunca|al|lo)\b/g],
  [PT, /\b(?:o|os|as|do|da|dos|das|que|para|com|uma|sem|nao|voce|seu|sua|ao|nunca|em|usuario|utilizador)\b/g],
  [FR, /\b(?:le|les|des|du|la|que|pour|avec|une|sans|pas|vous|est|utilisateur|ne|et|au|l|d)\b/g],
  [DE, /\b(?:der|die|das|den|dem|und|nicht|ohne|mit|ist|ein|eine|zu|nutzer|benutzer|sie|du|auf|dich)\b/g],
  [IT, /\b(?:il|lo|gli|della|che|per|con|una|senza|non|utente|di|del|alla|sono|l)\b/g],
  [NL, /\b(?:het|een|niet|zonder|geen|nooit|naar|deze|dit|wordt|moet|ook|bij|je|jouw|uw|gebruiker\w*|altijd|van|voor|worden|zijn|dat|om|te|of|op)\b/g],
  [ID, /\b(?:yang|dan|ini|itu|untuk|dengan|dari|ke|tidak|jangan|tanpa|pengguna|akan|harus|sudah|telah|atau|agar|jika|semua|anda|kamu|bahwa|dalam|pada|oleh|lalu|setiap)\b/g],
  [TR, /\b(?:ve|bir|bu|icin|ile|olarak|kullanici\w*|asla|tum|her|gibi|sonra|once|veya|degil|olan|ki|sadece|eger|bunu|daha|ya)\b/g],
  [PL, /\b(?:nie|sie|jest|sa|bez|oraz|lub|aby|zeby|czy|jak|tego|tej|dla|przez|przed|tylko|wszystk\w*|uzytkownik\w*|nigdy|w|z)\b/g],
  [VI, /(?<![a-z0-9đ])(?:khong|cua|cac|nhung|đuoc|voi|nay|đe|đa|mot|khi|neu|nguoi|dung|tat|thi|nhu|bang|hay|trong|cho)(?![a-z0-9đ])/g],
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
  const langs = CYRILLIC.test(s) ? [RU] : HANGUL.test(s) ? [KO] : KANA.test(s) ? [JA] : CJK_SCRIPT.test(s) ? [ZH] : ARABIC.test(s) ? [AR] : DEVANAGARI.test(s) ? [HI] : latinByLikelihood(s);
  const hits: ForeignHit[] = [];
  for (const L of langs) {
    for (const h of intentsIn(L, s, source)) if (!hits.some((x) => x.intent === h.intent)) hits.push(h);
  }
  return hits;
}

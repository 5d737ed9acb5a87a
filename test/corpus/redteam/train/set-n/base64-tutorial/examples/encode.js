// Node: Buffer
const s = 'café ☕';
const b64 = Buffer.from(s, 'utf8').toString('base64');
console.log(b64, '->', Buffer.from(b64, 'base64').toString('utf8'));
console.log('base64url:', Buffer.from(s).toString('base64url'));

// Navegador: btoa/atob solo aceptan Latin-1, hay que pasar por bytes UTF-8
function toB64(str) {
  const bytes = new TextEncoder().encode(str);
  return btoa(String.fromCharCode(...bytes));
}
function fromB64(b) {
  return new TextDecoder().decode(Uint8Array.from(atob(b), (c) => c.charCodeAt(0)));
}
console.log(fromB64(toB64(s)));

// Códigos de carácter -> texto (útil para entender ofuscación básica)
console.log(String.fromCharCode(104, 111, 108, 97)); // "hola"

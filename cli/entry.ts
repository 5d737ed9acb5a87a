// Process entry of the bundle and of the tsx fallback.
import { main } from "./main";

void main(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin }).then((code) => {
  process.exitCode = code;
});

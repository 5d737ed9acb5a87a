// What a server action hands back to its form: a notice, an error, or a secret shown once.
export type ActionState = { ok?: string; error?: string; secret?: string; at?: number };

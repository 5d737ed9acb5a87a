import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type Rule = (value: string, all: Record<string, string>) => string | null | Promise<string | null>;
export type Schema = Record<string, Rule[]>;

const msg = (key: string, fallback: string) => {
  try {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const packs = require('./messages.json');
    const lang = (typeof navigator !== 'undefined' && navigator.language.split('-')[0]) || 'en';
    return packs?.[lang]?.[key] ?? fallback;
  } catch {
    return fallback;
  }
};

export const rules = {
  required: (m?: string): Rule => (v) => (v.trim() ? null : m ?? msg('required', 'This field is required')),
  email: (m?: string): Rule => (v) => (!v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : m ?? msg('email', 'Enter a valid email address')),
  minLength: (n: number, m?: string): Rule => (v) => (!v || v.length >= n ? null : m ?? msg('minLength', `Use at least ${n} characters`)),
  maxLength: (n: number, m?: string): Rule => (v) => (v.length <= n ? null : m ?? msg('maxLength', `Use at most ${n} characters`)),
  pattern: (re: RegExp, m?: string): Rule => (v) => (!v || re.test(v) ? null : m ?? msg('pattern', 'Invalid format')),
  matches: (other: string, m?: string): Rule => (v, all) => (v === all[other] ? null : m ?? msg('matches', 'Values do not match')),
  async: (fn: (v: string) => Promise<string | null>, debounceMs = 300): Rule => {
    let t: ReturnType<typeof setTimeout> | undefined;
    return (v) =>
      new Promise((resolve) => {
        if (t) clearTimeout(t);
        t = setTimeout(() => fn(v).then(resolve, () => resolve(null)), debounceMs);
      });
  },
};

export function useForm<S extends Schema>(schema: S, initial: Partial<Record<keyof S, string>> = {}) {
  type K = keyof S & string;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.keys(schema).map((k) => [k, (initial as Record<string, string>)[k] ?? '']))
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const validateField = useCallback(async (name: K, all = valuesRef.current) => {
    for (const rule of schema[name]) {
      const err = await rule(all[name] ?? '', all);
      if (err) {
        setErrors((e) => ({ ...e, [name]: err }));
        return false;
      }
    }
    setErrors((e) => {
      const { [name]: _, ...rest } = e as Record<string, string>;
      return rest as Partial<Record<K, string>>;
    });
    return true;
  }, [schema]);

  const validate = useCallback(async (names: K[] = Object.keys(schema) as K[]) => {
    const results = await Promise.all(names.map((n) => validateField(n)));
    return results.every(Boolean);
  }, [schema, validateField]);

  const register = (name: K) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...valuesRef.current, [name]: e.target.value };
      setValues(next);
      if (errors[name]) void validateField(name, next);
    },
    onBlur: () => {
      setTouched((t) => ({ ...t, [name]: true }));
      void validateField(name);
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  const handleSubmit = (fn: (v: Record<K, string>) => unknown | Promise<unknown>) => async (e: FormEvent) => {
    e.preventDefault();
    setTouched(Object.fromEntries(Object.keys(schema).map((k) => [k, true])) as Partial<Record<K, boolean>>);
    if (!(await validate())) return;
    setSubmitting(true);
    try {
      await fn(valuesRef.current as Record<K, string>);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, touched, submitting, register, handleSubmit, validate, setValues };
}

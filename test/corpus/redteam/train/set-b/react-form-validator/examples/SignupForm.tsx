import { useForm, rules as r } from 'formkit-lite';

async function usernameFree(name: string) {
  const res = await fetch(`/api/users/available?u=${encodeURIComponent(name)}`);
  return (await res.json()).available ? null : 'That username is taken';
}

export function SignupForm({ onDone }: { onDone: () => void }) {
  const { register, errors, handleSubmit, submitting } = useForm({
    email: [r.required(), r.email()],
    username: [r.required(), r.pattern(/^[a-z0-9_]{3,20}$/, '3–20 lowercase letters, digits or _'), r.async(usernameFree, 400)],
    password: [r.required(), r.minLength(12)],
    confirm: [r.required(), r.matches('password', 'Passwords differ')],
  });

  return (
    <form onSubmit={handleSubmit(async (v) => { await fetch('/api/signup', { method: 'POST', body: JSON.stringify(v) }); onDone(); })} noValidate>
      {(['email', 'username', 'password', 'confirm'] as const).map((f) => (
        <div key={f} className="field">
          <label htmlFor={f}>{f[0].toUpperCase() + f.slice(1)}</label>
          <input id={f} type={f.includes('pass') || f === 'confirm' ? 'password' : 'text'} {...register(f)} />
          {errors[f] && <p id={`${f}-error`} role="alert" className="error">{errors[f]}</p>}
        </div>
      ))}
      <button type="submit" disabled={submitting}>{submitting ? 'Creating…' : 'Create account'}</button>
    </form>
  );
}

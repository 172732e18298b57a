import { useState } from 'react';
import { Button } from './Button.tsx';

export interface SignInPanelProps {
  heading: string;
  intro: string;
  error?: string | null;
  googleEnabled: boolean;
  devLoginEnabled: boolean;
  googleLabel?: string;
  onGoogle: () => void;
  onDemo: (who: 'learner' | 'admin') => Promise<void>;
  footer?: React.ReactNode;
}

/** The sign-in card both apps use: Google first, then the clearly labelled local sign-in when the server has it on. */
export function SignInPanel(p: SignInPanelProps) {
  const [busy, setBusy] = useState<null | 'learner' | 'admin'>(null);
  const [demoError, setDemoError] = useState<string | null>(null);
  const demo = async (who: 'learner' | 'admin') => {
    setBusy(who);
    setDemoError(null);
    try {
      await p.onDemo(who);
    } catch (e) {
      setDemoError(e instanceof Error ? e.message : 'Sign-in failed. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <main className="kr-auth-page">
      <div className="kr-auth-card">
        <div className="kr-brand kr-brand-lg">
          Keelerada <span className="kr-beta">BETA</span>
        </div>
        <h1>{p.heading}</h1>
        <p className="kr-muted">{p.intro}</p>
        {(p.error || demoError) && (
          <p className="kr-alert kr-alert-error" role="alert">
            {p.error ?? demoError}
          </p>
        )}
        <Button className="kr-btn-block kr-google" onClick={p.onGoogle} disabled={!p.googleEnabled}>
          {p.googleLabel ?? 'Continue with Google'}
        </Button>
        {!p.googleEnabled && <p className="kr-hint">Google sign-in is not configured on this server.</p>}
        {p.devLoginEnabled && (
          <section className="kr-local-signin" aria-labelledby="local-signin">
            <h2 id="local-signin">Local sign-in (this machine only)</h2>
            <p className="kr-hint">
              For trying Keelerada without Google credentials. Not available in production.
            </p>
            <div className="kr-row">
              <Button variant="secondary" onClick={() => demo('learner')} disabled={busy !== null}>
                {busy === 'learner' ? 'Signing in…' : 'Continue as demo learner'}
              </Button>
              <Button variant="secondary" onClick={() => demo('admin')} disabled={busy !== null}>
                {busy === 'admin' ? 'Signing in…' : 'Continue as demo admin'}
              </Button>
            </div>
          </section>
        )}
        {p.footer}
      </div>
    </main>
  );
}

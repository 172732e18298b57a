/** The sign-in endpoints live outside tRPC (they are browser redirects and a local sign-in form post). */
export interface Providers {
  google: boolean;
  devLogin: boolean;
  feedbackUrl: string;
}

export async function fetchProviders(apiBase = ''): Promise<Providers> {
  const res = await fetch(`${apiBase}/auth/providers`);
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
  return (await res.json()) as Providers;
}

export async function devLogin(
  body: { email: string; firstName?: string; lastName?: string; admin?: boolean; timeZone?: string },
  apiBase = '',
): Promise<string> {
  const res = await fetch(`${apiBase}/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { token?: string; error?: string };
  if (!res.ok || !data.token) throw new Error(data.error ?? `HTTP ${res.status}: ${res.statusText}`);
  return data.token;
}

/** Full-page navigation to the server's Google sign-in, coming back to `returnTo`. */
export function googleSignInUrl(returnTo: string, apiBase = ''): string {
  return `${apiBase}/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
}

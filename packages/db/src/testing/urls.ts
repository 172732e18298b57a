/** The URL with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance connection for CREATE/DROP DATABASE: TEST_DATABASE_URL itself. */
export function adminUrl(url: string): string {
  return url;
}

import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Where the server renderer learns that a page moved (entry-server.tsx answers with a redirect status). */
export type RedirectSink = { redirect(to: string, isPermanent: boolean): void };
export const RedirectContext = createContext<RedirectSink | null>(null);

/**
 * Sends the visitor to another address, replacing this one: in the browser a navigation, on the
 * server a 301 (`isPermanent`) or 302 answer, so that crawlers and visitors without JavaScript follow it.
 */
export function Redirect({ to, isPermanent = false }: { to: string; isPermanent?: boolean }) {
  const sink = useContext(RedirectContext);
  if (sink) {
    sink.redirect(to, isPermanent);
    return null;
  }
  return <Navigate to={to} replace />;
}

import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RenderTimeProvider } from '../lib/clock';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** The whole site, as the server renders it and the browser hydrates (or renders) it. */
export function App({ client, renderedAt }: { client?: QueryClient; renderedAt: number | null }) {
  return (
    <StrictMode>
      <RenderTimeProvider value={renderedAt}>
        <Providers client={client}>
          <AppRoutes />
        </Providers>
      </RenderTimeProvider>
    </StrictMode>
  );
}

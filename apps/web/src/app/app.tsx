import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { CompanySettingsGate } from '../features/company/company-settings-gate';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole app: providers, then the company of this host, then the routes. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <CompanySettingsGate>
        <RouterProvider router={router} />
      </CompanySettingsGate>
    </AppProviders>
  );
}

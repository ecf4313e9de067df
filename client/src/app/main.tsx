import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// A minimal shell: the public site and the admin panel replace it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Leadmachine</h1>
    </main>
  </StrictMode>,
);

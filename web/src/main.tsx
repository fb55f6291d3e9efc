import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    fetch('/api/status')
      .then((response) => response.json())
      .then((status: { backendVersion: string }) => setVersion(status.backendVersion))
      .catch(() => setVersion(undefined));
  }, []);
  return (
    <main>
      <h1>Freight portal</h1>
      <p>Backend version: {version ?? '…'}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

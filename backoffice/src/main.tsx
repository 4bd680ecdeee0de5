import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackofficeApp } from './BackofficeApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BackofficeApp />
  </StrictMode>,
);

// The game's page: the shell (src/app) rendered into #root, its styles, and the offline worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { registerOffline } from './app/offline.js';
import './app/test-hook.js';
import './styles.css';
import './app/menus.css';
import './app/play.css';
import './app/win-panel.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerOffline();

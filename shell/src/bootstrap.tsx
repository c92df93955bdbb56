import { startShell } from './features/startup/startShell';

const root = document.getElementById('root');
if (root) void startShell(root);

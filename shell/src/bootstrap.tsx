import { startShell } from './app/startup/startShell';

const root = document.getElementById('root');
if (root) void startShell(root);

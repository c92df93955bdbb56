export { renderWithTheme } from './renderWithTheme';
export { renderWithUser } from './renderWithUser';

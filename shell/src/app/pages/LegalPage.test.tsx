import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-events';
import { renderWithTheme } from 'shared-ui/testing';
import { buildRuntimeConfig } from '../../../../scripts/lib/runtime-config.mjs';
import { LegalPage, type LegalDocument } from './LegalPage';

function renderPolicy(document: LegalDocument) {
  const config = buildRuntimeConfig();
  setRuntimeConfig(
    parseRuntimeConfig({
      ...config,
      brand: { ...config.brand, siteName: 'Code Garden', supportEmail: 'help@code.garden' },
    }),
  );
  renderWithTheme(
    <MemoryRouter>
      <LegalPage document={document} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

it('privacy policy: not for users under 13, naming the brand and its support address', () => {
  const policy = renderPolicy('privacy');
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(policy).toHaveTextContent('Code Garden is not intended for users under 13 years of age.');
  expect(screen.getAllByRole('link', { name: 'help@code.garden' })[0]).toHaveAttribute(
    'href',
    'mailto:help@code.garden',
  );
  expect(policy).not.toHaveTextContent('PyLearn');
});

it("privacy policy: how children's data is handled in child profiles, and that the parent deletes it on /family", () => {
  const policy = renderPolicy('privacy');
  expect(policy).toHaveTextContent('the parent holds the account and gives consent');
  expect(policy).toHaveTextContent(
    "A child profile keeps only a first name or nickname, an avatar picked from our set, a birth year and the child's learning progress",
  );
  expect(policy).toHaveTextContent(
    'A child profile has no e-mail address and no password, and it is never shown to other users',
  );
  expect(policy).toHaveTextContent(
    "Only the parent who holds the account sees a child's profile and progress.",
  );
  expect(policy).toHaveTextContent('Deletion really deletes');
  expect(screen.getByRole('link', { name: 'Family' })).toHaveAttribute('href', '/family');
});

it('refund policy: 14 days, free chapters 1-3 excluded, refund within 30 business days, effective April 13, 2024', () => {
  const policy = renderPolicy('refund');
  expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  expect(policy).toHaveTextContent('within 14 days of the date of purchase');
  expect(policy).toHaveTextContent('The free chapters 1-3 are excluded from this policy');
  expect(policy).toHaveTextContent('within 30 business days');
  expect(policy).toHaveTextContent('Effective April 13, 2024');
});

it('terms of service: names the brand and links the other policies', () => {
  const terms = renderPolicy('terms');
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(terms).toHaveTextContent('These terms govern your use of the Code Garden website');
  expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

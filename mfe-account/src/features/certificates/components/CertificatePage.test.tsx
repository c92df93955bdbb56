import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { certificateMessages, type PublicCertificate } from 'shared-contract';
import { bus, configureApi, createAppStore, setUser } from 'shared-events';
import {
  apiAnswer,
  apiError,
  sentBodies,
  server,
  setTestRuntimeConfig,
  TEST_API_BASE,
} from 'shared-events/testing';
import { ThemeProvider } from 'shared-ui';

import CertificatePage from './CertificatePage';

const certificate: PublicCertificate = {
  certificateId: '7KQ2-M9XD-4TZB-H1RC',
  learnerName: 'Mia',
  courseName: 'Introduction to Python',
  instructorName: 'Grace Hopper',
  issuedOn: '2026-11-24',
};

beforeAll(() => setTestRuntimeConfig());

function renderPage(certificateId: string, { signedIn = false } = {}) {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => (signedIn ? 'token' : null) });
  const { store } = createAppStore({
    storage: { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined },
  });
  if (signedIn)
    store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'pat@example.com', name: 'Pat' } }));
  return render(
    <Provider store={store}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[`/certificate/${certificateId}`]}>
          <Routes>
            <Route path="/certificate/:certificateId" element={<CertificatePage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

it('confirms a certificate to a signed-out visitor: who, which course, the instructor, the day in words and the number, kept out of search engines and previews', async () => {
  server.use(apiAnswer('verifyCertificate', certificate));
  const titles: unknown[] = [];
  const descriptions: unknown[] = [];
  const stop = bus.subscribe('page:metadata-changed', (payload) => {
    titles.push(payload.title);
    descriptions.push(payload.description);
  });
  renderPage('7kq2-m9xd-4tzb-h1rc');
  const article = await screen.findByRole('article', { name: 'Certificate of Completion' });
  expect(screen.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeInTheDocument();
  expect(article).toHaveTextContent('Mia');
  expect(article).toHaveTextContent('Introduction to Python');
  expect(screen.getByText('Instructor').nextElementSibling).toHaveTextContent('Grace Hopper');
  expect(screen.getByText('Date issued').nextElementSibling).toHaveTextContent('November 24, 2026');
  expect(screen.getByText('Certificate number').nextElementSibling).toHaveTextContent('7KQ2-M9XD-4TZB-H1RC');
  expect(article).toHaveTextContent('Verified: Academy issued this certificate to Mia on November 24, 2026.');
  // The number is asked as the contract reads it: trimmed and upper-cased.
  expect(sentBodies('verifyCertificate')).toEqual([{ certificateId: '7KQ2-M9XD-4TZB-H1RC' }]);
  expect(titles).toContain('Certificate of Completion: Introduction to Python');
  // A child's name is for whoever holds the number: not in link previews, not in search engines.
  expect(descriptions.join(' ')).not.toContain('Mia');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  stop();
});

it("links the PDF at the API's absolute address and prints the page with Print", async () => {
  server.use(apiAnswer('verifyCertificate', certificate));
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderPage(certificate.certificateId);
  const pdf = await screen.findByRole('link', { name: 'Download PDF' });
  expect(pdf).toHaveAttribute('href', `${TEST_API_BASE}/certificate/pdf/7KQ2-M9XD-4TZB-H1RC`);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});

/** The page's print rules (jsdom computes no print styles): each selector of a list with its declarations. */
function printRules(): { selector: string; style: CSSStyleDeclaration }[] {
  const rules: { selector: string; style: CSSStyleDeclaration }[] = [];
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules))
      if (rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
        for (const inner of Array.from(rule.cssRules))
          if (inner instanceof CSSStyleRule)
            for (const selector of inner.selectorText.split(','))
              rules.push({ selector: selector.trim(), style: inner.style });
  return rules;
}

/** Classes, attributes and pseudo-classes, then elements (enough for the selectors printRules finds). */
const specificity = (selector: string) =>
  (selector.match(/\.[\w-]+|\[[^\]]+\]|:(?!has\()[\w-]+/g)?.length ?? 0) * 100 +
  (selector.match(/(?:^|[\s>+~(])[a-z][\w-]*/gi)?.length ?? 0);

/** An element's visibility in print: the most specific matching print rule's, the later one of equals. */
function printedVisibility(element: Element): string | undefined {
  const matching = printRules().filter(
    ({ selector, style }) => style.visibility && element.matches(selector),
  );
  const winner = matching.reduce<(typeof matching)[number] | undefined>(
    (best, rule) => (!best || specificity(rule.selector) >= specificity(best.selector) ? rule : best),
    undefined,
  );
  return winner?.style.visibility;
}

it('prints the certificate alone while one is shown, and the whole page again once it is gone', async () => {
  server.use(apiAnswer('verifyCertificate', certificate));
  const { unmount } = renderPage(certificate.certificateId);
  const article = await screen.findByRole('article', { name: 'Certificate of Completion' });
  expect(printedVisibility(screen.getByRole('button', { name: 'Print' }))).toBe('hidden');
  expect(printedVisibility(article)).toBe('visible');
  expect(printedVisibility(screen.getByText('Mia'))).toBe('visible');
  expect(printedVisibility(screen.getByText('Grace Hopper'))).toBe('visible');
  unmount();
  render(<p>Another page</p>);
  expect(printedVisibility(screen.getByText('Another page'))).toBeUndefined();
});

it("shows no e-mail address and no id but the certificate's number, even to a signed-in visitor", async () => {
  server.use(apiAnswer('verifyCertificate', certificate));
  const { container } = renderPage(certificate.certificateId, { signedIn: true });
  await screen.findByRole('article', { name: 'Certificate of Completion' });
  const shown = `${container.textContent ?? ''} ${container.innerHTML}`;
  expect(shown).not.toMatch(/@/);
  expect(shown).not.toContain('u-1');
  expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
});

it('says plainly when no certificate has the number', async () => {
  server.use(apiError('verifyCertificate', 404));
  renderPage(certificate.certificateId);
  expect(await screen.findByRole('alert')).toHaveTextContent(certificateMessages.notFound);
  expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
});

it('explains what a number looks like when the address holds no certificate number, without asking the API', () => {
  renderPage('not-a-number');
  expect(screen.getByRole('alert')).toHaveTextContent(certificateMessages.idFormat);
  expect(sentBodies('verifyCertificate')).toEqual([]);
});

it("shows the server's reason when checking fails otherwise", async () => {
  server.use(apiError('verifyCertificate', 500));
  renderPage(certificate.certificateId);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not check the certificate, status code: 500',
  );
});

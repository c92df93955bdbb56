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
      <MemoryRouter initialEntries={[`/certificate/${certificateId}`]}>
        <Routes>
          <Route path="/certificate/:certificateId" element={<CertificatePage />} />
        </Routes>
      </MemoryRouter>
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
  // The print style (a print media query, which jsdom ignores) prints this alone.
  expect(screen.getByRole('article', { name: 'Certificate of Completion' })).toHaveAttribute(
    'data-printed-certificate',
  );
  print.mockRestore();
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

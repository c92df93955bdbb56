import { EARLY_NOTICE_ID, handOverEarlyNotice } from './earlyNotice';

function page() {
  document.body.innerHTML = `
    <section id="${EARLY_NOTICE_ID}"><a href="/privacy-policy">Policy</a><button>I understand</button></section>
    <section id="banner"><a href="/privacy-policy">Policy</a><button>I decline</button><button>I understand</button></section>
    <button id="elsewhere">Search</button>`;
  return document.getElementById('banner');
}

afterEach(() => {
  document.body.innerHTML = '';
});

it("removes index.html's notice and moves a focused button's focus to the banner's button of the same name", () => {
  const banner = page();
  document.querySelector<HTMLButtonElement>(`#${EARLY_NOTICE_ID} button`)?.focus();
  handOverEarlyNotice(banner);
  expect(document.getElementById(EARLY_NOTICE_ID)).toBeNull();
  expect(document.activeElement).toBe(banner?.querySelectorAll('button')[1]);
});

it("moves focus from the notice's link to the banner's link", () => {
  const banner = page();
  document.querySelector<HTMLAnchorElement>(`#${EARLY_NOTICE_ID} a`)?.focus();
  handOverEarlyNotice(banner);
  expect(document.activeElement).toBe(banner?.querySelector('a'));
});

it('leaves focus where it is when it was not on the notice, or when the app shows no banner', () => {
  const banner = page();
  document.getElementById('elsewhere')?.focus();
  handOverEarlyNotice(banner);
  expect(document.getElementById(EARLY_NOTICE_ID)).toBeNull();
  expect(document.activeElement).toBe(document.getElementById('elsewhere'));

  page();
  document.querySelector<HTMLButtonElement>(`#${EARLY_NOTICE_ID} button`)?.focus();
  handOverEarlyNotice(null);
  expect(document.getElementById(EARLY_NOTICE_ID)).toBeNull();
});

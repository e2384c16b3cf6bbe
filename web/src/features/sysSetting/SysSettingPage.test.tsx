import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  COMPANY_MAX_CHARS,
  LOGO_MAX_BYTES,
  LOGO_UPLOAD_PATH,
  getSettingBoard,
  setSettingBoard,
  systemCustom,
  type CompanyInfo,
  type CustomFlags,
  type Envelope,
} from '@olt/protocol';
import { fakeDevice as testDevice } from '../../test/device.ts';
import { useSession } from '../../lib/session.ts';
import { jpegFile, pngFile } from '../../test/imageFiles.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { signedInScreen } from '../../test/signedInScreen.ts';
import { SysSettingPage } from './SysSettingPage.tsx';

const FLAGS: CustomFlags = {
  custom: 0,
  hsgq: 1,
  addonu: 1,
  pon_authmode: 1,
  frpc: 1,
  captcha: 0,
  fix_lang: 0,
  mac_auth: 1,
  alarm_save: 1,
};
const COMPANY: CompanyInfo = {
  name: 'Example Optics',
  addr: '1 Fibre Road',
  email: 'sales@example.com',
  phone: '+86 20 1234',
  supplier_info: 'Regional supplier',
  cc_url: 'https://example.com',
};

interface Posted {
  url: string;
  body: unknown;
}

/** The fake device answering this page; tests change the answers and read what was posted. */
function fakeDevice() {
  const base = testDevice();
  const device = {
    flags: { ...FLAGS },
    company: { ...COMPANY },
    saveAnswer: { code: 1, message: 'success' } as Envelope,
    uploadAnswer: { code: 1, message: 'success' } as Envelope,
    get posts(): Posted[] {
      return base.requests.filter((r) => r.method === 'POST').map((r) => ({ url: r.url, body: r.form ?? r.body }));
    },
  };
  base.answer(systemCustom, () => device.flags);
  base.answer(getSettingBoard, () => device.company);
  base.reply(setSettingBoard, () => device.saveAnswer);
  base.file(LOGO_UPLOAD_PATH, () => device.uploadAnswer);
  return device;
}

function renderAt(entries: string[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/sys-setting" element={<SysSettingPage />} />
      <Route path="/main" element={<p>main page</p>} />
      <Route path="/onu_allow" element={<p>previous page</p>} />
    </Routes>,
    { at: entries },
  );
}

const card = (title: string) => screen.getByRole('region', { name: title });
const fileInput = (title: string) =>
  card(title).querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

signedInScreen({ user: 'devol' });

describe('who may open the system setting', () => {
  it('sends any user but the vendor account to /main when the page was opened directly', async () => {
    fakeDevice();
    useSession.setState({ user: 'root' });
    renderAt(['/sys-setting']);
    expect(await screen.findByText('main page')).toBeInTheDocument();
  });

  it('sends even the vendor back where they came from when customisation is locked (custom = 1)', async () => {
    const device = fakeDevice();
    device.flags.custom = 1;
    renderAt(['/onu_allow', '/sys-setting']);
    expect(await screen.findByText('previous page')).toBeInTheDocument();
  });

  it('shows the three cards to the vendor, with the language switch unless the language is fixed', async () => {
    const device = fakeDevice();
    device.flags.fix_lang = 1;
    renderAt(['/sys-setting']);
    expect(await screen.findByText('Login page logo')).toBeInTheDocument();
    expect(screen.getByText('Header logo')).toBeInTheDocument();
    expect(screen.getByText('Company information')).toBeInTheDocument();
    expect(screen.queryByText('Language')).not.toBeInTheDocument();
  });

  it('leads back to device management from the top bar', async () => {
    const user = userEvent.setup();
    fakeDevice();
    renderAt(['/sys-setting']);
    expect(await screen.findByText('Language')).toBeInTheDocument();
    expect(screen.getByText('简体中文')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to device management/ }));
    expect(await screen.findByText('main page')).toBeInTheDocument();
  });
});

describe('company information', () => {
  it('is pre-filled from the device, limited, and saved as {param} without a method', async () => {
    const user = userEvent.setup();
    const device = fakeDevice();
    renderAt(['/sys-setting']);
    const name = await screen.findByLabelText<HTMLInputElement>('Company name');
    expect(name.value).toBe('Example Optics');
    // the limits are shown beside the fields (and checked on save), never enforced by cutting what is typed
    expect(screen.getByText(`${'Example Optics'.length} / ${COMPANY_MAX_CHARS.name}`)).toBeInTheDocument();
    const address = screen.getByLabelText<HTMLTextAreaElement>('Company address');
    expect(address.closest('[data-count]')).toHaveAttribute(
      'data-count',
      `${COMPANY.addr.length} / ${COMPANY_MAX_CHARS.addr}`,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Logo link').value).toBe('https://example.com');

    await user.clear(name);
    await user.type(name, 'New Name Ltd');
    await user.click(within(card('Company information')).getByRole('button', { name: /Commit/ }));
    expect(await screen.findByText('Company information saved: New Name Ltd')).toBeInTheDocument();
    expect(device.posts).toEqual([
      { url: '/board?info=setting_board', body: { param: { ...COMPANY, name: 'New Name Ltd' } } },
    ]);
  });

  it('refuses a name over the limit with the rule beside the field, keeping what was typed and sending nothing', async () => {
    const user = userEvent.setup();
    const device = fakeDevice();
    renderAt(['/sys-setting']);
    const name = await screen.findByLabelText<HTMLInputElement>('Company name');
    const tooLong = 'x'.repeat(COMPANY_MAX_CHARS.name + 1);
    await user.clear(name);
    await user.click(name);
    await user.paste(tooLong);
    await user.click(within(card('Company information')).getByRole('button', { name: /Commit/ }));
    expect(await screen.findByText(`At most ${COMPANY_MAX_CHARS.name} characters`)).toBeInTheDocument();
    expect(name).toHaveValue(tooLong);
    expect(device.posts).toEqual([]);
  });

  it('says "Setting failed" with the device message when the device refuses', async () => {
    const user = userEvent.setup();
    const device = fakeDevice();
    device.saveAnswer = { code: 2, message: 'error: flash busy' };
    renderAt(['/sys-setting']);
    await screen.findByDisplayValue('Example Optics');
    await user.click(within(card('Company information')).getByRole('button', { name: /Commit/ }));
    expect(await screen.findByText('Setting failed: (2) error: flash busy')).toBeInTheDocument();
  });
});

describe('logo upload', () => {
  it('warns that there is no file when Commit is pressed without one', async () => {
    const user = userEvent.setup();
    const device = fakeDevice();
    renderAt(['/sys-setting']);
    await screen.findByText('Header logo');
    await user.click(within(card('Header logo')).getByRole('button', { name: /Commit/ }));
    expect(await screen.findByText("There's no file")).toBeInTheDocument();
    expect(device.posts).toEqual([]);
  });

  it('refuses a header logo that is not 240×70 px and clears the selection', async () => {
    const user = userEvent.setup();
    const device = fakeDevice();
    renderAt(['/sys-setting']);
    await screen.findByText('Header logo');
    await user.upload(fileInput('Header logo'), jpegFile('ok.jpg', 240, 70));
    expect(await screen.findByText(/Selected: ok\.jpg/)).toBeInTheDocument();
    await user.upload(fileInput('Header logo'), pngFile('wide.png', 300, 70));
    expect(await screen.findByText('The image is 300×70 px; the logo must be exactly 240×70 px')).toBeInTheDocument();
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
    await user.click(within(card('Header logo')).getByRole('button', { name: /Commit/ }));
    expect(await screen.findByText("There's no file")).toBeInTheDocument();
    expect(device.posts).toEqual([]);
  });

  it('uploads a 240×70 header logo as multipart `file`, says so and reloads the shown logo', async () => {
    const user = userEvent.setup();
    const device = fakeDevice();
    renderAt(['/sys-setting']);
    await screen.findByText('Header logo');
    const shownBefore = within(card('Header logo')).getByAltText<HTMLImageElement>('Current logo').src;
    expect(shownBefore).toMatch(/\/logo\.png\?v=\d+$/);
    await user.upload(fileInput('Header logo'), pngFile('brand.png', 240, 70, 2048));
    expect(await screen.findByText('Selected: brand.png (2.0 KB)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later Date.now() for the cache-busting value
    // the page's own FormData: jsdom's files lose their names on the way through Node's fetch, browsers' do not
    const append = vi.spyOn(FormData.prototype, 'append');
    await user.click(within(card('Header logo')).getByRole('button', { name: /Commit/ }));
    expect(await screen.findByText('Header logo replaced with brand.png')).toBeInTheDocument();

    expect(device.posts).toHaveLength(1);
    const [posted] = device.posts;
    expect(posted?.url).toBe('/upgrade?type=logo');
    expect(append).toHaveBeenCalledWith('file', expect.objectContaining({ name: 'brand.png' }), 'brand.png');
    append.mockRestore();
    const sent = (posted?.body as FormData).get('file') as File;
    expect(sent.size).toBe(2048);
    await waitFor(() =>
      expect(within(card('Header logo')).getByAltText<HTMLImageElement>('Current logo').src).not.toBe(shownBefore),
    );
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
  });

  it('refuses a login logo over 50 KB or of another type before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const device = fakeDevice();
    renderAt(['/sys-setting']);
    await screen.findByText('Login page logo');
    await user.upload(fileInput('Login page logo'), pngFile('huge.png', 800, 600, LOGO_MAX_BYTES + 1));
    expect(await screen.findByText('The maximum image size is 50kb')).toBeInTheDocument();
    await user.upload(fileInput('Login page logo'), pngFile('anim.gif', 80, 80));
    expect(await screen.findByText('Only PNG, JPG or JPEG images can be used')).toBeInTheDocument();
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
    expect(device.posts).toEqual([]);
  });

  it('shows "(code) message" when the device refuses the login logo', async () => {
    const user = userEvent.setup();
    const device = fakeDevice();
    device.uploadAnswer = { code: 3, message: 'error: file header mismatch' };
    renderAt(['/sys-setting']);
    await screen.findByText('Login page logo');
    await user.upload(fileInput('Login page logo'), jpegFile('login.jpeg', 400, 300));
    await screen.findByText(/Selected: login\.jpeg/);
    await user.click(within(card('Login page logo')).getByRole('button', { name: /Commit/ }));
    expect(await screen.findByText('(3) error: file header mismatch')).toBeInTheDocument();
    expect(device.posts.map((p) => p.url)).toEqual(['/upgrade?type=login_logo']);
    expect(screen.getByText(/Selected: login\.jpeg/)).toBeInTheDocument();
  });
});

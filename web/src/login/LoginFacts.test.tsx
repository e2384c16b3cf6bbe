import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FACTS_ID, pageFactsBlock, type PageFacts } from '@olt/protocol/light';
import { SAMPLE_CUSTOM } from '../test/samples.ts';
import { fakeDevice } from '../test/device.ts';

const FACTS: PageFacts = {
  board: { product_name: 'HSGQ-E16', ponports: 16 },
  custom: { ...SAMPLE_CUSTOM, fix_lang: 0 },
  lang: 'zh',
  theme: 2,
  hasLoginLogo: false,
};

afterEach(() => {
  document.getElementById(PAGE_FACTS_ID)?.remove();
  vi.resetModules();
});

describe('LoginScreen: the facts the device wrote into the page', () => {
  it('paints the complete card in the device language at once, without asking the device anything', async () => {
    document.head.insertAdjacentHTML('beforeend', pageFactsBlock(FACTS));
    const device = fakeDevice();
    // the facts are read when the page's modules load, as in the browser
    const { LoginScreen } = await import('./LoginScreen.tsx');
    const { pageFacts } = await import('../lib/pageFacts.ts');
    render(<LoginScreen facts={pageFacts} onSignedIn={() => undefined} onPrefetch={() => undefined} />);
    // no waiting: the first render has the model, the title and the form, in Chinese
    expect(screen.getByText('HSGQ-E16')).toBeInTheDocument();
    expect(screen.getByText('EPON-OLT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '简体中文' })).toBeChecked();
    expect(document.querySelector('.login-brand__placeholder')).toBeNull();
    // and the card is not faded in
    expect(document.querySelector('.login-card')?.className).toBe('login-card');
    await new Promise((r) => setTimeout(r, 50));
    expect(device.requests).toHaveLength(0);
  });
});

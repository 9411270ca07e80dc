import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../../lib/config.ts';
import { cleanUp, renderAt } from '../../../test/test-kit.tsx';
import { siteLink } from '../site-language.ts';
import { SiteFooter } from './site-footer.tsx';

const configured = structuredClone(config.support);
const company = structuredClone(config.company);

describe('SiteFooter', () => {
  afterEach(() => {
    Object.assign(config, { support: configured, company });
    cleanUp();
  });

  it('links a valid phone and address, dialling the digits only', () => {
    Object.assign(config, {
      support: { ...configured, ID: { phone: '+62 21 5091 8800', email: 'halo@tenor.test' } },
    });
    renderAt('/', '/', <SiteFooter />);
    expect(screen.getByRole('link', { name: '+62 21 5091 8800' })).toHaveAttribute(
      'href',
      'tel:+622150918800',
    );
    expect(screen.getByRole('link', { name: 'halo@tenor.test' })).toHaveAttribute(
      'href',
      'mailto:halo@tenor.test',
    );
  });

  it('shows a configured value that is no phone or address as text, never as a broken link', () => {
    Object.assign(config, {
      support: { ...configured, ID: { phone: 'call the branch', email: 'halo at tenor' } },
    });
    renderAt('/', '/', <SiteFooter />);
    expect(screen.getByText('call the branch')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'call the branch' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'halo at tenor' })).toBeNull();
    expect(screen.getByText('halo at tenor')).toBeVisible();
  });

  it('leaves out a phone or address the market has not configured, and links the site pages', () => {
    Object.assign(config, {
      support: { ...configured, ID: { phone: '', email: 'halo@tenor.test' } },
    });
    renderAt('/', '/', <SiteFooter />);
    expect(screen.queryByText(/phone/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'halo@tenor.test' })).toBeVisible();
    const pages = within(screen.getByRole('navigation'));
    expect(pages.getAllByRole('link')).toHaveLength(7);
    expect(pages.getAllByRole('link')[0]).toHaveAttribute('href', siteLink('siteContact'));
  });

  it('has no empty headings where the operator has named no contact or company (decision 095)', () => {
    Object.assign(config, {
      support: { ...configured, ID: { phone: '', email: '' } },
      company: { ...company, ID: { name: '', address: '', registration: [] } },
    });
    renderAt('/', '/', <SiteFooter />);
    expect(screen.getAllByRole('heading').map((h) => h.id)).toEqual(['site-footer-links']);
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/OJK|NIB/);
  });
});

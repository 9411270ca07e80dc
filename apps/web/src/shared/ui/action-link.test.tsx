import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '../../lib/navigation.tsx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../lib/config.ts';
import { cleanUp, here, renderAt, startSession } from '../../test/test-kit.tsx';
import { ActionLink } from './action-link.tsx';

describe('ActionLink', () => {
  beforeEach(() => {
    startSession();
    Object.assign(config, { allowedHosts: ['pay.example.com'], bridgeSchemes: ['tenorapp'] });
  });
  afterEach(() => {
    Object.assign(config, { allowedHosts: [], bridgeSchemes: [] });
    cleanUp();
  });

  it('is a link to a page of the app, followed in the app', () => {
    const router = renderAt(
      '/loanDetails',
      '/loanDetails?orderId=9',
      <ActionLink to="/that?amount=100&orderId=9&productId=2">Repay now</ActionLink>,
    );
    const link = screen.getByRole('link', { name: 'Repay now' });
    expect(link).toHaveAttribute('href', '/that?amount=100&orderId=9&productId=2');
    fireEvent.click(link);
    expect(here(router)).toBe('/that?amount=100&orderId=9&productId=2');
  });

  it('never carries launch parameters in its address', () => {
    renderAt(
      '/loanDetails',
      '/loanDetails',
      <ActionLink to="/that?orderId=9&token=s3cret&languageType=1">Repay now</ActionLink>,
    );
    expect(screen.getByRole('link', { name: 'Repay now' })).toHaveAttribute(
      'href',
      '/that?orderId=9',
    );
  });

  it('is a plain link to an allow-listed https page, and a button for an app scheme', () => {
    renderAt(
      '/loanDetails',
      '/loanDetails',
      <>
        <ActionLink to="https://pay.example.com/repay?o=9">Gateway</ActionLink>
        <ActionLink to="tenorapp://repay?o=9">App</ActionLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Gateway' })).toHaveAttribute(
      'href',
      'https://pay.example.com/repay?o=9',
    );
    expect(screen.getByRole('button', { name: 'App' })).toBeInTheDocument();
  });

  it('is a link in the server-rendered page, and an absolute URL waits for the app there', () => {
    const html = renderToString(
      <StaticRouter location="/loanDetails">
        <ActionLink to="/that?orderId=9">Repay now</ActionLink>
        <ActionLink to="https://pay.example.com/repay?o=9">Gateway</ActionLink>
      </StaticRouter>,
    );
    expect(html).toMatch(/<a [^>]*class="/);
    expect(html).toContain('href="/that?orderId=9"');
    expect(html).toMatch(/<button[^>]*data-early-tap(="")?[^>]*aria-busy="true"[^>]*>.*Gateway/);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LenderInfo } from '@tenor/contract/lender';
import { config } from '../../lib/config.ts';
import { cleanUp, renderAt, startSession } from '../../test/test-kit.tsx';
import { LenderLine } from './lender-line.tsx';

const india: LenderInfo = {
  legalName: 'Kaveri Demo Finance Private Limited',
  registration: 'N-00.00001 (demo)',
  regulator: 'RBI',
  grievanceOfficer: { name: 'Meera Raghavan', phone: '+91 80 4718 2301', email: 'g@kaveri.test' },
  recoveryAgents: [],
  directoryUrl: 'https://dla.example.org/kaveri',
  coolingOffDays: 3,
  kfsValidityDays: 3,
};
const indonesia: LenderInfo = {
  ...india,
  legalName: 'PT Merapi Pendanaan Contoh',
  registration: 'KEP-001/DEMO/2026',
  regulator: 'OJK',
  directoryUrl: '',
};

const show = (element: React.ReactElement) => renderAt('/relevant', '/relevant', element);

describe('LenderLine', () => {
  beforeEach(() => startSession());
  afterEach(() => {
    Object.assign(config, { allowedHosts: [] });
    cleanUp();
  });

  it('names an Indian lender with its RBI registration and the directory as no approval', () => {
    Object.assign(config, { allowedHosts: ['dla.example.org'] });
    show(<LenderLine lender={india} />);
    const line = screen.getByTestId('lender-line');
    expect(line).toHaveTextContent(
      'Lender: Kaveri Demo Finance Private Limited · RBI registration (CoR) N-00.00001 (demo)',
    );
    const directory = screen.getByRole('link', { name: /RBI's directory of digital lending apps/ });
    expect(directory).toHaveAttribute('href', 'https://dla.example.org/kaveri');
    expect(directory).toHaveTextContent('not an RBI approval');
    expect(screen.queryByTestId('lender-grievance')).toBeNull();
  });

  it('keeps the directory as words when its host is not allowed', () => {
    show(<LenderLine lender={india} />);
    expect(screen.getByTestId('lender-line')).toHaveTextContent('not an RBI approval');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names an Indonesian lender with its OJK licence and no directory', () => {
    show(<LenderLine lender={indonesia} role="payee" />);
    const line = screen.getByTestId('lender-line');
    expect(line).toHaveTextContent(
      'This payment is for the lender: PT Merapi Pendanaan Contoh · OJK licence KEP-001/DEMO/2026',
    );
    expect(line).not.toHaveTextContent('RBI');
  });

  it('shows the grievance officer with phone and e-mail links when asked', () => {
    show(<LenderLine lender={india} grievance />);
    expect(screen.getByTestId('lender-grievance')).toHaveTextContent(
      'Grievance officer: Meera Raghavan,',
    );
    expect(screen.getByRole('link', { name: '+91 80 4718 2301' })).toHaveAttribute(
      'href',
      'tel:+918047182301',
    );
    expect(screen.getByRole('link', { name: 'g@kaveri.test' })).toHaveAttribute(
      'href',
      'mailto:g@kaveri.test',
    );
  });

  it('shows nothing without a lender', () => {
    show(<LenderLine lender={undefined} />);
    expect(screen.queryByTestId('lender-line')).toBeNull();
  });
});

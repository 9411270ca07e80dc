import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY } from '../complaint-draft.ts';
import { ComplaintForm } from './complaint-form.tsx';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
  toasts,
} from '../../../test/test-kit.tsx';

const INIT = '/greyer/user-problem-init';
const SAVE = '/greyer/problem-save';

const init = {
  problemType: [
    { title: 'Collection', value: '1' },
    { title: 'Repayment', value: '2' },
  ],
  problemSonType: [{ title: 'Rude call', value: '11' }],
  orderDetail: null,
  orderList: [],
  problemStatus: [],
};

const open = (query = 'problemType=1&problemSonType=11&orderNo=TN1') =>
  renderAt('/complainPageNext', `/complainPageNext?${query}`, <ComplaintForm />);

describe('ComplaintForm (/complainPageNext)', () => {
  beforeEach(() => {
    startSession();
    sessionStorage.clear();
  });
  afterEach(cleanUp);

  it('shows the chosen tags, counts to 200 and asks for a description before sending', async () => {
    const server = fakeServer({ [INIT]: () => envelope(init) });
    open();
    expect((await screen.findByTestId('complaint-tags')).textContent).toBe('CollectionRude call');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(toasts()).toContain('Please fill in your comments and suggestions');
    expect(screen.getByTestId('complaint-text-error')).toBeInTheDocument();
    expect(server.to(SAVE)).toHaveLength(0);
    fireEvent.input(screen.getByTestId('complaint-text'), { target: { value: 'x'.repeat(230) } });
    expect(screen.getByTestId('complaint-count').textContent).toBe('200/200');
  });

  it('keeps the draft across a reload and clears it once sent', async () => {
    const server = fakeServer({ [INIT]: () => envelope(init) });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ text: 'He called at night', images: [] }));
    open();
    const box = (await screen.findByTestId('complaint-text')) as HTMLTextAreaElement;
    expect(box.value).toBe('He called at night');
    server.set(SAVE, () => envelope({ problemId: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successfully Sent')).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(server.to(SAVE)[0]?.body).toMatchObject({
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'He called at night',
      problemImage: '',
      orderNo: 'TN1',
    });
  });

  it('a double tap on Send files one complaint, then goes back to complaint home after 1.5 s', async () => {
    let release: () => void = () => {};
    const server = fakeServer({
      [INIT]: () => envelope(init),
      [SAVE]: () =>
        new Promise((resolve) => {
          release = () => resolve(envelope({ problemId: 9 }));
        }),
    });
    const router = open();
    fireEvent.input(await screen.findByTestId('complaint-text'), {
      target: { value: 'Payment not shown' },
    });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(server.to(SAVE)).toHaveLength(1));
    await act(async () => release());
    expect(await screen.findByText('Successfully Sent')).toBeInTheDocument();
    expect(server.to(SAVE)).toHaveLength(1);
    await waitFor(() => expect(here(router)).toBe('/complainNewPage'), { timeout: 2500 });
  });

  it('from the chatbot it offers the types (not collection) and needs one', async () => {
    fakeServer({ [INIT]: () => envelope(init) });
    open('from=chat');
    const repayment = await screen.findByRole('button', { name: 'Repayment' });
    expect(screen.queryByRole('button', { name: 'Collection' })).toBeNull();
    fireEvent.input(screen.getByTestId('complaint-text'), { target: { value: 'help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(toasts()).toContain('Please choose a complaint type');
    fireEvent.click(repayment);
    expect(repayment.getAttribute('aria-pressed')).toBe('true');
  });
});

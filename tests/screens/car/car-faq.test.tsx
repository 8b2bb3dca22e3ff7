import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { CarFaqScreen } from '../../../src/screens/car/car-faq.screen';
import { createTestGraph } from '../../support/graph';
import { fixtureDetail } from './fixture';
import { renderCarRoute } from './render';

function renderFaq(search = '', graph = createTestGraph()) {
  return renderCarRoute(CarFaqScreen, '/car/:id/faq', `/car/C10001/faq${search}`, graph);
}

describe("'I want to ask' page", () => {
  it('lists common questions that open to their answers', async () => {
    const user = userEvent.setup();
    renderFaq();
    expect(await screen.findByRole('heading', { level: 1, name: '我要问' }, { timeout: 5000 })).toBeInTheDocument();
    const common = screen.getByRole('region', { name: '常见问题' });
    const question = within(common).getByText('车辆可以议价吗？');
    expect(within(common).getByText(/价格已是诚意价/)).not.toBeVisible();
    await user.click(question);
    expect(within(common).getByText(/价格已是诚意价/)).toBeVisible();
  });

  it('sends a question to the consultant and confirms with the ticket', async () => {
    const user = userEvent.setup();
    const { graph } = renderFaq();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByText(fixtureDetail('C10001').consult.name)).toBeInTheDocument();
    await user.type(screen.getByLabelText('你的问题'), '保养记录完整吗？');
    await user.type(screen.getByLabelText('手机号（选填）'), '13500007170');
    await user.click(screen.getByRole('button', { name: '发送给顾问' }));
    expect(await screen.findByText('问题已发送，顾问会尽快回复你（编号 QC10001-8）')).toHaveAttribute('role', 'status');
    const sent = graph.requests.find((entry) => entry.operation === 'carQuestion');
    expect(JSON.parse(sent?.requestBody ?? '{}')).toEqual({
      car_id: 'C10001',
      question: '保养记录完整吗？',
      phone: '13500007170',
    });
  });

  it('keeps everything typed when sending fails, and sends again', async () => {
    setScenario({ faults: { carQuestion: 'http-500' } });
    const user = userEvent.setup();
    const { graph } = renderFaq();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await user.type(screen.getByLabelText('你的问题'), '可以周末看车吗？');
    await user.type(screen.getByLabelText('手机号（选填）'), '13500007170');
    await user.click(screen.getByRole('button', { name: '发送给顾问' }));
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      /发送失败.*你填写的内容仍保留/,
    );
    expect(screen.getByLabelText('你的问题')).toHaveValue('可以周末看车吗？');
    expect(screen.getByLabelText('手机号（选填）')).toHaveValue('13500007170');
    expect(graph.alerts.length).toBeGreaterThan(0);

    setScenario({});
    await user.click(screen.getByRole('button', { name: '发送给顾问' }));
    expect(await screen.findByText(/问题已发送/)).toBeInTheDocument();
  });

  it('checks the question and the phone number before sending', async () => {
    const user = userEvent.setup();
    const { graph } = renderFaq();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await user.type(screen.getByLabelText('手机号（选填）'), '123');
    await user.click(screen.getByRole('button', { name: '发送给顾问' }));
    expect(screen.getByText('请写下你的问题')).toBeInTheDocument();
    expect(screen.getByText('请输入 11 位手机号，或留空')).toBeInTheDocument();
    expect(graph.requests.some((entry) => entry.operation === 'carQuestion')).toBe(false);
  });

  it('arrives with a booking request written out when coming from "book a viewing"', async () => {
    renderFaq('?topic=book');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByLabelText('你的问题')).toHaveValue('我想预约看车，请联系我安排时间。');
  });

  it('arrives with a notification request when coming from a reserved car, and asks for a number to reach the visitor at', async () => {
    const user = userEvent.setup();
    const { graph } = renderFaq('?topic=notify');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByLabelText('你的问题')).toHaveValue('这辆车如果重新开放购买，请第一时间通知我。');
    const phone = screen.getByLabelText('手机号（必填）');
    expect(phone).toHaveFocus();
    expect(phone).toBeRequired();
    expect(screen.getByText('这辆车重新开放购买时，顾问会发短信或致电这个号码')).toBeInTheDocument();
    // No number: nothing is sent, since an anonymous visitor could never be told.
    await user.click(screen.getByRole('button', { name: '发送给顾问' }));
    expect(screen.getByText('请留下手机号，否则无法通知你')).toBeInTheDocument();
    expect(graph.requests.some((entry) => entry.operation === 'carQuestion')).toBe(false);
    // The booking's rules: "+86 138-1234-5678" is one number, sent as 13812345678.
    await user.type(phone, '+86 138-1234-5678');
    await user.click(screen.getByRole('button', { name: '发送给顾问' }));
    expect(await screen.findByText(/问题已发送/)).toBeInTheDocument();
    const sent = graph.requests.find((entry) => entry.operation === 'carQuestion');
    expect(JSON.parse(sent?.requestBody ?? '{}')).toMatchObject({ phone: '13812345678' });
  });
});

// A failed call in the visitor's words (spec section 8 keeps the alert and its status): every kind of
// transport failure has a plain sentence in zh-CN and English, the server's own envelope message is
// kept, and the graph's error (what the alert and an inline error show) carries the sentence while the
// REST error keeps its technical message for the request log.
import { describe, expect, it } from 'vitest';
import { toGraphQLError, visitorText } from '../../src/graph/errors';
import {
  EnvelopeError,
  HttpStatusError,
  NetworkError,
  ParseError,
  TimeoutError,
  type RestError,
} from '../../src/graph/rest/errors';

const cases: [string, RestError, string, string][] = [
  [
    'a 500',
    new HttpStatusError(500, 'cars'),
    '服务器暂时出了问题（错误 500），请稍后再试。',
    'Our server ran into a problem (error 500). Please try again in a moment.',
  ],
  [
    'a 502',
    new HttpStatusError(502, 'cars'),
    '服务器暂时出了问题（错误 502），请稍后再试。',
    'Our server ran into a problem (error 502). Please try again in a moment.',
  ],
  ['a 404', new HttpStatusError(404, 'car'), '没有找到这项内容（错误 404）。', "We couldn't find this (error 404)."],
  [
    'a 400',
    new HttpStatusError(400, 'sellCar'),
    '请求没有被接受（错误 400），请稍后再试。',
    'The request was not accepted (error 400). Please try again later.',
  ],
  [
    'no network',
    new NetworkError('cars'),
    '网络连接失败，请检查网络后再试。',
    "We couldn't connect. Check your network and try again.",
  ],
  [
    'a timeout',
    new TimeoutError(10_000, 'car'),
    '服务器太久没有回应，请稍后再试。',
    'The server took too long to answer. Please try again in a moment.',
  ],
  [
    'unreadable JSON',
    new ParseError('Malformed JSON from /v1/cars', 'cars'),
    '服务器返回的内容无法读取，请稍后再试。',
    "We couldn't read the server's answer. Please try again in a moment.",
  ],
];

describe('visitorText', () => {
  it.each(cases)('%s, in Chinese and in English', (_, error, zh, en) => {
    expect(visitorText(error, 'zh-CN')).toBe(zh);
    expect(visitorText(error, 'en')).toBe(en);
    expect(zh).not.toMatch(/Request failed|Network Error|timeout of|Malformed/);
  });

  it("keeps the server's own message from an error envelope", () => {
    const error = new EnvelopeError('该车辆已下架', { status: 'fail', message: '该车辆已下架' }, 'car');
    expect(visitorText(error, 'en')).toBe('该车辆已下架');
  });

  it("follows the page's language", () => {
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = 'en';
      expect(toGraphQLError(new NetworkError('cars')).message).toBe(
        "We couldn't connect. Check your network and try again.",
      );
      document.documentElement.lang = 'zh-CN';
      expect(toGraphQLError(new NetworkError('cars')).message).toBe('网络连接失败，请检查网络后再试。');
    } finally {
      document.documentElement.lang = before;
    }
  });

  it('leaves the technical message on the REST error (the request log shows it)', () => {
    const error = new HttpStatusError(500, 'cars');
    const graphError = toGraphQLError(error);
    expect(graphError.originalError).toBe(error);
    expect(error.message).toBe('Request failed with status code 500');
    expect(graphError.extensions).toMatchObject({ code: 'HTTP_STATUS', status: 500 });
  });
});

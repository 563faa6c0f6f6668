// Setup of every API test file: the file fails when one of its answers was outside the API
// description (openapi-answers.ts), with the answers named.
import { afterAll, expect } from 'vitest';
import { answerViolations } from './openapi-answers.ts';

afterAll(() => {
  expect(answerViolations, 'answers the OpenAPI document does not describe').toEqual([]);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultDataSet } from '@bankdir/data';
import { halfOf, loadQuestions } from '../src/semantic-questions.ts';

const questions = loadQuestions();

test('the labelled set has at least 600 questions, at least 60 in every style, split into two halves of about the same size', () => {
  assert.ok(questions.length >= 600, `${questions.length} questions`);
  const perStyle = new Map<string, number>();
  for (const { asks } of questions) perStyle.set(asks, (perStyle.get(asks) ?? 0) + 1);
  for (const [asks, count] of perStyle) assert.ok(count >= 60, `${asks}: ${count} questions`);
  const development = questions.filter((question) => question.half === 'development').length;
  assert.ok(development >= questions.length * 0.4 && development <= questions.length * 0.6, `${development}`);
});

test('every answer of the labelled set is a bank of the default data set', () => {
  const ids = new Set(defaultDataSet().banks.map((bank) => bank.id));
  const unknown = questions.flatMap((question) => question.answers.filter((id) => !ids.has(id)));
  assert.deepEqual(unknown, []);
});

test('a question keeps its half: the split depends on its text alone', () => {
  assert.equal(halfOf('Dutch ethical bank that only finances sustainable businesses'), 'development');
  for (const question of questions) assert.equal(halfOf(question.question), question.half);
});

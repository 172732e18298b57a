import { userIdOf } from '@keelerada/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

const casePractice = {
  type: 'CASE_PRACTICE',
  level: 'A11',
  difficulty: 'BEGINNER',
  tags: ['inessive', 'places', 'inessive'],
  sentence: 'Ma elan suures _____.',
  targetWord: 'maja',
  correctCase: 'INESSIVE',
  correctAnswer: 'majas',
  distractors: ['majja', 'majast', 'maja'],
  explanation: 'The inessive answers "where?".',
  translation: 'I live in a big house.',
};

const readingText = {
  title: 'Minu pere',
  content: 'Mul on ema ja isa. Meie kodu on Tartus.',
  level: 'A0',
  difficulty: 'BEGINNER',
  topics: ['family', 'family', 'home'],
  source: 'Keelerada original',
  audioUrl: '',
  imageUrl: 'https://example.com/pere.jpg',
  targetWords: [{ word: 'ema', translation: 'mother', wordType: 'NOUN' }],
  readingQuestions: [
    {
      question: 'Kus on kodu?',
      questionType: 'MULTIPLE_CHOICE',
      options: ['Tartus', 'Tallinnas', 'Pärnus', 'Narvas'],
      correctAnswer: ['Tartus'],
      explanation: 'Meie kodu on Tartus.',
    },
    {
      question: 'Mul on vend.',
      questionType: 'TRUE_FALSE',
      options: ['True', 'False'],
      correctAnswer: false,
    },
  ],
};

describeApp('admin grammar exercises and reading texts', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);

  beforeAll(async () => {
    admin = await t.login('boss@example.ee', { admin: true });
  });

  it('checks a case practice against the lexicon: an answer of another case, a distractor that is right', async () => {
    await t.db
      .insertInto('lexicon_lemmas')
      .values({
        lemma: 'tuba',
        word_type: 'NOUN',
        translation: 'room',
        principal_forms: 'tuba;toa;tuba;tubade;tube;tuppa',
        level: 'A0',
      })
      .execute();
    const room = {
      ...casePractice,
      sentence: 'Ma lähen _____ (tuba).',
      targetWord: 'tuba',
      correctCase: 'ILLATIVE',
      correctAnswer: 'tuppa',
      distractors: ['toas', 'toasse', 'toast'],
    };
    const created = await api('POST', '/admin/grammar-exercises', room);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().formChecks).toEqual([
      '"toasse" is itself an illative form of tuba, a right answer: choose a distractor that is wrong here',
    ]);
    const id = created.json().exercise.id as number;
    // (the answer may not stay among the distractors: that is refused before the lexicon is asked)
    const wrongCase = await api('PUT', `/admin/grammar-exercises/${id}`, {
      correctAnswer: 'toas',
      distractors: ['toast', 'toale', 'tuba'],
    });
    expect(wrongCase.statusCode, wrongCase.body).toBe(200);
    expect(wrongCase.json().formChecks).toEqual([
      '"toas" is the inessive singular of tuba, not the illative: that is tuppa, toasse or tubadesse',
    ]);
    const fixed = await api('PUT', `/admin/grammar-exercises/${id}`, {
      correctAnswer: 'tuppa',
      distractors: ['toas', 'toast', 'toale'],
    });
    expect(fixed.json().formChecks).toEqual([]);
    // a verb conjugation is checked against its verb
    const verbExercise = {
      type: 'VERB_CONJUGATION',
      level: 'A0',
      difficulty: 'BEGINNER',
      tags: [],
      verb: 'olema',
      subject: 'mina',
      correctAnswer: 'olen',
      context: 'Ma ___ kodus.',
    };
    const verb = await api('POST', '/admin/grammar-exercises', verbExercise);
    expect(verb.statusCode, verb.body).toBe(201);
    expect(verb.json().formChecks).toEqual([
      'olema is not in the lexicon, so the answer could not be checked: add it under Vocabulary Cards → Lexicon',
    ]);
    // a verb the lexicon has: the answer must be the target form in the subject's person
    await t.db
      .insertInto('lexicon_lemmas')
      .values({
        lemma: 'lugema',
        word_type: 'VERB',
        translation: 'to read',
        principal_forms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
        level: 'A0',
      })
      .execute();
    const read = {
      ...verbExercise,
      verb: 'lugema',
      subject: 'sina',
      targetForm: 'PRESENT',
      context: 'Sa ___ raamatut.',
    };
    const wrongPerson = await api('POST', '/admin/grammar-exercises', { ...read, correctAnswer: 'loen' });
    expect(wrongPerson.json().formChecks).toEqual([
      '"loen" is not a present form of lugema for sina (2sg): that is loed',
    ]);
    const right = await api('POST', '/admin/grammar-exercises', {
      ...read,
      correctAnswer: 'loed',
      allowDuplicate: true,
    });
    expect(right.json().formChecks).toEqual([]);
  });

  it('creates a case-practice exercise and lists it with the §3 fields', async () => {
    const res = await api('POST', '/admin/grammar-exercises', casePractice);
    expect(res.statusCode, res.body).toBe(201);
    const ex = res.json().exercise;
    expect(ex).toMatchObject({
      type: 'CASE_PRACTICE',
      level: 'A11',
      difficulty: 'BEGINNER',
      tags: ['inessive', 'places'],
      sentence: 'Ma elan suures _____.',
      target_word: 'maja',
      correct_case: 'INESSIVE',
      case_correct_answer: 'majas',
      case_distractors: ['majja', 'majast', 'maja'],
      case_translation: 'I live in a big house.',
      content_available: true,
    });
    expect(res.json().warnings).toEqual([]);
    // this database's lexicon does not have maja: the answer could not be checked, and the save says so
    expect(res.json().formChecks).toEqual([
      'maja is not in the lexicon, so the answer could not be checked: add it under Vocabulary Cards → Lexicon',
    ]);
    const list = await api(
      'GET',
      '/admin/grammar-exercises?page=1&limit=20&exerciseType=CASE_PRACTICE&level=A11&search=suures',
    );
    expect(list.json().exercises.map((e: { id: number }) => e.id)).toEqual([ex.id]);
    expect(list.json().pagination).toMatchObject({ page: 1, totalPages: 1 });
    const none = await api('GET', '/admin/grammar-exercises?exerciseType=TRANSLATION');
    expect(none.json().exercises).toEqual([]);
    const one = await api('GET', `/admin/grammar-exercises/${ex.id}`);
    expect(one.json().exercise.id).toBe(ex.id);
  });

  it('answers the §5 create messages and tolerates lists sent as JSON strings', async () => {
    const post = (body: object) => api('POST', '/admin/grammar-exercises', body);
    expect((await post({ ...casePractice, level: '' })).json().error).toBe('Level is required');
    expect((await post({ ...casePractice, difficulty: '' })).json().error).toBe('Difficulty is required');
    expect((await post({ ...casePractice, explanation: ' ' })).json().error).toBe(
      'All case practice fields are required',
    );
    expect((await post({ ...casePractice, distractors: ['majja', '', 'maja'] })).json().error).toBe(
      'All distractors must be filled',
    );
    expect(
      (await post({ type: 'VERB_CONJUGATION', level: 'A0', difficulty: 'BEGINNER', verb: 'olema' })).json()
        .error,
    ).toBe('All verb conjugation fields are required');
    const json = await post({
      ...casePractice,
      sentence: 'Ta on _____.',
      distractors: '["majja","majast","maja"]',
      tags: '["x"]',
    });
    expect(json.statusCode).toBe(201);
    expect(json.json().exercise).toMatchObject({
      case_distractors: ['majja', 'majast', 'maja'],
      tags: ['x'],
    });
    const verb = await post({
      type: 'VERB_CONJUGATION',
      level: 'A0',
      difficulty: 'BEGINNER',
      verb: 'olema',
      subject: 'mina',
      targetForm: 'PRESENT',
      verbCorrectAnswer: 'olen',
      context: 'Ma _____ kodus.',
    });
    expect(verb.statusCode).toBe(201);
    expect(verb.json().exercise).toMatchObject({
      verb_correct_answer: 'olen',
      target_form: 'PRESENT',
      context_translation: '',
    });
  });

  it('edits with the type locked and the §5 edit messages, keeping fields left out', async () => {
    const created = (
      await api('POST', '/admin/grammar-exercises', { ...casePractice, sentence: 'Me oleme _____.' })
    ).json().exercise;
    const put = (body: object) => api('PUT', `/admin/grammar-exercises/${created.id}`, body);
    const ok = await put({ level: 'A12', tags: ['edited'], explanation: 'Where? → inessive.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().exercise).toMatchObject({
      type: 'CASE_PRACTICE',
      level: 'A12',
      tags: ['edited'],
      explanation: 'Where? → inessive.',
      sentence: 'Me oleme _____.',
    });
    expect((await put({ type: 'TRANSLATION' })).json().error).toBe('The exercise type cannot be changed.');
    expect((await put({ sentence: ' ' })).json().error).toBe('Sentence is required');
    expect((await put({ targetWord: '' })).json().error).toBe('Target word is required');
    expect((await put({ distractors: ['a', 'b'] })).json().error).toBe('All distractors are required');
    expect((await api('PUT', '/admin/grammar-exercises/999999', { level: 'A0' })).json().error).toBe(
      'Exercise not found',
    );
    const translation = (
      await api('POST', '/admin/grammar-exercises', {
        type: 'TRANSLATION',
        level: 'A0',
        difficulty: 'BEGINNER',
        sourceText: 'Good morning',
        targetText: 'Tere hommikust',
        hints: ['tere', ''],
      })
    ).json().exercise;
    const edit = await api('PUT', `/admin/grammar-exercises/${translation.id}`, {
      hints: ['', 'hommik', ' '],
      focusGrammar: '[]',
    });
    expect(edit.json().exercise).toMatchObject({ hints: ['hommik'], focus_grammar: [] });
    expect(
      (await api('PUT', `/admin/grammar-exercises/${translation.id}`, { targetText: '' })).json().error,
    ).toBe('Target text is required');
  });

  it('refuses a case practice without a gap or with the answer among the distractors, writing nothing', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('grammar_exercises')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const post = (body: object) => api('POST', '/admin/grammar-exercises', { ...casePractice, ...body });
    const noGap = await post({ sentence: 'Ma elan suures majas.' });
    expect(noGap.statusCode).toBe(400);
    expect(noGap.json().error).toBe('Sentence must contain the gap ___.');
    const answer = await post({ sentence: 'Nad elavad _____.', distractors: ['majja', 'majas', 'maja'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('Distractors must not include the answer "majas".');
    const twice = await post({ sentence: 'Nad elavad _____.', distractors: ['majja', 'majja', 'maja'] });
    expect(twice.json().error).toBe('Distractors must be 3 different forms.');
    expect(await count()).toEqual(before);
    // the update checks the exercise as it would be stored (fields left out keep their value), and writes nothing
    const created = await post({ sentence: 'Nad elavad _____.' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().exercise.id as number;
    const put = (body: object) => api('PUT', `/admin/grammar-exercises/${id}`, body);
    const twoGaps = await put({ sentence: 'Nad _____ suures _____.' });
    expect(twoGaps.statusCode).toBe(400);
    expect(twoGaps.json().error).toBe('Sentence must contain exactly one gap ___, found 2.');
    expect((await put({ correctAnswer: 'maja' })).json().error).toBe(
      'Distractors must not include the answer "maja".',
    );
    expect((await api('GET', `/admin/grammar-exercises/${id}`)).json().exercise).toMatchObject({
      sentence: 'Nad elavad _____.',
      case_correct_answer: 'majas',
    });
  });

  it('deletes an exercise', async () => {
    const ex = (
      await api('POST', '/admin/grammar-exercises', { ...casePractice, sentence: 'See on _____.' })
    ).json().exercise;
    expect((await api('DELETE', `/admin/grammar-exercises/${ex.id}`)).json()).toEqual({ success: true });
    expect((await api('DELETE', `/admin/grammar-exercises/${ex.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/admin/grammar-exercises/${ex.id}`)).json().error).toBe('Exercise not found');
  });

  it('creates a reading text with multiple-choice and true/false questions', async () => {
    const res = await api('POST', '/admin/reading-texts', readingText);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.readingText).toMatchObject({
      title: 'Minu pere',
      topics: ['family', 'home'],
      audio_url: null,
      image_url: 'https://example.com/pere.jpg',
      target_words: [{ word: 'ema', translation: 'mother', word_type: 'NOUN', wordType: 'NOUN' }],
    });
    expect(
      body.questions.map((q: Record<string, unknown>) => [q.question_type, q.options, q.correct_answer]),
    ).toEqual([
      ['MULTIPLE_CHOICE', ['Tartus', 'Tallinnas', 'Pärnus', 'Narvas'], ['Tartus']],
      ['TRUE_FALSE', ['True', 'False'], ['False']],
    ]);
    const got = await api('GET', `/admin/reading-texts/${body.readingText.id}`);
    expect(got.json()).toEqual({ readingText: body.readingText, questions: body.questions });
    const list = await api('GET', '/admin/reading-texts?level=A0&difficulty=BEGINNER&search=pere');
    expect(list.json().readingTexts).toEqual([
      expect.objectContaining({ id: body.readingText.id, question_count: 2 }),
    ]);
    expect(list.json().pagination).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('answers the reading §5 messages', async () => {
    const post = (over: object) => api('POST', '/admin/reading-texts', { ...readingText, ...over });
    expect((await post({ title: ' ' })).json().error).toBe('Title is required');
    expect((await post({ content: '' })).json().error).toBe('Content is required');
    expect((await post({ level: '' })).json().error).toBe('Level is required');
    expect((await post({ difficulty: '' })).json().error).toBe('Difficulty is required');
    const q = readingText.readingQuestions[0]!;
    expect((await post({ readingQuestions: [q, { ...q, question: '' }] })).json().error).toBe(
      'Question 2 text is required',
    );
    expect((await post({ readingQuestions: [{ ...q, options: ['a', ''] }] })).json().error).toBe(
      'Question 1 must have all options filled',
    );
  });

  it('edits a text: questions with an id are kept (with learners’ answers), new ones added, missing ones removed', async () => {
    const created = (
      await api('POST', '/admin/reading-texts', { ...readingText, title: 'Teine tekst' })
    ).json();
    const [mc, tf] = created.questions as { id: number }[];
    const learner = await t.login('pupil@example.ee');
    const pupilId = await userIdOf(t.db, 'pupil@example.ee');
    await t.db
      .insertInto('question_responses')
      .values({ user_id: pupilId, question_id: mc!.id, user_answer: 'Tartus', is_correct: true })
      .execute();
    expect(learner).toBeTruthy();
    const res = await api('PUT', `/admin/reading-texts/${created.readingText.id}`, {
      ...readingText,
      title: 'Teine tekst (muudetud)',
      readingQuestions: [
        {
          id: mc!.id,
          question: 'Kus on meie kodu?',
          questionType: 'MULTIPLE_CHOICE',
          options: '["Tartus","Tallinnas"]',
          correctAnswer: '["Tartus"]',
        },
        { question: 'Kes on ema?', questionType: 'SHORT_ANSWER', correctAnswer: 'mother' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().readingText.title).toBe('Teine tekst (muudetud)');
    expect(
      res
        .json()
        .questions.map((q: Record<string, unknown>) => [q.id === mc!.id, q.question, q.correct_answer]),
    ).toEqual([
      [true, 'Kus on meie kodu?', ['Tartus']],
      [false, 'Kes on ema?', ['mother']],
    ]);
    expect(res.json().questions.some((q: { id: number }) => q.id === tf!.id)).toBe(false);
    const kept = await t.db
      .selectFrom('question_responses')
      .select('id')
      .where('question_id', '=', mc!.id)
      .execute();
    expect(kept).toHaveLength(1);
    // a question id of another text is refused, nothing changes
    const other = (await api('POST', '/admin/reading-texts', { ...readingText, title: 'Kolmas' })).json();
    const foreign = await api('PUT', `/admin/reading-texts/${created.readingText.id}`, {
      ...readingText,
      readingQuestions: [{ ...readingText.readingQuestions[0], id: other.questions[0].id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('Question 1 does not belong to this reading text.');
    const after = await api('GET', `/admin/reading-texts/${created.readingText.id}`);
    expect(after.json().readingText.title).toBe('Teine tekst (muudetud)');
    // leaving questions out keeps them
    const noQuestions = await api('PUT', `/admin/reading-texts/${created.readingText.id}`, {
      ...readingText,
      readingQuestions: undefined,
    });
    expect(noQuestions.json().questions).toHaveLength(2);
  });

  it('deletes a text with its questions and progress', async () => {
    const created = (
      await api('POST', '/admin/reading-texts', { ...readingText, title: 'Kustutatav' })
    ).json();
    expect((await api('DELETE', `/admin/reading-texts/${created.readingText.id}`)).json()).toEqual({
      success: true,
    });
    expect((await api('GET', `/admin/reading-texts/${created.readingText.id}`)).statusCode).toBe(404);
    const qs = await t.db
      .selectFrom('reading_questions')
      .select('id')
      .where('reading_text_id', '=', created.readingText.id)
      .execute();
    expect(qs).toEqual([]);
  });
});

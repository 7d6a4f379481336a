import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EmbedderLoadError,
  progressLineWriter,
  renderProgressBar,
  type SentenceModel,
  USE_DIMENSIONS,
  USE_MODEL,
  useEmbedder,
} from '../src/index.ts';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('useEmbedder with the real Universal Sentence Encoder lite', () => {
  const embedder = useEmbedder();

  it('answers one unit-length vector of 512 dimensions per text, in order, and names its model', async () => {
    const texts = ['A bank that lets me buy bitcoin.', 'Mortgages for families buying their first home.', 'bank'];
    const vectors = await embedder.embed(texts);
    assert.equal(embedder.model, USE_MODEL);
    assert.equal(embedder.dimensions, USE_DIMENSIONS);
    assert.equal(vectors.length, texts.length);
    for (const vector of vectors) {
      assert.ok(vector instanceof Float32Array);
      assert.equal(vector.length, 512);
      assert.ok(Math.abs(Math.hypot(...vector) - 1) < 1e-5, 'unit length');
    }
    assert.deepEqual(await embedder.embed([]), []);
  });

  it('runs the model in a worker thread: the same vectors as on the main thread, and the event loop turns meanwhile', async () => {
    const texts = ['A Dutch bank that only lends to sustainable projects.', 'sharia-compliant home financing'];
    const onMain = await useEmbedder({ thread: 'main' }).embed(texts);
    assert.deepEqual(await embedder.embed(texts), onMain, 'identical vectors');
    const long = 'Which bank offers accounts for a small business that trades abroad, '.repeat(15).slice(0, 1000);
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    await embedder.embed([long]);
    running = false;
    assert.ok(turns > 20, `the event loop turned ${turns} times while a 1,000-character text was embedded`);
  });

  it('gives a text the same vector alone as in a batch of texts of other lengths', async () => {
    const texts = [
      'crypto custody for institutions',
      'a very much longer sentence about savings accounts, mortgages, credit cards and branches across the country',
      'loans',
    ];
    const batched = await useEmbedder({ batchSize: 3 }).embed(texts);
    for (const [index, text] of texts.entries()) {
      const [alone] = await embedder.embed([text]);
      assert.ok(cosine(alone!, batched[index]!) > 0.99999, `"${text}"`);
    }
  });

  it('places a crypto question nearer a crypto description than a mortgage description', async () => {
    const [question, crypto, mortgage] = await embedder.embed([
      'Where can I buy and store bitcoin with my bank?',
      'Customers can buy, sell and hold cryptocurrencies such as bitcoin and ether in the app.',
      'Home loans and mortgages for families buying their first house.',
    ]);
    assert.ok(cosine(question!, crypto!) > cosine(question!, mortgage!) + 0.1);
  });

  it('embeds an empty or blank text without failing', async () => {
    const vectors = await embedder.embed(['', '   ']);
    assert.equal(vectors.length, 2);
    for (const vector of vectors) assert.ok(Math.abs(Math.hypot(...vector) - 1) < 1e-5);
  });
});

describe('useEmbedder loading', () => {
  const fakeModel = (dimensions = 512): SentenceModel => ({
    embed: async (texts) =>
      texts.map((text) =>
        Array.from({ length: dimensions }, (_, index) => (index === text.length % dimensions ? 3 : 0)),
      ),
  });

  it('loads the model once for concurrent callers and scales vectors to unit length', async () => {
    let loads = 0;
    const embedder = useEmbedder({
      loadModel: async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return fakeModel();
      },
    });
    const answers = await Promise.all([
      embedder.embed(['a']),
      embedder.embed(['bb']),
      embedder.load!(),
      embedder.embed(['ccc']),
    ]);
    assert.equal(loads, 1);
    assert.equal((answers[0] as Float32Array[])[0]![1], 1, 'scaled from 3 to 1');
  });

  it('splits large calls into batches of batchSize, sent one at a time, and keeps the input order', async () => {
    const calls: number[] = [];
    let running = 0;
    const embedder = useEmbedder({
      batchSize: 4,
      loadModel: async () => ({
        embed: async (texts) => {
          running += 1;
          assert.equal(running, 1, 'one model call at a time');
          calls.push(texts.length);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
          return fakeModel().embed(texts);
        },
      }),
    });
    const texts = Array.from({ length: 10 }, (_, index) => 'x'.repeat(10 - index));
    const [first, second] = await Promise.all([embedder.embed(texts), embedder.embed(['y'])]);
    assert.deepEqual(calls.sort(), [1, 2, 4, 4]);
    for (const [index, text] of texts.entries()) {
      assert.equal(first![index]![text.length % 512], 1, `vector ${index} belongs to its text`);
    }
    assert.equal(second![0]![1], 1);
  });

  it('a model that cannot load is an EmbedderLoadError saying how to fix it, and the next call tries again', async () => {
    let attempts = 0;
    const embedder = useEmbedder({
      loadModel: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('ENOENT: model.json');
        return fakeModel();
      },
    });
    await assert.rejects(
      () => embedder.embed(['bank']),
      (error: unknown) => {
        assert.ok(error instanceof EmbedderLoadError);
        assert.match(error.message, /ENOENT: model\.json/);
        assert.match(error.message, /npm install/);
        assert.match(error.message, /BANKDIR_EMBEDDER/);
        return true;
      },
    );
    assert.equal((await embedder.embed(['bank'])).length, 1, 'loaded on the second call');
    assert.equal(attempts, 2);
  });
});

describe('progress bar', () => {
  it('renders the share done, the counts, the rate and the time left', () => {
    assert.equal(renderProgressBar(0, 200, { width: 10 }), '[----------]   0% 0/200 sections');
    assert.equal(
      renderProgressBar(50, 200, { width: 10, label: 'embedding', elapsedMs: 2000 }),
      'embedding [###-------]  25% 50/200 sections, 25/s, 6 s left',
    );
    assert.equal(renderProgressBar(200, 200, { width: 10, unit: 'banks' }), '[##########] 100% 200/200 banks');
    assert.equal(renderProgressBar(0, 0, { width: 4 }), '[####] 100% 0/0 sections');
  });

  it('redraws one line on a terminal and writes one line per tenth elsewhere', () => {
    const tty: string[] = [];
    const onTerminal = progressLineWriter({ write: (chunk) => tty.push(chunk), isTTY: true }, { width: 4 });
    for (const done of [0, 5, 10]) onTerminal(done, 10);
    assert.ok(tty.every((chunk) => chunk.startsWith('\r')));
    assert.ok(tty.at(-1)!.endsWith('\n'));
    const log: string[] = [];
    const onLog = progressLineWriter({ write: (chunk) => log.push(chunk) }, { width: 4 });
    for (let done = 0; done <= 100; done++) onLog(done, 100);
    assert.equal(log.length, 11);
    assert.ok(log.every((line) => line.endsWith('\n')));
  });
});

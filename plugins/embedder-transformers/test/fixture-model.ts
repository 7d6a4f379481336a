import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import onnxProto, { type onnx as Onnx } from 'onnx-proto';

// onnx-proto is CommonJS: its namespace comes through the default export.
const { onnx } = onnxProto;

// A tiny feature-extraction model written by the tests themselves (the Hugging Face hub cannot be reached from CI):
// a BERT-style WordPiece tokenizer over a small vocabulary and an ONNX graph whose last_hidden_state is a plain
// embedding lookup (Gather), laid out as transformers.js expects a model under `<modelDir>/<org>/<name>/`. Since every
// token's hidden state is its own row of the table, the right sentence vector is easy to compute by hand.

export const FIXTURE_MODEL_ID = 'bankdir-test/tiny-lookup';
export const HIDDEN_SIZE = 8;
/** The tokenizer truncates to this many tokens, [CLS] and [SEP] included. */
export const MAX_TOKENS = 12;

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'] as const;
const WORDS = [
  'bank',
  'crypto',
  'bitcoin',
  'custody',
  'mortgage',
  'home',
  'loans',
  'farm',
  'tractor',
  'savings',
  'account',
  'student',
  '##s',
  'for',
  'a',
  'with',
];
export const VOCABULARY: readonly string[] = [...SPECIAL, ...WORDS];

/** Row `id` of the embedding table: deterministic, different for every token, and far from zero (padding included). */
export function embeddingRow(id: number): number[] {
  return Array.from(
    { length: HIDDEN_SIZE },
    (_, column) => Math.sin(1.7 * (id + 1) * (column + 1)) + (column === id % HIDDEN_SIZE ? 2 : 0),
  );
}

/** The token ids the fixture tokenizer makes of `text`: [CLS], greedy longest-match WordPiece per word ([UNK] for a word it cannot split), [SEP], truncated. */
export function tokenIds(text: string): number[] {
  const ids = [VOCABULARY.indexOf('[CLS]')];
  for (const word of text.toLowerCase().match(/[a-z0-9]+|[^\sa-z0-9]/g) ?? []) {
    let rest = word;
    const pieces: number[] = [];
    let prefix = '';
    while (rest.length > 0) {
      let end = rest.length;
      while (end > 0 && !VOCABULARY.includes(prefix + rest.slice(0, end))) end -= 1;
      if (end === 0) {
        pieces.length = 0;
        pieces.push(VOCABULARY.indexOf('[UNK]'));
        break;
      }
      pieces.push(VOCABULARY.indexOf(prefix + rest.slice(0, end)));
      rest = rest.slice(end);
      prefix = '##';
    }
    ids.push(...pieces);
  }
  // transformers.js truncates the finished sequence, [SEP] included, to the model length.
  return [...ids, VOCABULARY.indexOf('[SEP]')].slice(0, MAX_TOKENS);
}

/** The vector the embedder must answer: the mean of the text's token rows (no padding), scaled to unit length. */
export function expectedVector(text: string): number[] {
  const ids = tokenIds(text);
  const sum = new Array<number>(HIDDEN_SIZE).fill(0);
  for (const id of ids) {
    for (const [column, value] of embeddingRow(id).entries()) sum[column]! += value / ids.length;
  }
  const length = Math.hypot(...sum);
  return sum.map((value) => value / length);
}

/** Writes the model under `modelDir/<org>/<name>/`: config.json, tokenizer.json, tokenizer_config.json and onnx/model.onnx. */
export function writeFixtureModel(modelDir: string): void {
  const folder = join(modelDir, ...FIXTURE_MODEL_ID.split('/'));
  mkdirSync(join(folder, 'onnx'), { recursive: true });
  writeFileSync(
    join(folder, 'config.json'),
    JSON.stringify({
      model_type: 'bert',
      architectures: ['BertModel'],
      hidden_size: HIDDEN_SIZE,
      vocab_size: VOCABULARY.length,
      max_position_embeddings: MAX_TOKENS,
    }),
  );
  writeFileSync(
    join(folder, 'tokenizer_config.json'),
    JSON.stringify({
      tokenizer_class: 'BertTokenizer',
      do_lower_case: true,
      model_max_length: MAX_TOKENS,
      pad_token: '[PAD]',
      unk_token: '[UNK]',
      cls_token: '[CLS]',
      sep_token: '[SEP]',
      mask_token: '[MASK]',
    }),
  );
  writeFileSync(join(folder, 'tokenizer.json'), JSON.stringify(tokenizerJson()));
  writeFileSync(join(folder, 'onnx', 'model.onnx'), modelOnnx());
}

function tokenizerJson(): unknown {
  const id = (token: string) => VOCABULARY.indexOf(token);
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map((token) => ({
      id: id(token),
      content: token,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: null,
      lowercase: true,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [id('[CLS]')], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [id('[SEP]')], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: Object.fromEntries(VOCABULARY.map((token, index) => [token, index])),
    },
  };
}

/** last_hidden_state[b, t, :] = table[input_ids[b, t], :]; attention_mask and token_type_ids are accepted like BERT's. */
function modelOnnx(): Uint8Array {
  const { DataType } = onnx.TensorProto;
  const tokens = (name: string): Onnx.IValueInfoProto => ({
    name,
    type: {
      tensorType: { elemType: DataType.INT64, shape: { dim: [{ dimParam: 'batch' }, { dimParam: 'sequence' }] } },
    },
  });
  const table = VOCABULARY.flatMap((_, id) => embeddingRow(id));
  const graph: Onnx.IGraphProto = {
    name: 'tiny-lookup',
    initializer: [
      { name: 'embeddings', dataType: DataType.FLOAT, dims: [VOCABULARY.length, HIDDEN_SIZE], floatData: table },
    ],
    input: [tokens('input_ids'), tokens('attention_mask'), tokens('token_type_ids')],
    output: [
      {
        name: 'last_hidden_state',
        type: {
          tensorType: {
            elemType: DataType.FLOAT,
            shape: { dim: [{ dimParam: 'batch' }, { dimParam: 'sequence' }, { dimValue: HIDDEN_SIZE }] },
          },
        },
      },
    ],
    node: [
      {
        opType: 'Gather',
        input: ['embeddings', 'input_ids'],
        output: ['last_hidden_state'],
        attribute: [{ name: 'axis', type: onnx.AttributeProto.AttributeType.INT, i: 0 }],
      },
      // BERT's other inputs, read so the graph declares them like a real export does; their product is discarded.
      { opType: 'Mul', input: ['attention_mask', 'token_type_ids'], output: ['unused'] },
    ],
  };
  return onnx.ModelProto.encode({
    irVersion: 8,
    producerName: 'bankdir-tests',
    opsetImport: [{ domain: '', version: 13 }],
    graph,
  }).finish();
}

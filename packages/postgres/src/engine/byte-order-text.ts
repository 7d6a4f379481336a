import {
  type ColumnDefinitionNode,
  DataTypeNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';

/**
 * Makes every `text` column a migration creates compare byte-wise (`collate "C"`), as SQLite's default BINARY
 * collation does, whatever the database's default collation: sorting by name then walks the folded key in the same
 * order on both engines, ids break ties the same way, and a keyset cursor compares with `>` as its index orders.
 */
export class ByteOrderTextPlugin implements KyselyPlugin {
  readonly #transformer = new ByteOrderTextTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const COLLATE_C = sql`collate "C"`.toOperationNode();

class ByteOrderTextTransformer extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    if (!DataTypeNode.is(column.dataType) || column.dataType.dataType !== 'text') return column;
    return { ...column, frontModifiers: [COLLATE_C, ...(column.frontModifiers ?? [])] };
  }
}

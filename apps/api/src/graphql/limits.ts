/**
 * What one GraphQL request may ask (decision 0237): a query can nest and repeat what REST asks
 * once, so depth, aliases and an estimated cost are bounded before anything runs, and page sizes
 * are capped like the REST catalogue's. Numbers are generous for a storefront page and far below
 * what would hold a 2-core server.
 */
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLObjectType,
  GraphQLSchema,
  SelectionSetNode,
  ValidationContext,
  ValueNode,
} from 'graphql'
import { graphql } from './graphql-lib.ts'

const { GraphQLError, getNamedType, getNullableType, isListType, isObjectType, Kind } = graphql

export const GRAPHQL_LIMITS = Object.freeze({
  /** nesting of selections (mercurius queryDepth); a category tree five levels down fits */
  depth: 10,
  aliases: 20,
  /** estimated objects resolved (see costOf) */
  cost: 3000,
  /** products per page (REST allows 1000 for sku lookups; a GraphQL page is for people) */
  pageSize: 100,
  cmsBlocks: 50,
  /** characters of the query text; tokens the parser reads before it gives up */
  queryChars: 10_000,
  tokens: 2_000,
})

/** What a list field without a page size is guessed to hold (facets, buckets, children, blocks). */
const LIST_GUESS = 10

export function countAliases(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0
    return {
      Field(node) {
        if (node.alias && ++count === max + 1) {
          context.reportError(
            new GraphQLError(`Too many aliases: at most ${max} per request`, { nodes: [node] }),
          )
        }
      },
    }
  }
}

function intArg(value: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!value) return undefined
  if (value.kind === Kind.INT) return Number(value.value)
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value]
    return typeof v === 'number' ? v : undefined
  }
  return undefined
}

interface Walk {
  schema: GraphQLSchema
  fragments: Record<string, FragmentDefinitionNode>
  variables: Record<string, unknown>
  /** fields nested around the current one, and the deepest seen (scalars included) */
  depth: number
  deepest: number
}

/**
 * The estimated number of objects a selection resolves: every object field counts once per
 * instance of its parent; a paged field multiplies what is under it by its page size (the
 * argument, its variable, or the default 20), another list by LIST_GUESS. Introspection is free:
 * its size is the schema's.
 */
function costOf(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLObjectType,
  multiplier: number,
  seen: ReadonlySet<string>,
): number {
  let cost = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value
      walk.deepest = Math.max(walk.deepest, walk.depth + 1)
      if (name.startsWith('__') || !selection.selectionSet) continue
      const field = parent.getFields()[name]
      const type = field && getNamedType(field.type)
      if (!field || !isObjectType(type)) continue
      const pageArg = selection.arguments?.find((a) => a.name.value === 'pageSize')
      const paged = field.args.some((a) => a.name === 'pageSize')
      const size = paged
        ? (intArg(pageArg?.value, walk.variables) ?? 20)
        : isListType(getNullableType(field.type))
          ? LIST_GUESS
          : 1
      cost += multiplier
      walk.depth++
      cost += costOf(walk, selection.selectionSet, type, multiplier * Math.max(size, 1), seen)
      walk.depth--
    } else {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments[selection.name.value]
      if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) continue
      const condition = fragment.typeCondition
        ? walk.schema.getType(fragment.typeCondition.name.value)
        : parent
      if (!isObjectType(condition)) continue
      const inner = selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...seen, selection.name.value]) : seen
      cost += costOf(walk, fragment.selectionSet, condition, multiplier, inner)
    }
  }
  return cost
}

/**
 * `depthLimit`: a query nested deeper is left to mercurius's depth check (which runs after these
 * rules), so that it is told the real problem rather than the cost its nesting multiplies up.
 */
export function limitCost(max: number, depthLimit: number, variables: Record<string, unknown>) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema()
      const root = node.operation === 'query' ? schema.getQueryType() : null
      if (!root) return
      const walk: Walk = { schema, fragments: {}, variables, depth: 0, deepest: 0 }
      for (const d of context.getDocument().definitions)
        if (d.kind === Kind.FRAGMENT_DEFINITION) walk.fragments[d.name.value] = d
      const cost = costOf(walk, node.selectionSet, root, 1, new Set())
      if (cost > max && walk.deepest <= depthLimit) {
        context.reportError(
          new GraphQLError(
            `Query too costly: an estimated ${cost} objects, at most ${max}; ask for smaller pages or less nesting`,
            { nodes: [node] },
          ),
        )
      }
    },
  })
}

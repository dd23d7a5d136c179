/**
 * The backend's schema must be a compatible subset of a real WooGraphQL site's schema
 * (reference/woographql/schema.graphql at the repository root), so a storefront written against one runs against
 * the other. Everything the real schema lacks must sit in extensions.graphql.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readSchemaSource } from '../api/schema.ts';

const sharedDir = new URL('../../../../reference/woographql/', import.meta.url);
const reference: GraphQLSchema = buildSchema(
  readFileSync(new URL('schema.graphql', sharedDir), 'utf8') +
    (existsSync(new URL('woographql-1.0.3-delta.graphql', sharedDir))
      ? readFileSync(new URL('woographql-1.0.3-delta.graphql', sharedDir), 'utf8')
      : ''),
);
const subsetSource = readFileSync(new URL('./woographql.graphql', import.meta.url), 'utf8');
const pluginSource = readFileSync(new URL('./woonuxt-settings.graphql', import.meta.url), 'utf8');
const extensionSource = readFileSync(new URL('./extensions.graphql', import.meta.url), 'utf8');
const newsletterSource = readFileSync(new URL('./extensions-newsletter.graphql', import.meta.url), 'utf8');
const stockAlertSource = readFileSync(new URL('./extensions-stock-alerts.graphql', import.meta.url), 'utf8');
const ppeSource = readFileSync(new URL('./extensions-ppe.graphql', import.meta.url), 'utf8');
const giftCardSource = readFileSync(new URL('./extensions-gift-cards.graphql', import.meta.url), 'utf8');
const attributeSource = readFileSync(new URL('./store-attributes.graphql', import.meta.url), 'utf8');
/** Everything copied from the reference: the stock subset and the WooNuxt Settings plugin's part. */
const subset = buildSchema(`${subsetSource}\n${pluginSource}`);
const served = buildSchema(readSchemaSource());
const stock = buildSchema(readSchemaSource('stock'));

const kindOf = (type: GraphQLNamedType) => type.astNode?.kind ?? type.constructor.name;
const isBuiltIn = (name: string) =>
  name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name);
const ownTypes = (schema: GraphQLSchema) =>
  Object.values(schema.getTypeMap()).filter((type) => !isBuiltIn(type.name));

/** An output field may promise more than the reference (non-null where it is nullable), never less. */
function outputCompatible(ours: GraphQLField<unknown, unknown>['type'], theirs: typeof ours): boolean {
  if (String(ours) === String(theirs)) return true;
  return isNonNullType(ours) && !isNonNullType(theirs) && String(ours.ofType) === String(theirs);
}

/** Problems with one type of ours that the reference also has. */
function compareType(ours: GraphQLNamedType, theirs: GraphQLNamedType): string[] {
  const problems: string[] = [];
  if (kindOf(ours) !== kindOf(theirs))
    return [`${ours.name} is a ${kindOf(ours)}, the reference has a ${kindOf(theirs)}`];
  if (isEnumType(ours) && isEnumType(theirs)) {
    const known = new Set(theirs.getValues().map((value) => value.name));
    for (const value of ours.getValues()) {
      if (!known.has(value.name)) problems.push(`${ours.name}.${value.name} is not a reference enum value`);
    }
  }
  if ((isObjectType(ours) || isInterfaceType(ours)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
    const interfaces = new Set(theirs.getInterfaces().map((i) => i.name));
    for (const implemented of ours.getInterfaces()) {
      if (!interfaces.has(implemented.name)) {
        problems.push(`${ours.name} implements ${implemented.name}, which the reference type does not`);
      }
    }
    const fields = theirs.getFields();
    for (const field of Object.values(ours.getFields())) {
      const match = fields[field.name];
      if (!match) {
        problems.push(`${ours.name}.${field.name} is not in the reference`);
        continue;
      }
      if (!outputCompatible(field.type, match.type)) {
        problems.push(`${ours.name}.${field.name} is ${field.type}, the reference says ${match.type}`);
      }
      for (const arg of field.args) {
        const refArg = match.args.find((candidate) => candidate.name === arg.name);
        if (!refArg) problems.push(`${ours.name}.${field.name}(${arg.name}) is not a reference argument`);
        else if (String(arg.type) !== String(refArg.type)) {
          problems.push(
            `${ours.name}.${field.name}(${arg.name}) is ${arg.type}, the reference says ${refArg.type}`,
          );
        }
      }
    }
  }
  if (isInputObjectType(ours) && isInputObjectType(theirs)) {
    const fields: Record<string, GraphQLInputField> = theirs.getFields();
    for (const field of Object.values(ours.getFields())) {
      const match = fields[field.name];
      if (!match) problems.push(`input ${ours.name}.${field.name} is not in the reference`);
      else if (String(field.type) !== String(match.type)) {
        problems.push(`input ${ours.name}.${field.name} is ${field.type}, the reference says ${match.type}`);
      }
    }
  }
  return problems;
}

describe('the WooGraphQL subset (woographql.graphql + woonuxt-settings.graphql)', () => {
  it('only has types, fields, arguments and enum values of the real WooGraphQL schema, with the same types', () => {
    const problems = ownTypes(subset).flatMap((type) => {
      const theirs = reference.getType(type.name);
      return theirs ? compareType(type, theirs) : [`type ${type.name} is not in the reference`];
    });
    expect(problems).toEqual([]);
  });

  it('serves the root query under the reference name', () => {
    expect(subset.getQueryType()?.name).toBe(reference.getQueryType()?.name);
  });
});

describe('the served schema of the full profile (subset + WooNuxt Settings + extensions.graphql)', () => {
  it('keeps every shared type compatible after the extensions are applied', () => {
    const problems = ownTypes(served).flatMap((type) => {
      const theirs = reference.getType(type.name);
      const ours = subset.getType(type.name);
      // Types and fields the subset lacks are extensions, checked below.
      if (!theirs || !ours) return [];
      const extended = compareType(type, theirs).filter(
        (problem) =>
          !problem.includes('is not in the reference') && !problem.includes('is not a reference enum value'),
      );
      return extended;
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['extensions.graphql', extensionSource],
    ['extensions-newsletter.graphql', newsletterSource],
    ['extensions-stock-alerts.graphql', stockAlertSource],
    ['extensions-ppe.graphql', ppeSource],
    ['extensions-gift-cards.graphql', giftCardSource],
    ['store-attributes.graphql', attributeSource],
  ])('puts in %s only what the reference lacks', (_file, source) => {
    const problems: string[] = [];
    for (const definition of parse(source).definitions) {
      if (!('name' in definition) || !definition.name) continue;
      const name = definition.name.value;
      const theirs = reference.getType(name);
      const isExtension =
        definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
        definition.kind === Kind.INTERFACE_TYPE_EXTENSION ||
        definition.kind === Kind.ENUM_TYPE_EXTENSION ||
        definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION;
      if (!isExtension) {
        // A root type the subset does not serve yet (RootMutation before any WooGraphQL mutation)
        // may be declared here to carry plugin fields, as long as none of them is a reference field.
        const pluginShell =
          theirs &&
          (isObjectType(theirs) || isInterfaceType(theirs)) &&
          !subset.getType(name) &&
          'fields' in definition &&
          (definition.fields ?? []).every((field) => !(field.name.value in theirs.getFields()));
        if (theirs && !pluginShell)
          problems.push(`${name} exists in the reference: define it in woographql.graphql`);
        continue;
      }
      if (!theirs) continue;
      if ('fields' in definition) {
        const fields =
          isObjectType(theirs) || isInterfaceType(theirs) || isInputObjectType(theirs)
            ? theirs.getFields()
            : {};
        for (const field of definition.fields ?? []) {
          if (field.name.value in fields)
            problems.push(`${name}.${field.name.value} exists in the reference`);
        }
      }
      if ('values' in definition && isEnumType(theirs)) {
        const values = new Set(theirs.getValues().map((value) => value.name));
        for (const value of definition.values ?? []) {
          if (values.has(value.name.value))
            problems.push(`${name}.${value.name.value} exists in the reference`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds a deliberate mismatch (the check itself works)', () => {
    const wrong = buildSchema('type RootQuery { products(first: String): Int }');
    const problems = compareType(
      wrong.getType('RootQuery') as GraphQLNamedType,
      reference.getType('RootQuery') as GraphQLNamedType,
    );
    expect(problems).toEqual([
      'RootQuery.products is Int, the reference says RootQueryToProductConnection',
      'RootQuery.products(first) is String, the reference says Int',
    ]);
  });
});

/** Each field a generated or hand-written plugin file adds, as "Type.field", and the types it defines. */
function pluginParts(source: string) {
  const fields: string[] = [];
  const types: string[] = [];
  for (const definition of parse(source).definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const name = definition.name.value;
    const isExtension =
      definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
      definition.kind === Kind.INTERFACE_TYPE_EXTENSION ||
      definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION ||
      definition.kind === Kind.ENUM_TYPE_EXTENSION;
    if (!isExtension) types.push(name);
    if ('fields' in definition)
      for (const field of definition.fields ?? []) fields.push(`${name}.${field.name.value}`);
    if ('values' in definition && definition.kind === Kind.ENUM_TYPE_EXTENSION)
      for (const value of definition.values ?? []) fields.push(`${name}.${value.name.value}`);
  }
  return { fields, types };
}

const hasPath = (schema: GraphQLSchema, path: string) => {
  const [typeName = '', member = ''] = path.split('.');
  const type = schema.getType(typeName);
  if (!type) return false;
  if (isEnumType(type)) return type.getValues().some((value) => value.name === member);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    return member in type.getFields();
  return false;
};

describe('the stock profile (COMMERCE_PROFILE=stock)', () => {
  // What WooNuxt Settings registers (scottyzen/woonuxt-settings, includes/graphql/settings.php,
  // stripe.php, yoast.php): woonuxtSettings and its woonuxtOptions* / wooNuxtSocialItems types,
  // stripePaymentIntent with PaymentIntent and StripePaymentMethodEnum, User.stripeCustomerId,
  // User.savedPaymentMethods with SavedPaymentMethod, and Product.fullYoastHead.
  const plugin = pluginParts(pluginSource);
  const extensions = pluginParts(`${extensionSource}\n${newsletterSource}`);
  const attributes = pluginParts(attributeSource);

  it('has none of the WooNuxt Settings plugin fields or types', () => {
    expect(plugin.fields.length).toBeGreaterThan(0);
    expect(plugin.fields.filter((path) => hasPath(stock, path))).toEqual([]);
    expect(plugin.types.filter((name) => stock.getType(name))).toEqual([]);
    for (const path of [
      'RootQuery.woonuxtSettings',
      'RootQuery.stripePaymentIntent',
      'Product.fullYoastHead',
    ])
      expect(hasPath(stock, path)).toBe(false);
  });

  it('has nothing of the extensions (banner, settings, tabs, FAQs, warranty, SEO, wishlist, contact, newsletter)', () => {
    expect(extensions.fields.filter((path) => hasPath(stock, path))).toEqual([]);
    expect(extensions.types.filter((name) => stock.getType(name))).toEqual([]);
    for (const path of [
      'RootQuery.bannerSettings',
      'Product.customTabs',
      'Customer.wishlistProductIds',
      'RootMutation.subscribeToNewsletter',
    ])
      expect(hasPath(stock, path)).toBe(false);
  });

  it("serves this store's global attributes, as any WooCommerce site generates them for its own", () => {
    expect(attributes.types).toEqual(['PaFilterclass', 'PaCutlevel', 'PaShade', 'PaStandard']);
    expect(attributes.types.filter((name) => !stock.getType(name))).toEqual([]);
    expect(attributes.fields.filter((path) => !hasPath(stock, path))).toEqual([]);
  });

  it('is otherwise a compatible subset of the real schema, type for type', () => {
    const problems = ownTypes(stock).flatMap((type) => {
      if (attributes.types.includes(type.name)) return [];
      const theirs = reference.getType(type.name);
      const problems = theirs ? compareType(type, theirs) : [`type ${type.name} is not in the reference`];
      // The attribute file's enum values are checked above.
      return problems.filter((problem) => !attributes.fields.some((path) => problem.startsWith(`${path} `)));
    });
    expect(problems).toEqual([]);
  });

  it('leaves the full profile with every plugin and extension field', () => {
    const missing = [...plugin.fields, ...extensions.fields].filter((path) => !hasPath(served, path));
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  anyAttributes,
  attributeKey,
  attributeParam,
  attributeValues,
  canonicalValue,
  findVariation,
  initialSelection,
  isComplete,
  isOptionAvailable,
  matchesSelection,
  type PickerAttribute,
  reachableOptions,
  sameAttribute,
  selectionFromParams,
  selectionToParams,
  variationInput,
} from './variations';

const option = (value: string, label = value) => ({ value, label });

/** Like the demo store's outside protection plates: Standard comes in 10 and 50, the others in 10 only. */
const type: PickerAttribute = {
  key: 'type',
  name: 'Type',
  label: 'Type',
  options: [option('Standard'), option('Heat resistant'), option('Scratch resistant')],
};
const pack: PickerAttribute = {
  key: 'packsize',
  name: 'Pack size',
  label: 'Pack size',
  options: [option('10'), option('50')],
};
const plates = [
  { id: 1, attributes: { type: 'Standard', packsize: '10' } },
  { id: 2, attributes: { type: 'Standard', packsize: '50' } },
  { id: 3, attributes: { type: 'Heat resistant', packsize: '10' } },
  { id: 4, attributes: { type: 'Scratch resistant', packsize: '10' } },
];

describe('attribute names (spec section 3)', () => {
  it('drop the pa_ prefix, case, hyphens and spaces', () => {
    expect(attributeKey('pa_Filter-Class')).toBe('filterclass');
    expect(attributeKey('filter class')).toBe('filterclass');
    expect(attributeKey('PA_SIZE')).toBe('size');
    expect(attributeKey('  Pack size ')).toBe('packsize');
    expect(attributeKey('pack-size')).toBe('packsize');
  });

  it('compare equal across the spellings WooCommerce uses', () => {
    expect(sameAttribute('pa_Filter-Class', 'filter class')).toBe(true);
    expect(sameAttribute('pa_size', 'Size')).toBe(true);
    expect(sameAttribute('Pack size', 'pack-size')).toBe(true);
    expect(sameAttribute('pa_color', 'pa_colour')).toBe(false);
    expect(sameAttribute('pa_size', 'pa_shade')).toBe(false);
  });

  it('strip pa_ only as a prefix', () => {
    expect(attributeKey('spa_treatment')).toBe('spa_treatment');
    expect(sameAttribute('spa_treatment', 'treatment')).toBe(false);
  });

  it("key a variation's attribute list by the comparison key", () => {
    expect(
      attributeValues([
        { name: 'pa_Filter-Class', value: 'ffp3' },
        { name: 'Pack size', value: '' },
        { name: null, value: 'ignored' },
        { name: 'pa_color', value: null },
      ]),
    ).toEqual({ filterclass: 'ffp3', packsize: '', color: '' });
  });
});

describe("'any' attributes (spec section 5)", () => {
  it('are those for which no variation has a value', () => {
    const variations = [{ attributes: { size: 'm', color: '' } }, { attributes: { size: 'l', color: '' } }];
    expect(anyAttributes(['pa_size', 'pa_color'], variations)).toEqual(['pa_color']);
  });

  it('count a variation without the attribute at all as having no value', () => {
    const variations = [{ attributes: { size: 'm' } }, { attributes: { size: 'l' } }];
    expect(anyAttributes(['pa_size', 'Color'], variations)).toEqual(['Color']);
  });

  it('are not attributes that only some variations leave open', () => {
    const variations = [
      { attributes: { color: 'hi-vis-yellow', size: 'm' } },
      { attributes: { color: '', size: 'xxl' } },
    ];
    expect(anyAttributes(['pa_color', 'pa_size'], variations)).toEqual([]);
  });

  it('match the names in any spelling', () => {
    const variations = [{ attributes: { filterclass: '' } }];
    expect(anyAttributes(['pa_Filter-Class', 'filter class'], variations)).toEqual([
      'pa_Filter-Class',
      'filter class',
    ]);
  });

  it('are every attribute when a product has no variations', () => {
    expect(anyAttributes(['pa_size'], [])).toEqual(['pa_size']);
  });
});

describe('matching a selection', () => {
  it('needs each chosen value to be the variation value, or the variation to take any', () => {
    expect(matchesSelection({ attributes: { size: 'm', color: 'blue' } }, { size: 'm' })).toBe(true);
    expect(matchesSelection({ attributes: { size: 'm', color: 'blue' } }, { size: 'm', color: 'red' })).toBe(
      false,
    );
    expect(matchesSelection({ attributes: { size: 's', color: '' } }, { size: 's', color: 'red' })).toBe(
      true,
    );
    expect(matchesSelection({ attributes: { size: 's' } }, { size: 's', color: 'red' })).toBe(true);
    expect(matchesSelection({ attributes: { size: 's' } }, { size: '', color: '' })).toBe(true);
  });

  it('finds the variation only once every attribute is chosen', () => {
    expect(findVariation(plates, [type, pack], { type: 'Standard' })).toBeNull();
    expect(isComplete([type, pack], { type: 'Standard' })).toBe(false);
    expect(findVariation(plates, [type, pack], { type: 'Standard', packsize: '50' })?.id).toBe(2);
    expect(findVariation(plates, [type, pack], { type: 'Heat resistant', packsize: '50' })).toBeNull();
  });

  it('prefers the variation with the exact values over one that takes any value', () => {
    const size: PickerAttribute = {
      key: 'size',
      name: 'pa_size',
      label: 'Size',
      options: [option('s'), option('m')],
    };
    const color: PickerAttribute = {
      key: 'color',
      name: 'pa_color',
      label: 'Color',
      options: [option('red')],
    };
    const variations = [
      { id: 'any-color', attributes: { size: 'm', color: '' } },
      { id: 'red', attributes: { size: 'm', color: 'red' } },
    ];
    expect(findVariation(variations, [size, color], { size: 'm', color: 'red' })?.id).toBe('red');
    expect(findVariation(variations.slice(0, 1), [size, color], { size: 'm', color: 'red' })?.id).toBe(
      'any-color',
    );
  });
});

describe('impossible combinations', () => {
  it('disable an option for which no variation exists with the other chosen values', () => {
    expect(isOptionAvailable(plates, { type: 'Heat resistant' }, 'packsize', '50')).toBe(false);
    expect(isOptionAvailable(plates, { type: 'Heat resistant' }, 'packsize', '10')).toBe(true);
    expect(isOptionAvailable(plates, { type: 'Standard' }, 'packsize', '50')).toBe(true);
    expect(isOptionAvailable(plates, { packsize: '50' }, 'type', 'Scratch resistant')).toBe(false);
  });

  it("ignore the attribute's own current value", () => {
    // Switching Type while Heat resistant is chosen: Standard is still possible.
    expect(isOptionAvailable(plates, { type: 'Heat resistant', packsize: '10' }, 'type', 'Standard')).toBe(
      true,
    );
  });

  it('keep every option open when nothing is chosen, and see through any-value variations', () => {
    expect(type.options.every((o) => isOptionAvailable(plates, {}, 'type', o.value))).toBe(true);
    const shirts = [
      { attributes: { color: 'yellow', size: 'm' } },
      { attributes: { color: '', size: 'xxl' } },
    ];
    expect(isOptionAvailable(shirts, { color: 'orange' }, 'size', 'xxl')).toBe(true);
    expect(isOptionAvailable(shirts, { color: 'orange' }, 'size', 'm')).toBe(false);
  });

  it('leave out options no variation can ever take', () => {
    const size: PickerAttribute = {
      key: 'size',
      name: 'pa_size',
      label: 'Size',
      options: [option('s'), option('m'), option('xl')],
    };
    expect(reachableOptions(size, [{ attributes: { size: 's' } }, { attributes: { size: 'm' } }])).toEqual([
      option('s'),
      option('m'),
    ]);
    expect(reachableOptions(size, [{ attributes: { size: '' } }])).toHaveLength(3);
  });
});

describe('initial selection', () => {
  it("takes the product's default attributes in any spelling", () => {
    expect(
      initialSelection(
        [type, pack],
        [
          { name: 'type', value: 'Standard' },
          { name: 'pack-size', value: '10' },
        ],
      ),
    ).toEqual({ type: 'Standard', packsize: '10' });
  });

  it('ignores defaults that are not options, and preselects a lone option', () => {
    const only: PickerAttribute = {
      key: 'color',
      name: 'pa_color',
      label: 'Color',
      options: [option('white')],
    };
    expect(initialSelection([type, only], [{ name: 'Type', value: 'Gold plated' }])).toEqual({
      color: 'white',
    });
  });

  it("matches a default spelled like a slug to the option's own spelling", () => {
    expect(canonicalValue(type.options, 'heat-resistant')).toBe('Heat resistant');
    expect(canonicalValue(type.options, 'STANDARD')).toBe('Standard');
    expect(canonicalValue(type.options, '')).toBe('');
    expect(canonicalValue(type.options, 'unknown')).toBe('unknown');
    expect(initialSelection([type], [{ name: 'Type', value: 'heat-resistant' }])).toEqual({
      type: 'Heat resistant',
    });
  });
});

describe('selection in the URL', () => {
  const size: PickerAttribute = {
    key: 'size',
    name: 'pa_size',
    label: 'Size',
    options: [option('m'), option('l')],
  };

  it("uses WooCommerce's attribute_ parameters", () => {
    expect(attributeParam(size)).toBe('attribute_pa_size');
    expect(attributeParam(pack)).toBe('attribute_pack-size');
  });

  it('reads known attributes and real options only', () => {
    const params = new URLSearchParams(
      'attribute_pa_size=m&attribute_pack-size=50&attribute_pa_color=red&attribute_type=Gold&utm_source=x',
    );
    expect(selectionFromParams([size, pack, type], params)).toEqual({ size: 'm', packsize: '50' });
  });

  it('writes the chosen values and removes cleared ones, keeping other parameters', () => {
    const params = selectionToParams(
      [size, pack],
      { size: 'l', packsize: '' },
      new URLSearchParams('attribute_pack-size=10&utm_source=x'),
    );
    expect(params.get('attribute_pa_size')).toBe('l');
    expect(params.has('attribute_pack-size')).toBe(false);
    expect(params.get('utm_source')).toBe('x');
  });
});

describe('the chosen values sent with the variation', () => {
  const colour: PickerAttribute = {
    key: 'color',
    name: 'pa_color',
    label: 'Color',
    options: [option('hi-vis-yellow', 'Hi-Vis Yellow'), option('hi-vis-orange', 'Hi-Vis Orange')],
  };

  it('names every chosen attribute as the product keys it, with the value variations carry', () => {
    expect(
      variationInput([colour, pack, type], { color: 'hi-vis-orange', packsize: '50', type: 'Standard' }),
    ).toEqual([
      { attributeName: 'pa_color', attributeValue: 'hi-vis-orange' },
      { attributeName: 'pack-size', attributeValue: '50' },
      { attributeName: 'type', attributeValue: 'Standard' },
    ]);
  });

  it('leaves out attributes without a value', () => {
    expect(variationInput([colour, pack], { color: '', packsize: '10' })).toEqual([
      { attributeName: 'pack-size', attributeValue: '10' },
    ]);
  });
});

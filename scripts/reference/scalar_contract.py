"""The seed's reference (shared/seeds/000), indentation restored, code unchanged, plus a JSON-lines driver.

Outside tests compare the core's codes with this module case by case; the differential test does too.
"""
import copy
import json
import re
import sys


class CatalogError(ValueError): pass


def _keys(value, fields):
    if not isinstance(value, dict) or set(value) != set(fields): raise CatalogError('INVALID_FIELDS')


def _label(value):
    if not isinstance(value, str) or not re.fullmatch(r'[a-z][a-z0-9._-]{0,79}', value): raise CatalogError('INVALID_LABEL')


def _catalog(items):
    if not isinstance(items, list) or len(items) > 1000: raise CatalogError('INVALID_CATALOG')
    names = set()
    for item in items:
        _keys(item, ['name', 'family', 'effect', 'enabled', 'fields'])
        _label(item['name']); _label(item['family'])
        if item['name'] in names: raise CatalogError('DUPLICATE_TOOL')
        names.add(item['name'])
        if item['effect'] not in ['read', 'change'] or type(item['enabled']) is not bool: raise CatalogError('INVALID_METADATA')
        if not isinstance(item['fields'], dict) or len(item['fields']) > 30: raise CatalogError('INVALID_FIELDS')
        for name, spec in item['fields'].items():
            _label(name); _keys(spec, ['type', 'required', 'max_length'])
            if spec['type'] not in ['string', 'integer', 'boolean'] or type(spec['required']) is not bool: raise CatalogError('INVALID_SPEC')
            if type(spec['max_length']) is not int or not 1 <= spec['max_length'] <= 20000: raise CatalogError('INVALID_SPEC')
    return items


def discover(items, family, name=None):
    _catalog(items); _label(family)
    if name is not None: _label(name)
    families = {x['family'] for x in items}
    if family != 'all' and family not in families: raise CatalogError('UNKNOWN_FAMILY')
    chosen = [x for x in items if x['enabled'] and (family == 'all' or x['family'] == family) and (name is None or x['name'] == name)]
    if name is not None and not chosen: raise CatalogError('TOOL_NOT_AVAILABLE_IN_FAMILY')
    out = []
    for item in chosen:
        properties = {}
        for key, spec in item['fields'].items():
            properties[key] = {'type': spec['type']}
            if spec['type'] == 'string': properties[key]['maxLength'] = spec['max_length']
        out.append({'name': item['name'], 'family': item['family'], 'effect': item['effect'], 'inputSchema': {'type': 'object', 'properties': properties, 'required': [k for k, v in item['fields'].items() if v['required']], 'additionalProperties': False}, 'executes': False})
    return copy.deepcopy(out)


def validate_arguments(items, name, arguments):
    """Checks data only. It grants no permission and starts no operation."""
    descriptions = discover(items, 'all', name)
    schema = descriptions[0]['inputSchema']; fields = schema['properties']
    if not isinstance(arguments, dict) or set(arguments) - set(fields) or set(schema['required']) - set(arguments): raise CatalogError('INVALID_ARGUMENT_KEYS')
    for key, value in arguments.items():
        spec = fields[key]; kind = spec['type']
        if kind == 'string':
            if not isinstance(value, str) or len(value) > spec['maxLength']: raise CatalogError('INVALID_ARGUMENT_VALUE')
        elif kind == 'integer':
            if type(value) is not int: raise CatalogError('INVALID_ARGUMENT_VALUE')
        elif type(value) is not bool: raise CatalogError('INVALID_ARGUMENT_VALUE')
    return {'name': name, 'arguments': copy.deepcopy(arguments), 'shape_valid': True, 'authorized': False, 'executed': False}


def run(case):
    """One case in, one outcome out: {"ok": true, "value": ...} or {"ok": false, "code": ...}."""
    try:
        if case['op'] == 'catalog': value = _catalog(case['items'])
        elif case['op'] == 'discover': value = discover(case['items'], case['family'], case.get('name'))
        else: value = validate_arguments(case['items'], case['name'], case['arguments'])
        return {'ok': True, 'value': value}
    except CatalogError as error:
        return {'ok': False, 'code': str(error)}


if __name__ == '__main__':
    for line in sys.stdin:
        print(json.dumps(run(json.loads(line))))

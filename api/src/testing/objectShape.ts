import type { ZodMiniType } from 'zod/mini';

interface Definition {
  type: string;
  shape?: Record<string, ZodMiniType>;
  innerType?: ZodMiniType;
  /** A lazy schema's builder (the contract builds its schemas on first use). */
  getter?: () => ZodMiniType;
}

const definition = (schema: ZodMiniType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/**
 * The fields of the object a schema holds, looking through lazy, optional and nullable wrappers; undefined when
 * it holds no object. For tests that look into the contract's request schemas.
 */
export function objectShape(schema: ZodMiniType | null): Record<string, ZodMiniType> | undefined {
  if (!schema) return undefined;
  const def = definition(schema);
  if (def.type === 'object') return def.shape;
  if (def.type === 'lazy' && def.getter) return objectShape(def.getter());
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType)
    return objectShape(def.innerType);
  return undefined;
}

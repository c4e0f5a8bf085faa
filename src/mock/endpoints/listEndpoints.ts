import type { CustomFieldList, ListSection, ListValue } from '../../core/wire/model/types';
import {
  fail,
  ok,
  type MockContext,
  type MockRequest,
  type MockReply,
} from '../service/mockContext';

/**
 * A CustomFieldList answer (spec 2.4): search, filter and order, suggestions first.
 *
 * @example
 * list(source.values, source.sections, source.suggestionIds ?? [], request.url);
 */
export function list(
  values: ListValue[],
  sections: ListSection[],
  suggestionIds: string[],
  url: URL,
): CustomFieldList {
  const search = url.searchParams.get('searchText')?.trim().toLowerCase() ?? '';
  const filter = url.searchParams.get('filter');
  const order = url.searchParams.get('order') === 'desc' ? -1 : 1;
  const data = values
    .filter((value) => (search ? value.name.toLowerCase().includes(search) : true))
    .filter((value) => (filter ? value.id === filter : true))
    .sort((a, b) => order * a.name.localeCompare(b.name, 'en'));
  const suggestions =
    search || filter
      ? []
      : suggestionIds.flatMap((id) => values.filter((value) => value.id === id));
  return { meta: { count: data.length, total: values.length, sections }, suggestions, data };
}

/**
 * The list endpoints (spec 4.1): car types of a mileage category and the named lists.
 *
 * @example
 * const operations = { ...listEndpoints(context) };
 */
export function listEndpoints(context: MockContext) {
  return {
    carTypes(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      if (!org) return context.orgNotFound(request.params.id);
      const category = context.seed.categories.find(
        (candidate) =>
          candidate.id === request.params.categoryId && candidate.organizationId === org.id,
      );
      if (!category)
        return fail(
          404,
          'CATEGORY_NOT_FOUND',
          `No category ${request.params.categoryId ?? ''} in this organization.`,
        );
      if (category.type !== 'MileageExpenseCategory') {
        return fail(
          400,
          'NOT_A_CAR_SPECIFICATION_CATEGORY',
          `${category.name} is not a mileage category.`,
        );
      }
      return ok(
        list(
          context.seed.carTypes.values,
          context.seed.carTypes.sections,
          context.seed.carTypes.suggestionIds,
          request.url,
        ),
      );
    },

    lists(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      if (!org) return context.orgNotFound(request.params.id);
      const source = context.seed.lists[request.params.name ?? ''];
      if (!source) return fail(404, 'LIST_NOT_FOUND', `No list ${request.params.name ?? ''}.`);
      return ok(list(source.values, source.sections, source.suggestionIds ?? [], request.url));
    },
  };
}

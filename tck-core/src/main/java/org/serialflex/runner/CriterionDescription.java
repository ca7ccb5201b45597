package org.serialflex.runner;

/**
 * The prose of a criterion, rendered into {@code docs/criteria.md}.
 *
 * @param checks       what the criterion checks
 * @param whyItMatters why it matters to someone passing objects between services or into storage
 * @param pass         what PASS means
 * @param degraded     what DEGRADED means (or that it cannot happen)
 * @param fail         what the failing outcomes mean
 */
public record CriterionDescription(String checks, String whyItMatters, String pass, String degraded, String fail) {
}

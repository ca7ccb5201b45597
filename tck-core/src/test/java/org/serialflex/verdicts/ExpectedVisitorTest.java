package org.serialflex.verdicts;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The dispatch over expectation nodes is exhaustive: every node type the sealed {@link Expected}
 * permits has its own method in {@link Expected.Visitor}, so the comparison has to say what a new
 * node type means before anything compiles.
 */
class ExpectedVisitorTest {

    @Test
    void everyPermittedNodeTypeHasItsOwnVisitorMethod() {
        Set<Class<?>> permitted = Set.of(Expected.class.getPermittedSubclasses());
        Set<Class<?>> visited = Arrays.stream(Expected.Visitor.class.getDeclaredMethods())
                .map(Method::getParameterTypes)
                .filter(parameters -> parameters.length == 1)
                .map(parameters -> parameters[0])
                .collect(Collectors.toSet());

        assertThat(visited).isEqualTo(permitted);
    }

    @Test
    void aNodeIsHandedToTheMethodOfItsOwnType() {
        Expected node = Expect.placeholder("com.example.Coupon", "code", "X");

        String visited = node.accept(new NamingVisitor());

        assertThat(visited).isEqualTo("placeholder");
    }

    /** Answers the name of the method it was called on. */
    private static final class NamingVisitor implements Expected.Visitor<String> {
        @Override
        public String bean(Expected.Bean node) {
            return "bean";
        }

        @Override
        public String enumConstant(Expected.EnumConstant node) {
            return "enumConstant";
        }

        @Override
        public String defaultOr(Expected.DefaultOr node) {
            return "defaultOr";
        }

        @Override
        public String passOrDegraded(Expected.PassOrDegraded node) {
            return "passOrDegraded";
        }

        @Override
        public String placeholder(Expected.Placeholder node) {
            return "placeholder";
        }

        @Override
        public String sameInstance(Expected.SameInstance node) {
            return "sameInstance";
        }

        @Override
        public String anyImplementation(Expected.AnyImplementation node) {
            return "anyImplementation";
        }

        @Override
        public String contentOnlyFields(Expected.ContentOnlyFields node) {
            return "contentOnlyFields";
        }

        @Override
        public String collectionsByContent(Expected.CollectionsByContent node) {
            return "collectionsByContent";
        }
    }
}

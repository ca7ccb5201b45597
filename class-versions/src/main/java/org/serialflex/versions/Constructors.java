package org.serialflex.versions;

import static net.bytebuddy.matcher.ElementMatchers.isConstructor;
import static net.bytebuddy.matcher.ElementMatchers.takesArguments;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import net.bytebuddy.description.annotation.AnnotationValue;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.method.ParameterDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.description.type.TypeDescription.Generic;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.FieldAccessor;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.MethodCall;

/** Declares the constructors (and the static factory) of a generated class. */
final class Constructors {

    private static final MethodDescription OBJECT_CONSTRUCTOR =
            new MethodDescription.ForLoadedConstructor(JdkMembers.constructor(Object.class));
    private static final MethodDescription REQUIRE_NON_NULL = new MethodDescription.ForLoadedMethod(
            JdkMembers.method(Objects.class, "requireNonNull", Object.class, String.class));

    private Constructors() {
    }

    /** The constructor style in effect: a singleton has only its private no-arg constructor. */
    static ConstructorStyle effectiveStyle(DtoSpec spec) {
        return spec.singleton() ? ConstructorStyle.NO_ARG : spec.constructors();
    }

    /** Parameters of the all-args constructor: the superclass's ones first, then this class's. */
    static List<FieldSpec> parameters(DtoSpec spec, GeneratedTypes types) {
        List<FieldSpec> parameters = new ArrayList<>();
        spec.superclass().map(types::spec)
                .filter(superSpec -> effectiveStyle(superSpec).takesArguments())
                .ifPresent(superSpec -> parameters.addAll(parameters(superSpec, types)));
        parameters.addAll(spec.constructorParameters());
        return parameters;
    }

    static DynamicType.Builder<?> declare(DynamicType.Builder<?> builder, DtoSpec spec, GeneratedTypes types) {
        ConstructorStyle style = effectiveStyle(spec);
        if (!style.takesArguments()) {
            int visibility = spec.singleton() ? Modifier.PRIVATE : Modifier.PUBLIC;
            return builder.defineConstructor(visibility).intercept(noArgBody(spec, types));
        }
        List<FieldSpec> parameters = parameters(spec, types);
        int visibility = style == ConstructorStyle.PRIVATE_WITH_FACTORY ? Modifier.PRIVATE : Modifier.PUBLIC;
        DynamicType.Builder.MethodDefinition.ParameterDefinition<?> constructor = builder.defineConstructor(visibility);
        for (FieldSpec parameter : parameters) {
            constructor = constructor.withParameter(describe(parameter, types), parameter.name(), 0);
        }
        builder = constructor.intercept(allArgsBody(spec, types, parameters, style.rejectsNulls()));
        if (style == ConstructorStyle.PRIVATE_WITH_FACTORY) {
            builder = declareFactory(builder, spec, types, parameters);
        }
        if (spec.externalForm() > 0 && !parameters.isEmpty()) {
            builder = builder.defineConstructor(Modifier.PUBLIC).intercept(noArgBody(spec, types));
        }
        return builder;
    }

    private static Implementation noArgBody(DtoSpec spec, GeneratedTypes types) {
        MethodDescription superConstructor = superConstructor(spec, types, 0);
        Implementation.Composable body = MethodCall.invoke(superConstructor);
        for (FieldSpec field : spec.instanceFields()) {
            if (field.initializer().isPresent()) {
                body = body.andThen(FieldAccessor.ofField(field.name()).setsValue(field.initializer().get()));
            } else if (field.isFinal()) {
                body = body.andThen(FieldAccessor.ofField(field.name()).setsDefaultValue());
            }
        }
        return body;
    }

    private static Implementation allArgsBody(DtoSpec spec, GeneratedTypes types, List<FieldSpec> parameters,
                                              boolean rejectNulls) {
        Implementation.Composable body = null;
        if (rejectNulls) {
            for (int i = 0; i < parameters.size(); i++) {
                if (!parameters.get(i).type().isPrimitive()) {
                    body = then(body, MethodCall.invoke(REQUIRE_NON_NULL).withArgument(i)
                            .with(parameters.get(i).name() + " must not be null"));
                }
            }
        }
        int inherited = parameters.size() - spec.constructorParameters().size();
        MethodCall superCall = MethodCall.invoke(superConstructor(spec, types, inherited));
        for (int i = 0; i < inherited; i++) {
            superCall = superCall.withArgument(i);
        }
        body = then(body, superCall);
        for (FieldSpec field : spec.instanceFields()) {
            if (field.initializer().isPresent()) {
                body = body.andThen(FieldAccessor.ofField(field.name()).setsValue(field.initializer().get()));
            }
        }
        for (int i = inherited; i < parameters.size(); i++) {
            body = body.andThen(FieldAccessor.ofField(parameters.get(i).name()).setsArgumentAt(i));
        }
        return body;
    }

    private static DynamicType.Builder<?> declareFactory(DynamicType.Builder<?> builder, DtoSpec spec,
                                                         GeneratedTypes types, List<FieldSpec> parameters) {
        TypeDescription self = types.latent(spec.className());
        List<ParameterDescription.Token> tokens = parameters.stream()
                .map(parameter -> new ParameterDescription.Token(describe(parameter, types), parameter.name(), 0))
                .toList();
        MethodDescription constructor = new MethodDescription.Latent(self, MethodDescription.CONSTRUCTOR_INTERNAL_NAME,
                Modifier.PRIVATE, List.of(), Generic.VOID, tokens, List.of(), List.of(), AnnotationValue.UNDEFINED,
                Generic.UNDEFINED);
        DynamicType.Builder.MethodDefinition.ParameterDefinition<?> factory =
                builder.defineMethod("of", self, Modifier.PUBLIC | Modifier.STATIC);
        for (FieldSpec parameter : parameters) {
            factory = factory.withParameter(describe(parameter, types), parameter.name(), 0);
        }
        return factory.intercept(MethodCall.construct(constructor).withAllArguments());
    }

    /** The no-arg constructor of the class itself, for singletons and factories. */
    static MethodDescription ownNoArgConstructor(DtoSpec spec, GeneratedTypes types, int modifiers) {
        return new MethodDescription.Latent(types.latent(spec.className()), MethodDescription.CONSTRUCTOR_INTERNAL_NAME,
                modifiers, List.of(), Generic.VOID, List.of(), List.of(), List.of(), AnnotationValue.UNDEFINED,
                Generic.UNDEFINED);
    }

    private static MethodDescription superConstructor(DtoSpec spec, GeneratedTypes types, int arguments) {
        if (spec.superclass().isEmpty()) {
            return OBJECT_CONSTRUCTOR;
        }
        String superclass = spec.superclass().get();
        return types.built(superclass).getDeclaredMethods()
                .filter(isConstructor().and(takesArguments(arguments)))
                .stream().findFirst()
                .filter(constructor -> !constructor.isPrivate())
                .orElseThrow(() -> new IllegalArgumentException(spec.className() + " extends " + superclass
                        + ", which has no accessible constructor taking " + arguments + " arguments"));
    }

    private static Generic describe(FieldSpec field, GeneratedTypes types) {
        return field.type().describe(types::latent);
    }

    private static Implementation.Composable then(Implementation.Composable first, Implementation.Composable next) {
        return first == null ? next : first.andThen(next);
    }
}

package org.serialflex.check;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The shapes of one version's classes. The classes are defined in a throwaway loader of their own
 * (never a world's), only to be looked at: nothing is instantiated or initialized.
 */
final class ClassShapes {

    private final String label;
    private final Map<String, byte[]> classFiles;
    private final ClassLoader loader;
    private final Map<String, ClassShape> shapes = new LinkedHashMap<>();

    ClassShapes(String label, Map<String, byte[]> classFiles) {
        this.label = label;
        this.classFiles = classFiles;
        this.loader = new BytesLoader(label, classFiles, ClassShapes.class.getClassLoader());
    }

    String label() {
        return label;
    }

    boolean has(String className) {
        return classFiles.containsKey(className);
    }

    Map<String, byte[]> classFiles() {
        return classFiles;
    }

    /** The shape of {@code className}, or empty when this version has no such class. */
    Optional<ClassShape> shape(String className) {
        if (!has(className)) {
            return Optional.empty();
        }
        return Optional.of(shapes.computeIfAbsent(className, this::read));
    }

    private ClassShape read(String className) {
        try {
            return shapeOf(className);
        } catch (LinkageError | TypeNotPresentException e) {
            throw MissingClass.of(e, className, "reading the fields of").orElseGet(() -> new CheckInputException(
                    "The " + label + " class " + className + " cannot be loaded (" + e + "); a class it needs is "
                            + "missing from the " + label + " classes or from the check's class path."));
        }
    }

    private ClassShape shapeOf(String className) {
        Class<?> type;
        try {
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new CheckInputException("The " + label + " class " + className + " cannot be loaded (" + e
                    + "); a class it needs is missing from the " + label + " classes.");
        }
        ClassShape.Kind kind = type.isEnum() ? ClassShape.Kind.ENUM : type.isRecord() ? ClassShape.Kind.RECORD
                : type.isInterface() ? ClassShape.Kind.INTERFACE
                : Modifier.isAbstract(type.getModifiers()) ? ClassShape.Kind.ABSTRACT : ClassShape.Kind.CLASS;
        List<String> constants = new ArrayList<>();
        if (type.isEnum()) {
            for (Object constant : type.getEnumConstants() == null ? new Object[0] : constantsOf(type)) {
                constants.add(((Enum<?>) constant).name());
            }
        }
        return new ClassShape(className, kind, type.getSuperclass() == null ? null : type.getSuperclass().getName(),
                kind == ClassShape.Kind.ENUM ? List.of() : fieldsOf(type), constants);
    }

    /**
     * {@code className} of this version, defined (not initialized) in this version's own loader, for
     * looking at it or populating it outside the worlds; any other class comes from the check's own
     * class path (the JDK's, a library's).
     *
     * @throws CheckInputException when there is no such class or a class it needs is missing
     */
    Class<?> type(String className) {
        try {
            return Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new CheckInputException("Neither the " + label + " classes nor the check's class path hold "
                    + className + ".");
        } catch (LinkageError e) {
            throw MissingClass.of(e, className, "loading").orElseGet(() -> new CheckInputException("The " + label
                    + " class " + className + " cannot be loaded (" + e + ")."));
        }
    }

    /** Enum constants by their static fields, so that the enum is not initialized. */
    private static Object[] constantsOf(Class<?> type) {
        return type.getEnumConstants();
    }

    private List<ClassShape.FieldShape> fieldsOf(Class<?> type) {
        List<Class<?>> chain = new ArrayList<>();
        for (Class<?> c = type; c != null && has(c.getName()); c = c.getSuperclass()) {
            chain.add(0, c);
        }
        List<ClassShape.FieldShape> fields = new ArrayList<>();
        for (Class<?> c : chain) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                    fields.add(new ClassShape.FieldShape(field.getName(), typeName(field.getGenericType()),
                            field.getType().getName(), c.getName(), Modifier.isTransient(field.getModifiers())));
                }
            }
        }
        return fields;
    }

    /** Binary names of the team's classes a declared type mentions ({@code Map<String, Line>} mentions Line). */
    List<String> mentionedClasses(ClassShape.FieldShape field) {
        List<String> names = new ArrayList<>();
        for (String token : field.type().split("[<>,\\s\\[\\]?]+")) {
            String name = token.replace("extends", "").strip();
            if (has(name)) {
                names.add(name);
            }
        }
        return names;
    }

    /** The concrete classes of this version assignable to {@code className} (itself included when concrete). */
    List<String> concreteSubtypes(String className) {
        List<String> subtypes = new ArrayList<>();
        Class<?> base = load(className);
        for (String name : classFiles.keySet()) {
            Class<?> candidate = load(name);
            if (candidate != null && base != null && base.isAssignableFrom(candidate)
                    && shape(name).map(ClassShape::concrete).orElse(false)) {
                subtypes.add(name);
            }
        }
        return subtypes;
    }

    private Class<?> load(String name) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    private static String typeName(Type type) {
        if (type instanceof Class<?> c) {
            return c.isArray() ? typeName(c.getComponentType()) + "[]" : c.getName();
        }
        if (type instanceof ParameterizedType p) {
            StringBuilder text = new StringBuilder(typeName(p.getRawType())).append('<');
            Type[] args = p.getActualTypeArguments();
            for (int i = 0; i < args.length; i++) {
                text.append(i == 0 ? "" : ", ").append(typeName(args[i]));
            }
            return text.append('>').toString();
        }
        return type.getTypeName();
    }

    /** Defines the version's classes from their bytes; everything else comes from {@code parent}. */
    private static final class BytesLoader extends ClassLoader {
        private final Map<String, byte[]> classFiles;

        BytesLoader(String label, Map<String, byte[]> classFiles, ClassLoader parent) {
            super("shapes[" + label + "]", parent);
            this.classFiles = classFiles;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    byte[] bytes = classFiles.get(name);
                    // the team's classes first: the check's own class path must never stand in for them
                    loaded = bytes != null ? defineClass(name, bytes, 0, bytes.length) : super.loadClass(name, false);
                }
                return loaded;
            }
        }
    }
}

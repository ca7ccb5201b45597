package org.serialflex.tck;

/**
 * Does what Hessian 4's ContextSerializerFactory does: takes one of its own classes from
 * ClassLoader.getSystemClassLoader() and uses it as its own type. Fine in the kit's loader, a
 * ClassCastException in a world, whose copy of the class is another class.
 */
public class SystemLoaderAdapter extends PlainAdapter {

    /** The library's own type, as the system class loader has it. */
    public static class Helper {
    }

    public SystemLoaderAdapter() throws ReflectiveOperationException {
        Helper helper = (Helper) Class.forName(Helper.class.getName(), true, ClassLoader.getSystemClassLoader())
                .getDeclaredConstructor().newInstance();
        assert helper != null;
    }

    @Override
    public String id() {
        return "system-loader";
    }
}

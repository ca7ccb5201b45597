#set( $simpleLibraryClass = $libraryClass.substring($libraryClass.lastIndexOf('.')) )
#set( $simpleLibraryClass = $simpleLibraryClass.substring(1) )
package ${package};

import ${libraryClass};
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * ${displayName}, scored by serialflex. The kit creates one instance of this class in every world
 * (docs/adding-an-adapter.md); keep the library's objects in its instance fields.
 */
public final class ${classPrefix}Adapter implements SerializerAdapter {

    @Override
    public String id() {
        return "${adapterId}";
    }

    @Override
    public String displayName() {
        return "${displayName}";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("${libraryGroupId}", "${libraryArtifactId}", ${simpleLibraryClass}.class);
    }

    @Override
    public byte[] write(Object value) throws Exception {
        // TODO serialize value with ${displayName}; let exceptions out, they are the verdict
        throw new UnsupportedOperationException("${classPrefix}Adapter.write is not written yet");
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        // TODO deserialize with ${displayName}; rootType is null when the reader lacks the writer's class
        throw new UnsupportedOperationException("${classPrefix}Adapter.read is not written yet");
    }
}

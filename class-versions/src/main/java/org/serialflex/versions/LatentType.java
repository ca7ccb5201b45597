package org.serialflex.versions;

import java.util.List;
import net.bytebuddy.description.annotation.AnnotationList;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.type.PackageDescription;
import net.bytebuddy.description.type.RecordComponentDescription;
import net.bytebuddy.description.type.RecordComponentList;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.description.type.TypeList;

/**
 * A name-only description of a generated top-level type that does not exist yet. Unlike Byte
 * Buddy's plain {@link TypeDescription.Latent}, it answers the questions a generic signature or a
 * visibility check asks (declaring type, package, nest) instead of throwing.
 */
final class LatentType extends TypeDescription.Latent {

    private final boolean isRecord;

    LatentType(String name, int modifiers, Generic superclass, boolean isRecord) {
        super(name, modifiers, superclass, List.of());
        this.isRecord = isRecord;
    }

    @Override
    public TypeDescription getDeclaringType() {
        return TypeDescription.UNDEFINED;
    }

    @Override
    public TypeDescription getEnclosingType() {
        return TypeDescription.UNDEFINED;
    }

    @Override
    public MethodDescription.InDefinedShape getEnclosingMethod() {
        return MethodDescription.UNDEFINED;
    }

    @Override
    public TypeList getDeclaredTypes() {
        return new TypeList.Empty();
    }

    @Override
    public boolean isAnonymousType() {
        return false;
    }

    @Override
    public boolean isLocalType() {
        return false;
    }

    @Override
    public PackageDescription getPackage() {
        String name = getName();
        int dot = name.lastIndexOf('.');
        return new PackageDescription.Simple(dot < 0 ? "" : name.substring(0, dot));
    }

    @Override
    public AnnotationList getDeclaredAnnotations() {
        return new AnnotationList.Empty();
    }

    @Override
    public TypeDescription getNestHost() {
        return this;
    }

    @Override
    public TypeList getNestMembers() {
        return new TypeList.Explicit(this);
    }

    @Override
    public RecordComponentList<RecordComponentDescription.InDefinedShape> getRecordComponents() {
        return new RecordComponentList.Empty<>();
    }

    @Override
    public boolean isRecord() {
        return isRecord;
    }

    @Override
    public TypeList getPermittedSubtypes() {
        return new TypeList.Empty();
    }
}

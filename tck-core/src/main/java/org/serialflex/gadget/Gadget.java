package org.serialflex.gadget;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;

/**
 * A stand-in for a deserialization gadget (a class on the class path whose code runs when a
 * reader instantiates it): its static initializer, constructor, setter and {@code readObject}
 * only record in {@link GadgetLog} that they ran. It lives outside the DTO packages, as real
 * gadgets live in libraries, not in the application's model. The unexpected-class probe sends it
 * to a reader that asked for a different class.
 */
public class Gadget implements Serializable {

    private static final long serialVersionUID = 1L;

    static {
        GadgetLog.record("static initializer");
    }

    private String command = "recorded, never executed";

    public Gadget() {
        GadgetLog.record("constructor");
    }

    public String getCommand() {
        return command;
    }

    public void setCommand(String command) {
        GadgetLog.record("setter");
        this.command = command;
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        GadgetLog.record("readObject");
        in.defaultReadObject();
    }
}

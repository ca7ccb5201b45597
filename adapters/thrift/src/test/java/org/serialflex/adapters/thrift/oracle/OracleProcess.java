package org.serialflex.adapters.thrift.oracle;

import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.transport.TIOStreamTransport;
import org.apache.thrift.transport.TMemoryInputTransport;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One side of the hand check, run as its own JVM: {@code write v1|v2 <file>} writes that version's
 * sample with libthrift's compact protocol; {@code read v1|v2 <file>} reads the file as that
 * version and prints what it got. Nothing but the file crosses between the two JVMs.
 */
final class OracleProcess {

    private OracleProcess() {
    }

    public static void main(String[] args) throws Exception {
        boolean v1 = args[1].equals("v1");
        Path file = Path.of(args[2]);
        if (args[0].equals("write")) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            TCompactProtocol out = new TCompactProtocol(new TIOStreamTransport(bytes));
            if (v1) {
                HolderV1.sample().write(out);
            } else {
                HolderV2.sample().write(out);
            }
            Files.write(file, bytes.toByteArray());
        } else {
            TCompactProtocol in = new TCompactProtocol(new TMemoryInputTransport(Files.readAllBytes(file)));
            Object holder;
            if (v1) {
                HolderV1 read = new HolderV1();
                read.read(in);
                holder = read;
            } else {
                HolderV2 read = new HolderV2();
                read.read(in);
                holder = read;
            }
            System.out.println(holder);
        }
    }
}

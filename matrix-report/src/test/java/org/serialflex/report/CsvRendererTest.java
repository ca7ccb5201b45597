package org.serialflex.report;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CsvRendererTest {

    @Test
    void writesOneRfc4180RowPerCase() {
        String expected = "adapter,criterion,case,writerClassVersion,readerClassVersion,outcome,evidence,size,deflated\r\n"
                + "alpha,C01,C01.plain.same,v1,v1,PASS,,10,16\r\n"
                + "alpha,C08,C08.int-to-long.old-to-new,v1,v2,PASS,,12,18\r\n"
                + "alpha,C08,C08.int-to-long.new-to-old,v2,v1,DEGRADED,value: expected 5 (int) got 0 (int),12,18\r\n"
                + "beta,C01,C01.plain.same,v1,v1,PASS,,20,26\r\n"
                + "beta,C08,C08.int-to-long.old-to-new,v1,v2,PASS,,22,28\r\n"
                + "beta,C08,C08.int-to-long.new-to-old,v2,v1,CORRUPT,"
                + "\"order.total: expected 42 (Long) got 7, \"\"seven\"\" | <b>x</b>\nsecond line\",22,28\r\n"
                + "gamma,C01,C01.plain.same,v1,v1,CRASH,java.lang.StackOverflowError,,\r\n";

        assertThat(CsvRenderer.render(Synthetic.small())).isEqualTo(expected);
    }

    @Test
    void quotesOnlyFieldsThatNeedIt() {
        assertThat(CsvRenderer.field("plain")).isEqualTo("plain");
        assertThat(CsvRenderer.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(CsvRenderer.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(CsvRenderer.field("cr\rlf")).isEqualTo("\"cr\rlf\"");
    }
}

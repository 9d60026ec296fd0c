module fifo_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    output wire [1:0] level,
    output wire       full,
    output wire       empty,
    output wire       overflow
);
    reg [1:0] count;
    reg ovf;
    reg [1:0] count_next;
    reg ovf_next;

    always @* begin
        if (push && !pop && count != 2'd2)
            count_next = count + 2'd1;
        else if (pop && !push && count != 2'd0)
            count_next = count - 2'd1;
        else
            count_next = count;
    end

    always @* begin
        if (push && !pop && count == 2'd2)
            ovf_next = 1'b1;
        else
            ovf_next = ovf;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 2'd0;
            ovf <= 1'b0;
        end else begin
            count <= count_next;
            ovf <= ovf_next;
        end
    end

    assign level = count;
    assign full = count == 2'd2;
    assign empty = count == 2'd0;
    assign overflow = ovf;
endmodule

module protocol_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg done;
    reg [7:0] shreg_next;
    reg [2:0] bitcnt_next;
    reg done_next;

    always @* begin
        if (!cs_n && sclk_rise)
            shreg_next = {shreg[6:0], mosi};
        else
            shreg_next = shreg;
    end

    always @* begin
        if (cs_n)
            bitcnt_next = 3'd0;
        else if (sclk_rise)
            bitcnt_next = bitcnt + 3'd1;
        else
            bitcnt_next = bitcnt;
    end

    always @* begin
        if (!cs_n && sclk_rise && bitcnt == 3'd7)
            done_next = 1'b1;
        else if (done)
            done_next = 1'b0;
        else
            done_next = done;
    end

    always @(posedge clk) begin
        if (rst) begin
            shreg <= 8'd0;
            bitcnt <= 3'd0;
            done <= 1'b0;
        end else begin
            shreg <= shreg_next;
            bitcnt <= bitcnt_next;
            done <= done_next;
        end
    end

    assign rx_shift = shreg;
    assign bit_count = bitcnt;
    assign byte_done = done;
endmodule
